import NavPilotTUI
import NavPilotTestSupport
import Testing

@Suite("Input decoder")
struct InputDecoderTests {
    private func decode(_ raws: [RawInput]) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(raws)
    }

    private func characters(_ text: String) -> [RawInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    @Test func printableCharactersArePlainKeyPresses() {
        #expect(
            decode(characters("aZ漢 ")) == [
                .key(.character("a")), .key(.character("Z")), .key(.character("漢")), .key(.character(" ")),
            ])
    }

    @Test func cursesKeyCodesBecomeNamedKeys() {
        let codes: [Int32] = [0o403, 0o402, 0o404, 0o405, 0o406, 0o550, 0o523, 0o522, 0o513, 0o512, 0o541]
        #expect(
            decode(codes.map { .keyCode($0) }) == [
                .key(.up), .key(.down), .key(.left), .key(.right), .key(.home), .key(.end), .key(.pageUp),
                .key(.pageDown), .key(.insert), .key(.delete), .key(.backTab),
            ])
    }

    @Test func functionKeysComeFromKeyF() {
        #expect(decode([.keyCode(0o410 + 1), .keyCode(0o410 + 12)]) == [.key(.function(1)), .key(.function(12))])
    }

    @Test func shiftedCursesKeysCarryShift() {
        #expect(decode([.keyCode(0o611), .keyCode(0o521)]) == [.key(.left, .shift), .key(.up, .shift)])
    }

    @Test func enterTabAndBackspaceAreNotControlLetters() {
        #expect(
            decode([.character(13), .character(10), .character(9), .character(127), .character(8), .keyCode(0o407)])
                == [
                    .key(.enter), .key(.enter), .key(.tab), .key(.backspace), .key(.backspace), .key(.backspace),
                ])
    }

    @Test func controlCodesBecomeControlLetters() {
        #expect(
            decode([.character(1), .character(3), .character(26), .character(0)]) == [
                .key(.character("a"), .control), .key(.character("c"), .control), .key(.character("z"), .control),
                .key(.character(" "), .control),
            ])
    }

    @Test func escapeFollowedByACharacterIsAlt() {
        #expect(decode([.character(27), .character(0x78)]) == [.key(.character("x"), .alt)])
        #expect(decode([.character(27), .character(1)]) == [.key(.character("a"), [.alt, .control])])
    }

    @Test func escapeFollowedByACursesKeyIsAltOfThatKey() {
        #expect(decode([.character(27), .keyCode(0o403)]) == [.key(.up, .alt)])
    }

    @Test func loneEscapeIsReportedWhenInputGoesIdle() {
        var decoder = InputDecoder()
        #expect(decoder.feed(.character(27)).isEmpty)
        #expect(decoder.feed(.idle) == [.key(.escape)])
        #expect(decoder.feed(.idle).isEmpty)
    }

    @Test func doubleEscapeIsTwoEscapes() {
        #expect(decode([.character(27), .character(27), .idle]) == [.key(.escape), .key(.escape)])
    }

    @Test func rawCSISequencesDecodeWithModifiers() {
        #expect(
            decode(characters("\u{1B}[A\u{1B}[1;5C\u{1B}[1;2D\u{1B}[Z")) == [
                .key(.up), .key(.right, .control), .key(.left, .shift), .key(.backTab),
            ])
        #expect(
            decode(characters("\u{1B}[3~\u{1B}[5;3~\u{1B}[15~\u{1B}OP")) == [
                .key(.delete), .key(.pageUp, .alt), .key(.function(5)), .key(.function(1)),
            ])
    }

    @Test func bracketedPasteIsDeliveredWholeWithNewlines() {
        let events = decode(characters("\u{1B}[200~hello\r\nworld\rq\u{1B}[201~x"))
        #expect(events == [.paste("hello\nworld\nq"), .key(.character("x"))])
    }

    @Test func pasteMaySpanSeveralReadsAndContainEscapes() {
        var decoder = InputDecoder()
        #expect(decoder.feed(characters("\u{1B}[200~a\u{1B}[20") + [.idle]).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.feed(characters("0~b\u{1B}[201~")) == [.paste("a\u{1B}[200~b")])
        #expect(!decoder.isInPaste)
    }

    @Test func keysInsidePasteAreNotKeyPresses() {
        #expect(decode(characters("\u{1B}[200~") + [.keyCode(0o403)] + characters("x\u{1B}[201~")) == [.paste("x")])
    }

    @Test func invalidScalarsAndC1ControlsAreDropped() {
        #expect(
            decode([.character(0xD800), .character(0x11_0000), .character(0x85), .character(0x61)]) == [
                .key(.character("a"))
            ])
    }

    @Test func unknownSequencesAndKeyCodesAreDroppedHarmlessly() {
        #expect(decode(characters("\u{1B}[?1;2$y") + [.keyCode(9999)] + characters("k")) == [.key(.character("k"))])
        #expect(decode(characters("\u{1B}[<0;3;4x") + characters("k")) == [.key(.character("k"))])
        #expect(decode(characters("\u{1B}[<0;3M") + characters("k")) == [.key(.character("k"))], "two fields")
        #expect(
            decode(characters("\u{1B}[<35;3;4M") + characters("k")) == [.key(.character("k"))],
            "motion without a button (mode 1003, never asked for)")
    }

    @Test func sgrMouseReportsDecodeToPressReleaseAndWheel() {
        #expect(
            decode(characters("\u{1B}[<0;3;4M\u{1B}[<0;3;4m")) == [
                .mouse(MouseEvent(position: Point(x: 2, y: 3), button: .left, kind: .press)),
                .mouse(MouseEvent(position: Point(x: 2, y: 3), button: .left, kind: .release)),
            ])
        #expect(
            decode(characters("\u{1B}[<18;10;1M\u{1B}[<64;1;1M\u{1B}[<65;1;1M")) == [
                .mouse(MouseEvent(position: Point(x: 9, y: 0), button: .right, kind: .press, modifiers: .control)),
                .mouse(MouseEvent(position: .zero, button: .none, kind: .scrollUp)),
                .mouse(MouseEvent(position: .zero, button: .none, kind: .scrollDown)),
            ])
    }

    @Test func x10MouseReportsDecodeToo() {
        #expect(
            decode(characters("\u{1B}[M !\"") + characters("\u{1B}[M#!\"")) == [
                .mouse(MouseEvent(position: Point(x: 0, y: 1), button: .left, kind: .press)),
                .mouse(MouseEvent(position: Point(x: 0, y: 1), button: .none, kind: .release)),
            ])
    }

    @Test func overlongSequencesAreAbandoned() {
        let garbage = "\u{1B}[" + String(repeating: "1;", count: 40) + "A"
        let events = decode(characters(garbage + "z"))
        #expect(events.last == .key(.character("z")))
        #expect(!events.contains(.key(.up)))
    }

    @Test func randomBytesNeverTrap() {
        var random = SeededGenerator(seed: 42)
        var decoder = InputDecoder()
        for _ in 0..<20_000 {
            let raw: RawInput =
                switch Int.random(in: 0..<10, using: &random) {
                case 0: .keyCode(Int32.random(in: -5...700, using: &random))
                case 1: .idle
                case 2: .character(27)
                case 3: .character(UInt32.random(in: 0...UInt32.max, using: &random))
                default: .character(UInt32.random(in: 0...0x7F, using: &random))
                }
            _ = decoder.feed(raw)
        }
    }

    @Test func resizeAndMousePassThrough() {
        let mouse = MouseEvent(position: Point(x: 3, y: 4), button: .left, kind: .press)
        #expect(
            decode([.resize(Size(width: 80, height: 24)), .mouse(mouse)]) == [
                .resize(Size(width: 80, height: 24)), .mouse(mouse),
            ])
    }

    @Test @MainActor func fixedKeyCodeTableMatchesTheCursesHeader() {
        #expect(TerminfoTerminal.fixedKeyCodes() == InputDecoder.standardCursesKeyCodes)
    }

    @Test func keyPressDescriptionsUseScenarioNotation() {
        #expect(KeyPress(.character("x"), .control).description == "ctrl+x")
        #expect(KeyPress(.tab, .shift).description == "shift+tab")
        #expect(KeyPress(.function(5)).description == "f5")
        #expect(KeyPress(.character(" ")).description == "space")
    }
}

