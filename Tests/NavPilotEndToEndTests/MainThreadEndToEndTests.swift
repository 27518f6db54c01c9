import Foundation
import Testing

/// `navpilot` and every `App` serve the main actor from the process's main thread (`MainThread`), so a
/// C library that belongs to one thread (ncurses) is always called from the same one, and no forced
/// unwind of the main thread costs memory at start.
@Suite(
    .enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"),
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task"), "needs Linux's /proc"))
struct MainThreadEndToEndTests {
    /// How often the process's first thread has gone to sleep and been woken: it rises when that
    /// thread waits for main-actor work and is given some, not while it sleeps (as it did for the
    /// whole session under `dispatch_main`).
    static func wakeUps(ofMainThreadOf pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") })
        return try #require(Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)))
    }

    @Test func keysAreHandledOnTheMainThread() async throws {
        let session = try TmuxSession.start(try NavpilotBinary.command(), width: 120, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the split screen") { $0.contains("▸ Swift Tips") }
        let pid = try #require(Int32(try session.display("#{pane_pid}")))
        let before = try Self.wakeUps(ofMainThreadOf: pid)
        let rounds = 10
        for _ in 0..<rounds {
            try session.sendKeys("Down")
            try await session.waitForScreen("the second row selected") { $0.contains("▸ SwiftUI Tricks") }
            try session.sendKeys("Up")
            try await session.waitForScreen("the first row selected") { $0.contains("▸ Swift Tips") }
        }
        let after = try Self.wakeUps(ofMainThreadOf: pid)
        // A key that arrives while the thread is still awake from the last one is handled without a
        // new wake-up: at least one per round, where a main thread parked for the session has none.
        #expect(after - before >= rounds, "the keys woke the main thread to handle them: \(before) → \(after)")
        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
    }
}
