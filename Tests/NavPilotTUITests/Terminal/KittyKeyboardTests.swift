import Testing

@testable import NavPilotTUI

/// The kitty keyboard protocol's `CSI … u` keys and the terminal's answers to queries: keys become
/// key presses, answers never do (they are set aside for the backend), whatever the read boundaries.
@Suite("Kitty keyboard protocol and terminal answers in the input decoder")
struct KittyKeyboardTests {
    private func bytes(_ text: String) -> [RawInput] { text.utf8.map { .byte($0) } }

    private func decode(_ text: String) -> (events: [InputEvent], replies: [TerminalReply]) {
        var decoder = InputDecoder()
        let events = decoder.feed(bytes(text)) + decoder.feed(.idle)
        return (events, decoder.takeReplies())
    }

    @Test func escapeArrivesWholeWithoutWaitingForMoreBytes() {
        var decoder = InputDecoder()
        let events = decoder.feed(bytes("\u{1B}[27u"))
        #expect(events == [.key(.escape)], "no idle needed: the sequence is complete")
        #expect(!decoder.isInSequence)
    }

    @Test func everyDisambiguatedFormIsTheKeyPressItNames() {
        let cases: [(String, KeyPress)] = [
            ("\u{1B}[27;3u", KeyPress(.escape, .alt)),
            ("\u{1B}[97;5u", KeyPress(.character("a"), .control)),
            ("\u{1B}[97;3u", KeyPress(.character("a"), .alt)),
            ("\u{1B}[97;6u", KeyPress(.character("A"), .control)),  // Ctrl+Shift+a: Shift is in the character
            ("\u{1B}[105;5u", KeyPress(.character("i"), .control)),  // Ctrl+I, no longer Tab
            ("\u{1B}[13;2u", KeyPress(.enter, .shift)),
            ("\u{1B}[13;5u", KeyPress(.enter, .control)),
            ("\u{1B}[9;2u", KeyPress(.backTab)),
            ("\u{1B}[9;5u", KeyPress(.tab, .control)),
            ("\u{1B}[127;3u", KeyPress(.backspace, .alt)),
            ("\u{1B}[127;5u", KeyPress(.backspace, .control)),
            ("\u{1B}[57414u", KeyPress(.enter)),  // keypad Enter
            ("\u{1B}[57400u", KeyPress(.character("1"))),  // keypad 1
            ("\u{1B}[57376u", KeyPress(.function(13))),
            ("\u{1B}[1;5P", KeyPress(.function(1), .control)),  // F1 keeps its legacy form
            ("\u{1B}[13~", KeyPress(.function(3))),  // F3 as kitty sends it
            ("\u{1B}[1;3D", KeyPress(.left, .alt)),
            ("\u{1B}[233;5u", KeyPress(.character("é"), .control)),
            ("\u{1B}[97:65;6u", KeyPress(.character("A"), .control)),  // with the shifted key as alternate
            ("\u{1B}[97;5:1u", KeyPress(.character("a"), .control)),  // event type: press
            ("\u{1B}[97;5:2u", KeyPress(.character("a"), .control)),  // repeat
            ("\u{1B}[97;69u", KeyPress(.character("a"), .control)),  // Caps Lock (64) is not a modifier
        ]
        for (text, press) in cases {
            #expect(decode(text).events == [.key(press)], "\(text.debugDescription)")
        }
    }

    @Test func releasesLoneModifiersAndMalformedFormsAreNoKeys() {
        for text in ["\u{1B}[97;5:3u", "\u{1B}[57441u", "\u{1B}[u", "\u{1B}[=5u", "\u{1B}[97;0u", "\u{1B}[1114112u"] {
            #expect(decode(text).events.isEmpty, "\(text.debugDescription)")
        }
        #expect(decode("\u{1B}[97;5ux").events == [.key(KeyPress(.character("a"), .control)), .key("x")])
    }

    @Test func answersToQueriesAreSetAsideNeverKeys() {
        let (events, replies) = decode("\u{1B}[?1u\u{1B}[?2026;2$y\u{1B}[?62;22c" + "q")
        #expect(events == [.key("q")])
        #expect(
            replies == [
                .keyboardFlags(1), .modeReport(mode: 2026, setting: 2), .deviceAttributes([62, 22]),
            ])
    }

    @Test func anAnswerSplitAcrossReadsIsStillAnAnswer() {
        var decoder = InputDecoder()
        var events = decoder.feed(bytes("\u{1B}[?20"))
        #expect(decoder.isInSequence, "a reader waits for the rest")
        events += decoder.feed(bytes("26;1$y"))
        events += decoder.feed(.idle)
        #expect(events.isEmpty)
        let replies = decoder.takeReplies()
        #expect(replies == [.modeReport(mode: 2026, setting: 1)])
        let again = decoder.takeReplies()
        #expect(again.isEmpty, "taken once")
    }

    @Test func unansweredOrOddAnswersTurnNothingOn() {
        var features = TerminalFeatures()
        let ignored: [TerminalReply] = [
            .modeReport(mode: 2026, setting: 0),  // the mode is unknown
            .modeReport(mode: 2026, setting: 4),  // permanently reset
            .modeReport(mode: 2004, setting: 1),  // another mode
        ]
        for reply in ignored {
            let turnedOn = features.learn(reply)
            #expect(!turnedOn, "\(reply)")
        }
        _ = features.learn(.deviceAttributes([62]))
        #expect(features.answered && !features.kittyKeyboard && !features.synchronizedOutput)
        #expect(features.resetSequence.isEmpty, "nothing to undo where nothing was turned on")
        let kitty = features.learn(.keyboardFlags(0))
        let sync = features.learn(.modeReport(mode: 2026, setting: 2))
        let again = features.learn(.keyboardFlags(1))
        #expect(kitty && sync && !again, "each learnt once")
        #expect(features.resetSequence == Array("\u{1B}[<u\u{1B}[?2026l".utf8))
    }
}

/// Mouse motion while a button is held (mode 1002) is a drag; motion without a button is nothing.
@Suite("Mouse drags in SGR reports")
struct MouseDragDecodingTests {
    @Test func motionWithTheLeftButtonHeldIsADragAndWithoutAButtonNothing() {
        var decoder = InputDecoder()
        let events = decoder.feed("\u{1B}[<32;50;6M\u{1B}[<35;51;6M\u{1B}[<0;50;6m".utf8.map { .byte($0) })
        #expect(
            events == [
                .mouse(MouseEvent(position: Point(x: 49, y: 5), button: .left, kind: .drag)),
                .mouse(MouseEvent(position: Point(x: 49, y: 5), button: .left, kind: .release)),
            ])
    }
}
