import Foundation
import NavPilotTestSupport
import Testing

/// The real `navpilot` on a pty whose terminal answers (`Scripts/testing/answering-terminal.py`): the
/// theme follows the background the terminal reports, at once or late, and `--theme` and
/// `NAVPILOT_THEME` name one.
@Suite("Themes from the terminal's background")
struct ThemeEndToEndTests {
    /// The light theme's accent (`#005faf`) and the dark theme's (`#5fd7d7`), as curses sets them.
    static let lightAccent = Array("38;5;25m".utf8)
    static let darkAccent = Array("38;5;80m".utf8)
    static let white = "rgb:ffff/ffff/ffff"

    /// Runs navpilot's split screen on the answering terminal with `flags`, `arguments` and
    /// `environment`; what the program wrote.
    func run(_ flags: [String], arguments: [String] = [], environment: [String] = []) async throws -> [UInt8] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Scripts/testing/answering-terminal.py").standardized.path
        let output = folder.file("terminal.out")
        // The tester's own NO_COLOR, COLORFGBG and NAVPILOT_THEME must not choose for the program.
        let command =
            ["/usr/bin/env", "-u", "NO_COLOR", "-u", "COLORFGBG", "-u", "NAVPILOT_THEME", "TERM=xterm-256color"]
            + environment
            + [try NavpilotBinary.path()] + arguments
        let result = try await Subprocess.run(
            "/usr/bin/env", ["python3", script, output] + flags + ["--"] + command)
        #expect(result.status == 0, "\(result.text)")
        #expect(result.text.contains("phase=ending"), "the session ran to its end: \(result.text)")
        return Array(try Data(contentsOf: URL(fileURLWithPath: output)))
    }

    func count(_ needle: [UInt8], in bytes: [UInt8]) -> Int {
        guard bytes.count >= needle.count else { return 0 }
        return (0...(bytes.count - needle.count)).filter { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }.count
    }

    @Test func aTerminalThatReportsAWhiteBackgroundGetsTheLightThemeFromTheFirstFrame() async throws {
        let bytes = try await run(["--background", Self.white])
        #expect(count(Self.lightAccent, in: bytes) > 0)
        #expect(count(Self.darkAccent, in: bytes) == 0, "no frame was drawn dark first")
    }

    @Test func aTerminalThatAnswersNothingGetsTheDarkTheme() async throws {
        let bytes = try await run([])
        #expect(count(Self.darkAccent, in: bytes) > 0)
        #expect(count(Self.lightAccent, in: bytes) == 0)
    }

    @Test func anAnswerThatComesLateChangesTheThemeThen() async throws {
        let bytes = try await run(["--late-background", Self.white])
        let firstLight = try #require(
            (0...(bytes.count - Self.lightAccent.count)).first {
                bytes[$0..<($0 + Self.lightAccent.count)].elementsEqual(Self.lightAccent)
            }, "the light theme came")
        #expect(count(Self.darkAccent, in: Array(bytes[..<firstLight])) > 0, "dark until the answer came")
    }

    @Test func theThemeNamedOnTheCommandLineOrInTheEnvironmentWinsOverTheBackground() async throws {
        let named = try await run(["--background", Self.white], arguments: ["--theme", "dark"])
        #expect(count(Self.darkAccent, in: named) > 0 && count(Self.lightAccent, in: named) == 0)
        let environment = try await run(["--background", Self.white], environment: ["NAVPILOT_THEME=dark"])
        #expect(count(Self.darkAccent, in: environment) > 0 && count(Self.lightAccent, in: environment) == 0)
    }
}
