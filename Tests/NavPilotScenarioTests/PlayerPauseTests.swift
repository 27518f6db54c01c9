import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

@testable import NavPilotScenario

/// `navpilot play`'s keys as a person watching uses them: Space pauses and resumes, `.` steps, `+`
/// and `-` change the pace. Time passes only in the player's waits (`PlayerRun`), so the tests
/// never sleep.
@MainActor
@Suite("Pausing, stepping and pacing a replay")
struct PlayerPauseTests {
    /// Three steps: lines 2, 3 and 4.
    static let threeSteps = """
        Session split
        Key down
        Key enter
        ExpectTop feed post(id: 2, title: "SwiftUI Tricks")
        """

    @Test func spacePausesTheReplayAndNoStepRunsUntilSpaceComesAgain() async throws {
        let run = PlayerRun(delay: .milliseconds(100))
        run.press(" ")
        run.atWait = { run in
            // Twenty times the delay, paused: then Space again.
            if run.waits.count == 100 { run.press(" ") }
        }
        let result = try await run.play(Self.threeSteps)
        #expect(result.passed, "\(result.failure?.description ?? "stopped")")
        #expect(run.stepsRun == 3)
        let paused = run.waits.prefix(100)
        #expect(paused.allSatisfy { $0.stepsRun == 0 && $0.stage == .beforeStep(0) })
        #expect(
            paused.allSatisfy { $0.progressLine.hasPrefix("❚❚ paused 1/3 · 100ms  line 2: Key down") },
            "\(paused.last?.progressLine ?? "")")
        #expect(
            paused.allSatisfy { $0.progressLine.hasSuffix("space resume  . step  +/- speed  q quit") },
            "\(paused.last?.progressLine ?? "")")
        // Resumed, the line says so again and the replay goes on at its pace.
        #expect(run.waits.last?.progressLine.hasPrefix("▶ 3/3 · 100ms  line 4:") == true)
        #expect(run.waits.last?.progressLine.hasSuffix("space pause  . step  +/- speed  q quit") == true)
    }

    @Test func aDotWhilePausedRunsExactlyOneStepAndStaysPaused() async throws {
        let run = PlayerRun(delay: .milliseconds(100))
        run.press(" ")
        run.atWait = { run in
            switch run.waits.count {
            case 10: run.press(".")
            case 200: run.press("q")
            default: break
            }
        }
        let result = try await run.play(Self.threeSteps)
        #expect(run.stepsRun == 1, "one step ran, the one the line showed")
        #expect(result.abortedAtLine == 3, "q stopped it before the second step")
        let afterStep = run.waits.dropFirst(10)
        #expect(afterStep.allSatisfy { $0.stepsRun == 1 && $0.stage == .beforeStep(1) })
        #expect(afterStep.allSatisfy { $0.progressLine.hasPrefix("❚❚ paused 2/3 · 100ms  line 3: Key enter") })
        #expect(run.elapsed == .milliseconds(200 * 20), "the pause's looks at the keyboard, no step's delay")
    }

    @Test func aDotWhilePlayingRunsTheShownStepAtOnceThenPauses() async throws {
        let run = PlayerRun(delay: .seconds(10))
        run.atWait = { run in
            switch run.waits.count {
            case 1: run.press(".")
            case 50: run.press("q")
            default: break
            }
        }
        let result = try await run.play(Self.threeSteps)
        #expect(run.startTimes == [.milliseconds(20)], "the first step did not wait out its 10 s")
        #expect(result.abortedAtLine == 3)
        #expect(run.waits.dropFirst().allSatisfy { $0.progressLine.hasPrefix("❚❚ paused 2/3") })
    }

    @Test func plusAndMinusHalveAndDoubleTheDelayAndTheLineSaysIt() async throws {
        let run = PlayerRun(delay: .milliseconds(500))
        run.press("+")
        var line = ""
        run.atWait = { run in
            if run.waits.last?.stage == .beforeStep(1), run.waits.dropLast().last?.stage != .beforeStep(1) {
                run.press("--")
            }
            if run.waits.last?.stage == .beforeStep(2) { line = run.progressLine }
        }
        let result = try await run.play(Self.threeSteps)
        #expect(result.passed)
        try #require(run.startTimes.count == 3)
        #expect(run.startTimes[0] == .milliseconds(250), "+ halved the first wait")
        #expect(run.startTimes[1] - run.startTimes[0] == .seconds(1), "- - doubled it twice, the wait under way too")
        #expect(line.hasPrefix("▶ 3/3 · 1s  line 4:"), "\(line)")
    }

    @Test func aPauseHoldsATransitionBetweenItsFrames() async throws {
        let run = PlayerRun(size: Size(width: 100, height: 15), delay: .zero, showsTransitions: true)
        var pausedAt: Int?
        run.atWait = { run in
            guard run.waits.last?.stage == .showingTransition(0) else { return }
            if pausedAt == nil {
                pausedAt = run.waits.count
                run.press(" ")
            } else if run.waits.count == pausedAt! + 100 {
                run.press(" ")
            }
        }
        let result = try await run.play(
            """
            Session transitions
            Set Size 72x14
            Key enter
            ExpectTop main detail(1)
            """, catalog: SessionCatalog(Examples.all.map { ($0.name, $0.make) }))
        #expect(result.passed, "\(result.failure?.description ?? "stopped")")
        let start = try #require(pausedAt)
        try #require(run.waits.count >= start + 100, "the pause lasted its 100 waits")
        let held = run.waits[start..<start + 100].map(\.screen)
        #expect(Set(held.map { $0.split(separator: "\n").dropLast().joined() }).count == 1, "no frame advanced")
        #expect(held.allSatisfy { $0.hasSuffix("space resume  . step  +/- speed  q quit") })
        let frames = Set(run.waits.filter { $0.stage == .showingTransition(0) }.map(\.screen))
        #expect(frames.count > 3, "the transition did play, frame by frame, around the pause")
    }
}
