import Foundation
import NavPilotTestSupport
import Testing

/// `navpilot play`'s keys in a real terminal, through the terminal's own key encoding: Space, `.`
/// and `+` as tmux types them.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct PlayKeysEndToEndTests {
    @Test func spacePausesDotStepsAndPlusSpeedsAReplayUpToItsEnd() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "short.scenario",
            """
            Session split-screen
            Key enter
            ExpectTop feed post(id: 1, title: "Swift Tips")
            Key tab
            """)
        // A step every ten minutes: only the keys move this replay on within the test.
        let session = try TmuxSession.start(
            try NavpilotBinary.command(["play", file, "--delay", "600000"]), width: 100, height: 31)
        defer { session.kill() }
        try await session.waitForScreen("the first step shown") { $0.contains("▶ 1/3 · 600s  line 2: Key enter") }
        try session.sendKeys("Space")
        try await session.waitForScreen("the replay paused") {
            $0.contains("❚❚ paused 1/3 · 600s  line 2: Key enter") && $0.contains("space resume  . step")
        }
        try session.sendKeys(".")
        let stepped = try await session.waitForScreen("one step run") { $0.contains("❚❚ paused 2/3") }
        #expect(stepped.contains("feed · Feed › Swift Tips"), "the step ran: \(stepped)")
        // 600 s halved 16 times is 9 ms, below the quickest delay: none at all.
        try session.sendKeys(String(repeating: "+", count: 16))
        try await session.waitForScreen("no delay") { $0.contains("❚❚ paused 2/3 · 0ms") }
        try session.sendKeys("Space")
        try await session.waitForScreen("the end of the replay") { $0.contains("3 steps passed") }
        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
    }
}
