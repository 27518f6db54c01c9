import Testing

@testable import NavPilotTUI

/// The terminal's answers about its colours (OSC 11 background, OSC 10 foreground): replies the theme
/// is chosen from, never keys, however the reads cut them; and keys typed meanwhile stay keys.
@Suite("Terminal colour answers in the input decoder")
struct TerminalColorReplyTests {
    private static let white = RGBColor(red: 255, green: 255, blue: 255)
    private static let answer = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\"

    private func bytes(_ text: String) -> [RawInput] { text.utf8.map { .byte($0) } }

    /// Decodes each piece as one read followed by an idle, as the terminal input reader does.
    private func decode(_ reads: String...) -> (events: [InputEvent], replies: [TerminalReply]) {
        var decoder = InputDecoder()
        let events = reads.flatMap { decoder.feed(bytes($0) + [.idle]) }
        return (events, decoder.takeReplies())
    }

    @Test func theBackgroundAnswerEndedByStOrBelIsAReplyNotKeys() {
        for terminator in ["\u{1B}\\", "\u{07}", "\u{9C}"] {
            let (events, replies) = decode("\u{1B}]11;rgb:ffff/ffff/ffff" + terminator)
            #expect(events.isEmpty, "\(terminator.debugDescription)")
            #expect(replies == [.backgroundColor(Self.white)], "\(terminator.debugDescription)")
        }
    }

    @Test func twoAndFourDigitComponentsGiveTheSameColour() {
        let expected = TerminalReply.backgroundColor(RGBColor(red: 0x30, green: 0x80, blue: 0xCD))
        #expect(decode("\u{1B}]11;rgb:30/80/cd\u{07}").replies == [expected])
        #expect(decode("\u{1B}]11;rgb:3030/8080/CDCD\u{07}").replies == [expected])
        #expect(
            decode("\u{1B}]11;rgb:f/0/f\u{07}").replies == [.backgroundColor(RGBColor(red: 255, green: 0, blue: 255))])
    }

    @Test func anRgbaAnswerIsTheColourWithoutItsAlpha() {
        #expect(
            decode("\u{1B}]11;rgba:0000/0000/0000/8000\u{1B}\\").replies == [
                .backgroundColor(RGBColor(red: 0, green: 0, blue: 0))
            ])
    }

    @Test func theForegroundAnswerIsItsOwnReply() {
        #expect(decode("\u{1B}]10;rgb:ffff/ffff/ffff\u{07}").replies == [.foregroundColor(Self.white)])
    }

    @Test func anAnswerSplitAcrossTwoOrThreeReadsStillArrivesAndNoKeyComesOut() {
        let two = decode("\u{1B}]11;rgb:ff", "ff/ffff/ffff\u{1B}\\")
        #expect(two.events.isEmpty)
        #expect(two.replies == [.backgroundColor(Self.white)])
        let three = decode("\u{1B}]1", "1;rgb:ffff/ff", "ff/ffff\u{07}")
        #expect(three.events.isEmpty)
        #expect(three.replies == [.backgroundColor(Self.white)])
    }

    @Test func anAnswerArrivingAfterKeysLeavesTheKeysAndIsSetAside() {
        let (events, replies) = decode("jk" + Self.answer + "q")
        #expect(events == [.key("j"), .key("k"), .key("q")])
        #expect(replies == [.backgroundColor(Self.white)])
    }

    @Test func keysTypedAfterACutShortAnswerAreKeys() {
        let (events, replies) = decode("\u{1B}]11;rgb:ffff/ff", "q\r")
        #expect(events == [.key("q"), .key(.enter)])
        #expect(replies.isEmpty, "a cut-short answer is no colour")
        // And the decoder reads the next answer whole.
        #expect(decode("\u{1B}]11;rgb:ff", "q", Self.answer).replies == [.backgroundColor(Self.white)])
    }

    @Test func escapeAfterACutShortAnswerIsTheEscapeKey() {
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}") + [.idle]) == [.key(.escape)])
        #expect(decoder.feed(bytes("\u{1B}]11;rgb:ff\u{1B}[A")) == [.key(.up)], "ESC and a key's rest: that key")
        #expect(decoder.takeReplies().isEmpty)
    }

    @Test func escapeAndBracketAloneIsAltBracket() {
        #expect(decode("\u{1B}]").events == [.key(KeyPress(.character("]"), .alt))])
        #expect(decode("\u{1B}]x").events == [.key(KeyPress(.character("]"), .alt)), .key("x")])
    }

    @Test func anOverlongOscIsDroppedAndTheNextKeysWork() {
        let long = "\u{1B}]11;rgb:" + String(repeating: "f", count: 300) + "\u{07}"
        #expect(decode(long + "q") == ([.key("q")], []))
        let longTitle = "\u{1B}]2;" + String(repeating: "title ", count: 50) + "\u{1B}\\"
        #expect(decode(longTitle + "q") == ([.key("q")], []))
    }

    @Test func otherOscAnswersGiveNeitherKeysNorReplies() {
        for text in [
            "\u{1B}]52;c;aGVsbG8gd29ybGQ=\u{07}",  // clipboard contents
            "\u{1B}]4;1;rgb:cdcd/0000/0000\u{1B}\\",  // a palette colour
            "\u{1B}]2;a window title\u{07}",
            "\u{1B}]11;rgb:0ffff/0/0\u{07}",  // a colour answer, but five digits
        ] {
            #expect(decode(text) == ([], []), "\(text.debugDescription)")
        }
    }

    @Test func oscTextInsideAPasteIsPastedText() {
        let (events, replies) = decode("\u{1B}[200~" + Self.answer + "\u{1B}[201~")
        #expect(events == [.paste(Self.answer)])
        #expect(replies.isEmpty)
    }

    @Test func endPasteDropsAnAnswerWhoseEndNeverCame() {
        var decoder = InputDecoder()
        _ = decoder.feed(bytes("\u{1B}]11;rgb:ff") + [.idle])
        #expect(decoder.isInSequence, "the rest may still come")
        #expect(decoder.endPaste().isEmpty)
        #expect(decoder.feed(bytes("a")) == [.key("a")])
    }
}

