import NavPilotTUI
import Testing

@testable import NavPilotScenario

/// The keys of a replay and the delay they set.
@Suite("The replay's keys")
struct PlaybackControlsTests {
    @Test func spaceDotPlusMinusQAndCtrlCAreTheReplayKeys() {
        #expect(PlaybackCommand(KeyPress(.character(" "))) == .togglePause)
        #expect(PlaybackCommand(KeyPress(.character("."))) == .step)
        #expect(PlaybackCommand(KeyPress(.character("+"))) == .faster)
        #expect(PlaybackCommand(KeyPress(.character("+"), .shift)) == .faster, "as a terminal reporting Shift sends it")
        #expect(PlaybackCommand(KeyPress(.character("="))) == .faster, "the + key without Shift")
        #expect(PlaybackCommand(KeyPress(.character("-"))) == .slower)
        #expect(PlaybackCommand(KeyPress(.character("q"))) == .stop)
        #expect(PlaybackCommand(KeyPress(.character("c"), .control)) == .stop)
        #expect(PlaybackCommand(KeyPress(.character("."), .control)) == nil)
        #expect(PlaybackCommand(KeyPress(.enter)) == nil)
    }

    @Test func plusHalvesTheDelayDownToNoneAndMinusDoublesItUpToTenSeconds() {
        var controls = PlaybackControls(delay: .milliseconds(500))
        var faster: [String] = []
        for _ in 0..<7 {
            _ = controls.apply(.faster)
            faster.append(controls.delayText)
        }
        #expect(faster == ["250ms", "125ms", "62ms", "31ms", "15ms", "0ms", "0ms"])
        var slower: [String] = []
        for _ in 0..<12 {
            _ = controls.apply(.slower)
            slower.append(controls.delayText)
        }
        #expect(
            slower == [
                "10ms", "20ms", "40ms", "80ms", "160ms", "320ms", "640ms", "1.3s", "2.6s", "5.1s", "10s", "10s",
            ])
    }

    @Test func aDelayLongerThanTenSecondsIsNotShortenedBySlower() {
        var controls = PlaybackControls(delay: .seconds(60))
        _ = controls.apply(.slower)
        #expect(controls.delay == .seconds(60))
        _ = controls.apply(.faster)
        #expect(controls.delay == .seconds(30))
    }

    @Test func spaceTogglesThePauseAndDotPausesAtTheNextStep() {
        var controls = PlaybackControls(delay: .zero)
        let pauseGoesOn = controls.apply(.togglePause)
        #expect(!pauseGoesOn && controls.isPaused)
        let stepGoesOn = controls.apply(.step)
        #expect(stepGoesOn, "goes on at once")
        #expect(!controls.isPaused, "while the step runs")
        controls.reachStep()
        #expect(controls.isPaused, "before the next")
        _ = controls.apply(.togglePause)
        controls.reachStep()
        #expect(!controls.isPaused, "resumed, it plays on")
    }
}