/// Input as bytes (`RawInput.byte`), as the terminal backend reads it: UTF-8 is assembled here, and no
/// byte sequence can keep the decoder from getting back to ground.
@Suite("Input decoder: bytes and getting back to ground")
struct InputDecoderGroundTests {
    static func bytes(_ values: [UInt8]) -> [RawInput] { values.map { .byte($0) } }
    static func bytes(_ text: String) -> [RawInput] { bytes(Array(text.utf8)) }

    @Test func multibyteCharactersAreAssembledFromBytes() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Self.bytes("é€😀")) == "é€😀".map { .key(KeyPress(.character($0))) })
    }

    @Test func invalidBytesBecomeOneReplacementEachAndTakeNothingAfterThem() {
        var decoder = InputDecoder()
        let events = decoder.feed(Self.bytes([0xFF, 0xFE, 0x61, 0xC3, 0x62]) + [.idle])
        #expect(events == ["\u{FFFD}", "\u{FFFD}", "a", "\u{FFFD}", "b"].map { .key(KeyPress(.character($0))) })
    }

    @Test func aPasteWithInvalidUTF8EndsAtItsEndMarker() {
        var decoder = InputDecoder()
        let events = decoder.feed(
            Self.bytes("\u{1B}[200~") + Self.bytes([0xFF, 0xFE]) + Self.bytes("\u{1B}[201~q") + [.idle])
        #expect(events == [.paste("\u{FFFD}\u{FFFD}"), .key(KeyPress(.character("q")))])
        #expect(!decoder.isInPaste)
    }

    @Test func aPasteCutBeforeAMultibyteCharacterEndsItWithAReplacement() {
        var decoder = InputDecoder()
        let events = decoder.feed(Self.bytes("\u{1B}[200~ab") + Self.bytes([0xE2, 0x82]) + Self.bytes("\u{1B}[201~"))
        #expect(events == [.paste("ab\u{FFFD}")])
    }

    @Test func endPasteClosesAPasteWhoseEndMarkerNeverCame() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Self.bytes("\u{1B}[200~lost end\u{1B}[20") + [.idle]).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.endPaste() == [.paste("lost end\u{1B}[20")])
        #expect(!decoder.isInPaste)
        #expect(decoder.feed(Self.bytes("q")) == [.key(KeyPress(.character("q")))])
        #expect(decoder.endPaste().isEmpty, "outside a paste there is nothing to end")
    }

    @Test func aPendingEscapeResolvesAtIdleWhateverCameBefore() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Self.bytes([0x1B]) + [.idle]) == [.key(KeyPress(.escape))])
        #expect(decoder.feed(Self.bytes("\u{1B}[1;") + [.idle]).isEmpty)
        #expect(decoder.feed(Self.bytes("x")) == [.key(KeyPress(.character("x")))])
    }
}

