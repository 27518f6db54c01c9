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
    /// The themes' borders, which every frame draws (the accents may first show later).
    static let lightBorder = Array("38;5;241m".utf8)
    static let darkBorder = Array("38;5;247m".utf8)
    static let white = "rgb:ffff/ffff/ffff"
    static let black = "rgb:0000/0000/0000"
    /// The screen cleared (xterm's `clear`): once at start, and again when a frame is drawn anew.
    static let clearScreen = Array("\u{1B}[2J".utf8)

    /// Runs navpilot's split screen on the answering terminal with `flags`, `arguments` and
    /// `environment`, its state (the terminals' remembered backgrounds) in `state` (a new folder
    /// when nil); what the program wrote.
    func run(
        _ flags: [String], arguments: [String] = [], environment: [String] = [], state: TemporaryFolder? = nil
    ) async throws -> [UInt8] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let stateFolder = state?.path ?? folder.file("state")
        // The tester's own NO_COLOR, COLORFGBG and NAVPILOT_THEME must not choose for the program.
        let command =
            [
                "/usr/bin/env", "-u", "NO_COLOR", "-u", "COLORFGBG", "-u", "NAVPILOT_THEME", "-u", "TERM_PROGRAM",
                "-u", "LC_TERMINAL", "TERM=xterm-256color", "NAVPILOT_STATE_DIR=\(stateFolder)",
            ]
            + environment
            + [try NavpilotBinary.path()] + arguments
        let (result, bytes) = try await AnsweringTerminal.run(flags, command: command)
        #expect(result.status == 0, "\(result.text)")
        #expect(result.text.contains("phase=ending"), "the session ran to its end: \(result.text)")
        return bytes
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

    func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        AnsweringTerminal.firstIndex(of: needle, in: bytes)
    }

    /// The remembered backgrounds in `state`.
    func remembered(in state: TemporaryFolder) throws -> String {
        try String(contentsOfFile: state.file("NavPilotTUI.terminal-backgrounds.json"), encoding: .utf8)
    }

    @Test func aTerminalsAnswerIsRememberedAndItsNextSessionDrawsItsFirstFrameInIt() async throws {
        let state = try TemporaryFolder()
        defer { state.remove() }
        _ = try await run(["--background", Self.white], state: state)
        #expect(try remembered(in: state).contains(#"[{"terminal":"xterm-256color","background":"light"}]"#))
        // This terminal answers nothing until the first screen is drawn: that frame is drawn without
        // the answer, in the theme remembered (that it does not wait is `FollowedBackground`'s test).
        let bytes = try await run(["--answer-after-frame", "--background", Self.white], state: state)
        #expect(count(Self.lightAccent, in: bytes) > 0)
        #expect(count(Self.darkAccent, in: bytes) == 0, "drawn light from the first frame, without the answer")
        #expect(count(Self.clearScreen, in: bytes) == 1, "the answer agreed: nothing drawn again")
    }

    @Test func aRememberedBackgroundTheAnswerContradictsIsDrawnAgainAndForgotten() async throws {
        let state = try TemporaryFolder()
        defer { state.remove() }
        _ = try await run(["--background", Self.white], state: state)
        let bytes = try await run(["--answer-after-frame", "--background", Self.black], state: state)
        let light = try #require(firstIndex(of: Self.lightBorder, in: bytes), "drawn light first, as remembered")
        let dark = try #require(firstIndex(of: Self.darkBorder, in: bytes), "then dark, as the terminal said")
        #expect(light < dark)
        #expect(try remembered(in: state).contains(#"[{"terminal":"xterm-256color","background":"dark"}]"#))
    }

    @Test func aTerminalThatNoLongerSaysItsBackgroundIsDrawnAsOneThatNeverDidAndRememberedSo() async throws {
        let state = try TemporaryFolder()
        defer { state.remove() }
        _ = try await run(["--background", Self.white], state: state)
        // Another terminal of the same name, which answers DA1 only (and that once the first screen
        // is drawn): light as remembered, then dark when its answers end without a background.
        let bytes = try await run(["--answer-after-frame"], state: state)
        let light = try #require(firstIndex(of: Self.lightBorder, in: bytes), "drawn light first, as remembered")
        let dark = try #require(
            firstIndex(of: Self.darkBorder, in: bytes), "then dark, as a terminal that says nothing")
        #expect(light < dark)
        #expect(try remembered(in: state).contains(#"[{"terminal":"xterm-256color","background":"untold"}]"#))
    }

    @Test func aRememberedFileThatDoesNotReadIsSaidMovedAsideAndTheAnswerWaitedFor() async throws {
        let state = try TemporaryFolder()
        defer { state.remove() }
        try Data("{\"version\":1,\"terminals\":[\u{1B}]2;x\u{07}".utf8)
            .write(to: URL(fileURLWithPath: state.file("NavPilotTUI.terminal-backgrounds.json")))
        let bytes = try await run(["--background", Self.white], state: state)
        #expect(
            count(Self.lightAccent, in: bytes) > 0 && count(Self.darkAccent, in: bytes) == 0, "the answer waited for")
        #expect(count(Array("remembered backgrounds could not be read".utf8), in: bytes) > 0, "said in the status line")
        #expect(count(Array("\u{1B}]2;x".utf8), in: bytes) == 0, "nothing of the file reaches the terminal raw")
        let kept = try FileManager.default.contentsOfDirectory(atPath: state.path).filter { $0.contains(".corrupt-") }
        #expect(kept.count == 1, "moved aside, never lost")
        #expect(try remembered(in: state).contains(#"{"terminal":"xterm-256color","background":"light"}"#))
    }

    @Test func theThemeNamedOnTheCommandLineOrInTheEnvironmentWinsOverTheBackground() async throws {
        let named = try await run(["--background", Self.white], arguments: ["--theme", "dark"])
        #expect(count(Self.darkAccent, in: named) > 0 && count(Self.lightAccent, in: named) == 0)
        let environment = try await run(["--background", Self.white], environment: ["NAVPILOT_THEME=dark"])
        #expect(count(Self.darkAccent, in: environment) > 0 && count(Self.lightAccent, in: environment) == 0)
    }
}
