import Foundation
import Testing

/// The demo executable on the curses backend, in a real terminal (tmux).
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct CursesEndToEndTests {
    private func navpilot() throws -> String {
        guard Tmux.executable != nil else { throw TmuxError.missing }
        return try #require(Tmux.builtProduct("navpilot"), "the navpilot product was not built next to the tests")
    }

    @Test func demoShowsSizeKeysAndWideTextFollowsResizeAndRestoresTheTerminalOnQuit() async throws {
        let session = try TmuxSession.start("exec \(try navpilot())", width: 100, height: 30)
        defer { session.kill() }

        let screen = try await session.waitForScreen("the demo") { $0.contains("NavPilot terminal demo") }
        #expect(screen.contains("Size: 100x30"))
        #expect(screen.contains("漢字 🙂 ok"))
        #expect(screen.contains("┌"))
        #expect(try session.display("#{alternate_on}") == "1")

        try session.sendKeys("Up")
        try await session.waitForScreen("the last key") { $0.contains("Last key: up") }
        try session.sendKeys("C-x")
        try await session.waitForScreen("ctrl+x") { $0.contains("Last key: ctrl+x") }

        try session.resize(width: 80, height: 24)
        let resized = try await session.waitForScreen("the new size") { $0.contains("Size: 80x24") }
        let border = resized.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        #expect(border.count == 80, "the border should span the new width")

        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
        #expect(try session.display("#{alternate_on}") == "0")
        #expect(try session.display("#{cursor_flag}") == "1")
        #expect(!(try session.capture().contains("NavPilot terminal demo")))
    }

    @Test func sigtermRestoresTheTerminal() async throws {
        let session = try TmuxSession.start("exec \(try navpilot())")
        defer { session.kill() }
        try await session.waitForScreen("the demo") { $0.contains("NavPilot terminal demo") }
        let pid = try #require(Int32(try session.display("#{pane_pid}")))
        #expect(kill(pid, SIGTERM) == 0)
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
        #expect(try session.display("#{alternate_on}") == "0")
        #expect(try session.display("#{cursor_flag}") == "1")
        #expect(!(try session.capture().contains("NavPilot terminal demo")))
    }

    @Test func stdinThatIsNotATerminalGetsAClearErrorNamingTheHeadlessCommands() throws {
        let binary = try #require(Tmux.builtProduct("navpilot"), "the navpilot product was not built")
        let output = try Subprocess.run(binary, [])
        #expect(output.status == 1)
        #expect(output.text.contains("navpilot run FILE.scenario"))
    }
}
