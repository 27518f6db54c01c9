import Foundation
import NavPilotTestSupport
import Testing

/// `navpilot fmt` and `navpilot commands` as a user and CI run them.
struct FmtCommandLineTests {
    func navpilot(_ arguments: [String]) async throws -> Subprocess.Output {
        try await Subprocess.run(try NavpilotBinary.path(), arguments)
    }

    @Test func checkNamesAnUnformattedFileWritesNothingAndFmtFormatsItOnce() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let messy = "Session   split-screen\nKey   Enter   # open\nExpectTop feed post(id:1,title:\"Swift Tips\")\n"
        let tidy = "Session split-screen\nKey enter     # open\nExpectTop feed post(id: 1, title: \"Swift Tips\")\n"
        let file = folder.file("messy.scenario")
        try messy.write(toFile: file, atomically: true, encoding: .utf8)
        let formatted = folder.file("tidy.scenario")
        try tidy.write(toFile: formatted, atomically: true, encoding: .utf8)

        let check = try await navpilot(["fmt", "--check", folder.path])
        #expect(check.status == 1, "\(check.text)")
        #expect(check.text.contains("✘ \(file)  not formatted: navpilot fmt \(file)"), "\(check.text)")
        #expect(!check.text.contains("tidy.scenario"), "a formatted file is not named")
        #expect(check.text.hasSuffix("2 files, 1 not formatted\n"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == messy, "--check writes nothing")

        let fmt = try await navpilot(["fmt", file])
        #expect(fmt.status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == tidy)
        let again = try await navpilot(["fmt", "--check", folder.path])
        #expect(again.status == 0 && again.text == "2 files, 0 not formatted\n", "\(again.text)")
        let run = try await navpilot(["run", file])
        #expect(run.status == 0, "the formatted file runs: \(run.text)")
    }

    @Test func aFileThatDoesNotParseIsLeftAsItIsWithItsProblemsAndExitTwo() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "Session   split-screen\nKey nope\n"
        let file = folder.file("bad.scenario")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let output = try await navpilot(["fmt", file, folder.file("absent.scenario")])
        #expect(output.status == 2)
        #expect(output.text.contains("✘ \(file)  cannot be read, so it is left as it is:"), "\(output.text)")
        #expect(output.text.contains("unknown key 'nope'"))
        #expect(output.text.contains("absent.scenario  no such file or folder"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
        let usage = try await navpilot(["fmt", "--in-place"])
        #expect(usage.status == 2 && usage.text.contains("unknown option '--in-place'"), "\(usage.text)")
    }

    @Test func commandsListsEveryCommandByFamilyTheControlOnesMarked() async throws {
        let output = try await navpilot(["commands"])
        #expect(output.status == 0)
        for heading in ["The session and its window:", "Input:", "Navigation", "Expectations:", "Control (only"] {
            #expect(output.text.contains(heading), "\(heading)")
        }
        for syntax in ["  Push PANE ROUTE...", "  ExpectStack PANE [ROUTE, ...]", "  Key NAME [N]", "  Screen [PANE]"] {
            #expect(output.text.contains(syntax), "\(syntax)")
        }
        let control = try #require(output.text.range(of: "Control (only"))
        #expect(output.text[control.lowerBound...].contains("  Watch"), "Watch is listed with the control commands")
    }
}
