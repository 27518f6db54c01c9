import Foundation
import Testing

/// The real `navpilot` on its terminal backend in a real terminal (tmux): the terminal is taken over
/// and always given back.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct TerminalTakeoverEndToEndTests {
    @Test func qQuitsAndRestoresTheTerminal() async throws {
        let session = try TmuxSession.start(try NavpilotBinary.command(), width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the split screen") { $0.contains("Swift Tips") && $0.contains("Alice") }
        #expect(try session.display("#{alternate_on}") == "1")

        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
        #expect(try session.display("#{alternate_on}") == "0")
        #expect(try session.display("#{cursor_flag}") == "1")
        #expect(!(try session.capture().contains("Swift Tips")))
    }

    @Test func sigtermRestoresTheTerminal() async throws {
        let session = try TmuxSession.start(try NavpilotBinary.command())
        defer { session.kill() }
        try await session.waitForScreen("the split screen") { $0.contains("Swift Tips") }
        let pid = try #require(Int32(try session.display("#{pane_pid}")))
        #expect(kill(pid, SIGTERM) == 0)
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
        #expect(try session.display("#{alternate_on}") == "0")
        #expect(try session.display("#{cursor_flag}") == "1")
        #expect(!(try session.capture().contains("Swift Tips")))
    }

    @Test func ctrlCQuitsAndRestoresTheTerminal() async throws {
        let session = try TmuxSession.start(try NavpilotBinary.command(["--example", "push-pop"]))
        defer { session.kill() }
        try await session.waitForScreen("push-pop") { $0.contains("Go to Detail (id: 11)") }
        try session.sendKeys("C-c")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
        #expect(try session.display("#{alternate_on}") == "0")
        #expect(try session.display("#{cursor_flag}") == "1")
    }
}
