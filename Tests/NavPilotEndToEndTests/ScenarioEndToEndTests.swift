import Foundation
import NavPilotTestSupport
import Testing

/// `navpilot record` and `navpilot play` in a real terminal, and `navpilot run` on what was recorded.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct ScenarioEndToEndTests {
    @Test func aRecordedSessionRunsAsAPassingScenario() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("recorded.scenario")

        let session = try TmuxSession.start(try NavpilotBinary.command(["record", file]), width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the split screen") { $0.contains("Swift Tips") && $0.contains("Alice") }
        try session.sendKeys("Down", "Enter")
        try await session.waitForScreen("the post") { $0.contains("feed · Feed › SwiftUI Tricks") }
        try session.sendKeys("Tab", "Enter")
        try await session.waitForScreen("Alice's thread") { $0.contains("chat · Inbox › Alice") }
        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")

        let recorded = try String(contentsOfFile: file, encoding: .utf8)
        #expect(recorded.contains("Session split-screen"))
        #expect(recorded.contains(#"ExpectStack feed [feed, post(id: 2, title: "SwiftUI Tricks")]"#))
        #expect(recorded.contains(#"ExpectStack chat [inbox, thread(id: 1, with: "Alice")]"#))

        let run = try await Subprocess.run(try NavpilotBinary.path(), ["run", file])
        #expect(run.status == 0, "\(run.text)")
        #expect(run.text.contains("1 passed, 0 failed"))
    }

    @Test func playShowsEachStepAndEndsWithTheScenario() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "short.scenario",
            """
            Session split-screen
            Key enter
            ExpectTop feed post(id: 1, title: "Swift Tips")
            Key tab
            Key enter
            ExpectTop chat thread(id: 1, with: "Alice")
            """)

        let session = try TmuxSession.start(
            try NavpilotBinary.command(["play", file, "--delay", "50"]), width: 100, height: 30)
        defer { session.kill() }
        let end = try await session.waitForScreen("the end of the scenario") { $0.contains("5 steps passed") }
        #expect(end.contains("chat · Inbox › Alice"))
        #expect(end.contains("feed · Feed › Swift Tips"))
        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
        #expect(try session.display("#{alternate_on}") == "0", "the terminal is restored after playing")
    }

    /// `play` runs what `run` runs: every shipped scenario passes when played, at its own size, its
    /// `Resize` and `Snapshot` steps included, with the player's own line under the screen.
    @Test(
        arguments: try FileManager.default.contentsOfDirectory(atPath: ScenarioCommandLineTests.scenariosFolder)
            .filter { $0.hasSuffix(".scenario") }.sorted())
    func everyShippedScenarioPassesWhenPlayed(_ name: String) async throws {
        let file = ScenarioCommandLineTests.scenariosFolder + "/" + name
        let session = try TmuxSession.start(
            try NavpilotBinary.command(["play", file, "--delay", "0"]),
            width: 100, height: 31)
        defer { session.kill() }
        let end = try await session.waitForScreen("the end of the replay") {
            $0.contains("steps passed   (any key quits)") || $0.contains("(any key quits)")
        }
        #expect(end.contains("steps passed"), "\(name) failed when played:\n\(end)")
        try session.sendKeys("Enter")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
        // The result line play prints once the terminal is restored, as run prints it (joined again
        // where a long path made the terminal wrap it).
        let screen = try session.capturePrintedLines()
        #expect(screen.contains("✔ \(file)  "), "\(screen)")
    }
}
