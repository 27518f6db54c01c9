import NavPilot
import NavPilotTUI
import NavPilotTestSupport
import Observation
import Synchronization
import Testing

@MainActor
@Suite("ProgressView")
struct ProgressViewTests {
    @Test(arguments: [
        (0.0, "░░░░░░░░░░   0%"),
        (0.5, "█████░░░░░  50%"),
        (1.0, "██████████ 100%"),
        (0.99, "█████████░  99%"),
        (0.29, "██░░░░░░░░  29%"),
        (0.7, "███████░░░  70%"),
    ])
    func aBarShowsTheFractionDoneAndItsPercentage(value: Double, expected: String) {
        let harness = ViewHarness(width: 15, height: 1) { ProgressView(value: value) }
        #expect(harness.lines[0] == expected)
    }

    @Test(arguments: [
        (-3.0, 10.0, "░░░░░░░░░░   0%"),
        (25.0, 10.0, "██████████ 100%"),
        (5.0, 0.0, "░░░░░░░░░░   0%"),
        (Double.nan, 1.0, "░░░░░░░░░░   0%"),
        (Double.infinity, 1.0, "██████████ 100%"),
        (3.0, 4.0, "███████░░░  75%"),
    ])
    func valuesOutsideTheTotalAreClamped(value: Double, total: Double, expected: String) {
        let harness = ViewHarness(width: 15, height: 1) { ProgressView(value: value, total: total) }
        #expect(harness.lines[0] == expected)
    }

    @Test func aTitledBarStartsWithItsTitle() {
        let harness = ViewHarness(width: 20, height: 1) { ProgressView("Copy", value: 1, total: 2) }
        #expect(harness.lines[0] == "Copy █████░░░░░  50%")
        #expect(harness.screen[x: 5, y: 0].style == Theme.standard.accent, "done cells in the accent")
        #expect(harness.screen[x: 14, y: 0].style == Theme.standard.dim, "cells to do less emphasised")
    }

    @Test func aNilValueIsASpinner() {
        let harness = ViewHarness(width: 20, height: 1) { ProgressView("Waiting", value: Double?.none) }
        #expect(harness.lines[0] == "⠋ Waiting")
    }

    @Test func aSpinnerDrawsTheFirstFrameWithoutAClock() {
        let harness = ViewHarness(width: 20, height: 2) {
            VStack {
                ProgressView("Loading…")
                ProgressView()
            }
        }
        #expect(harness.lines == ["⠋ Loading…", "⠋"])
        harness.render()
        #expect(harness.lines == ["⠋ Loading…", "⠋"], "nothing turns it between frames")
    }

    @Test func aSpinnerShowsTheFrameOfTheClockInItsEnvironment() {
        let clock = SpinnerClock()
        let harness = ViewHarness(width: 20, height: 1) {
            ProgressView("Loading…").environmentObject(clock)
        }
        #expect(harness.lines[0] == "⠋ Loading…")
        clock.advance()
        harness.render()
        #expect(harness.lines[0] == "⠙ Loading…")
        clock.frame = 10
        harness.render()
        #expect(harness.lines[0] == "⠋ Loading…", "frames wrap around the glyphs")
        clock.frame = -1
        harness.render()
        #expect(harness.lines[0] == "⠏ Loading…", "negative frames too")
    }

    @Test func aTaskAdvancingTheClockTurnsTheSpinner() async {
        let clock = SpinnerClock()
        let harness = ViewHarness(width: 20, height: 1) {
            ProgressView("Loading…")
                .environmentObject(clock)
                .task { clock.advance() }
        }
        for _ in 0..<1000 where clock.frame == 0 {
            await Task.yield()
        }
        harness.render()
        #expect(harness.lines[0] == "⠙ Loading…")
    }

    @Test func advancingTheClockChangesStateTheRenderRead() {
        let clock = SpinnerClock()
        let root = ViewRoot { ProgressView("Loading…").environmentObject(clock) }
        let changes = Mutex(0)
        var buffer = CellBuffer(size: Size(width: 20, height: 1))
        withObservationTracking {
            root.render(into: &buffer, in: buffer.bounds)
        } onChange: {
            changes.withLock { $0 += 1 }
        }
        clock.advance()
        #expect(changes.withLock { $0 } == 1, "so a pane with a ticking clock is rendered again")
    }
}

@MainActor
@Observable
final class SpinnerJob {
    var running = true
}

@MainActor
@Suite("Spinners turn only on a live screen that shows one")
struct SpinnerTimerTests {
    @Test func aHeadlessSessionDrawsEverySpinnerAtOneFrame() async {
        let session = HeadlessSession(Session("wait") { Pane("wait") { ProgressView("Loading…") } })
        let first = session.text
        for _ in 0..<5 { await session.settle() }
        #expect(session.text == first, "no timer: the same state, the same screen")
    }

    @Test func withAnimationTheClockTurnsWhileASpinnerIsShownAndStopsWhenItGoes() async {
        let job = SpinnerJob()
        let session = HeadlessSession(
            Session("wait") {
                Pane("wait") {
                    if job.running { ProgressView("Loading…") } else { Text("Done") }
                }
            })
        session.windowManager.animatesTransitions = true
        session.render()
        session.loop.setNeedsRender()
        session.render()
        let first = session.text
        // The timer sleeps 100 ms between turns: wait for the screen to change (the bound only ends a
        // hang: the main actor is shared with every other test of a parallel run).
        let clock = ContinuousClock()
        let deadline = clock.now + Patience.limit
        while session.text == first, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
            await session.settle()
        }
        #expect(session.text != first, "the spinner turned")
        job.running = false
        await session.settle()
        #expect(session.text.contains("Done"))
        let renders = session.loop.renderCount
        try? await Task.sleep(for: .milliseconds(300))
        await session.settle()
        #expect(session.loop.renderCount == renders, "no spinner shown: nothing wakes the loop")
    }
}