/// What the program learns from the colour answers, and the question that asks for them.
@Suite("Terminal background colour")
struct TerminalBackgroundTests {
    @Test func theBackgroundQuestionIsAskedBeforeTheFinalDeviceAttributes() {
        let queries = String(decoding: TerminalFeatures.queries, as: UTF8.self)
        let background = queries.firstRange(of: "\u{1B}]11;?\u{1B}\\")
        #expect(background != nil)
        #expect(queries.hasSuffix("\u{1B}[c"), "DA1 last: its answer means every other one has come")
    }

    @Test func learningTheBackgroundRecordsItOnce() {
        var features = TerminalFeatures()
        let dark = RGBColor(red: 0x30, green: 0x30, blue: 0x30)
        let first = features.learn(.backgroundColor(dark))
        let again = features.learn(.backgroundColor(dark))
        #expect(first && !again)
        #expect(features.background == dark)
        let foreground = features.learn(.foregroundColor(RGBColor(red: 255, green: 255, blue: 255)))
        #expect(foreground && features.foreground == RGBColor(red: 255, green: 255, blue: 255))
        #expect(features.resetSequence.isEmpty, "a colour turns nothing on to undo")
    }

    @Test func contrastRatiosOfKnownPairs() {
        let white = RGBColor(red: 255, green: 255, blue: 255)
        let black = RGBColor(red: 0, green: 0, blue: 0)
        let cyan = RGBColor(red: 0x00, green: 0xCD, blue: 0xCD)
        let green = RGBColor(red: 0x00, green: 0xCD, blue: 0x00)
        let grey = RGBColor(red: 0x30, green: 0x30, blue: 0x30)
        #expect(abs(white.contrastRatio(with: black) - 21) < 0.001)
        #expect(abs(black.contrastRatio(with: white) - 21) < 0.001, "the lighter over the darker")
        #expect(abs(cyan.contrastRatio(with: white) - 1.98) < 0.01)
        #expect(abs(green.contrastRatio(with: white) - 2.16) < 0.01)
        #expect(abs(grey.contrastRatio(with: cyan) - 6.67) < 0.01)
        #expect(abs(white.relativeLuminance - 1) < 1e-9 && black.relativeLuminance == 0)
        #expect(abs(grey.relativeLuminance - 0.0296) < 0.0005)
    }

    @Test func lightAndDarkBackgroundsIncludingMidGreys() {
        #expect(RGBColor(red: 255, green: 255, blue: 255).isLight)
        #expect(!RGBColor(red: 0, green: 0, blue: 0).isLight)
        #expect(!RGBColor(red: 0x30, green: 0x30, blue: 0x30).isLight)
        // Luminance 0.22: below a half, yet black text stands out more on it than white.
        #expect(RGBColor(red: 0x80, green: 0x80, blue: 0x80).isLight)
        #expect(!RGBColor(red: 0x70, green: 0x70, blue: 0x70).isLight)  // luminance 0.16
    }

    @Test func colourSpecificationsParsedAsTerminalsWriteThem() {
        #expect(RGBColor.parseXParseColor("rgb:ffff/ffff/ffff") == RGBColor(red: 255, green: 255, blue: 255))
        #expect(RGBColor.parseXParseColor("rgba:ff/00/00/00") == RGBColor(red: 255, green: 0, blue: 0))
        for bad in [
            "rgb:ff/ff", "rgb:ff/ff/ff/ff", "rgb:/ff/ff", "rgb:fffff/0/0", "rgb:0ffff/0/0", "rgb:+f/0/0", "#ffffff",
            "rgb:gg/0/0",
        ] {
            #expect(RGBColor.parseXParseColor(bad[...]) == nil, "\(bad)")
        }
    }
}
