import NavPilotTUI
import Testing

@testable import NavPilotScenario

/// `navpilot play` in a terminal smaller than the scenario's screen: the player's line keeps its
/// state and keys, and says the terminal is too small only where there is room.
@MainActor
@Suite("Replaying in a small terminal")
struct PlayerSmallTerminalTests {
    /// The player's line at its first wait on a terminal of `size`, for a 100x30 scenario.
    func firstLine(on size: Size) async throws -> String {
        let run = PlayerRun(size: size, delay: .milliseconds(100))
        run.atWait = { run in run.press("q") }
        let result = try await run.play(
            """
            Session split
            Key down
            ExpectTop feed post(id: 1, title: "Swift Tips")
            """)
        #expect(result.abortedAtLine == 2)
        return try #require(run.waits.first?.progressLine)
    }

    @Test func anEightyColumnTerminalKeepsTheKeysAndDropsTheNote() async throws {
        let line = try await firstLine(on: Size(width: 80, height: 24))
        #expect(line.hasPrefix("▶ 1/2 · 100ms  line 2: Key down"), "\(line)")
        #expect(line.hasSuffix("space pause  . step  +/- speed  q quit"), "\(line)")
        #expect(!line.contains("[terminal"), "\(line)")
    }

    @Test func aWideButShortTerminalSaysItIsSmallerThanTheScenario() async throws {
        let line = try await firstLine(on: Size(width: 130, height: 24))
        #expect(line.hasSuffix("[terminal smaller than 100x30]  space pause  . step  +/- speed  q quit"), "\(line)")
    }

    @Test func aVeryNarrowTerminalStillShowsTheStateAndTheKeys() async throws {
        let line = try await firstLine(on: Size(width: 40, height: 10))
        #expect(line.hasPrefix("▶ 1/2 · 100ms  line 2: K…"), "\(line)")
        #expect(line.hasSuffix("  space . +/- q"), "\(line)")
    }
}