extension InputDecoderGroundTests {
    @Test func aCharacterSplitAcrossReadsIsAssembledAndTheReaderIsToldToWait() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Self.bytes([0xE2, 0x82])).isEmpty)
        #expect(decoder.isInSequence, "the reader waits the escape delay for the rest")
        #expect(decoder.feed(Self.bytes([0xAC]) + [.idle]) == [.key(KeyPress(.character("€")))])
    }

    @Test func aPastedCharacterSplitByAnIdleStaysWhole() {
        var decoder = InputDecoder()
        let events =
            decoder.feed(Self.bytes("\u{1B}[200~a") + Self.bytes([0xE2, 0x82]) + [.idle])
            + decoder.feed(Self.bytes([0xAC]) + Self.bytes("\u{1B}[201~"))
        #expect(events == [.paste("a€")])
    }

    @Test func anX10MouseReportBeyondColumn95IsNotReadAsUTF8() {
        var decoder = InputDecoder()
        // Column 120, row 3: bytes 32 + 120 = 0x98 and 32 + 3.
        let events = decoder.feed(Self.bytes("\u{1B}[M ") + Self.bytes([0x98, 0x23]) + Self.bytes("k"))
        #expect(
            events == [
                .mouse(MouseEvent(position: Point(x: 119, y: 2), button: .left, kind: .press)),
                .key(KeyPress(.character("k"))),
            ])
    }
}
