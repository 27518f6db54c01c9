import NavPilot
import Testing

@Suite("SafeText: text made harmless for a terminal")
struct SafeTextTests {
    @Test func escapeSequencesAreShownNotSent() {
        // OSC 2 (window title) and OSC 52 (clipboard), as a deep link could carry them.
        let attack = "\u{1B}]2;PWNED\u{07}\u{1B}]52;c;ZWNobw==\u{07}"
        #expect(SafeText.escaping(attack) == #"\u{1B}]2;PWNED\u{7}\u{1B}]52;c;ZWNobw==\u{7}"#)
    }

    @Test func everyC0AndC1ControlAndDeleteIsEscaped() {
        for value in Array(0x00..<0x20) + Array(0x7F..<0xA0) where value != 0x0A && value != 0x09 {
            let scalar = Unicode.Scalar(UInt32(value))!
            let shown = SafeText.escaping("a\(Character(scalar))b", lineBreaks: .kept)
            #expect(shown == "a\\u{\(String(value, radix: 16, uppercase: true))}b")
        }
    }

    @Test func bidiOverridesAndInvisibleFormatCharactersAreEscaped() {
        // Right-to-left override, isolates, marks, zero-width space, BOM, line separator, a tag.
        for value: UInt32 in [0x202E, 0x202A, 0x2066, 0x2069, 0x200E, 0x200F, 0x061C, 0x200B, 0xFEFF, 0x2028, 0xE0041] {
            let scalar = Unicode.Scalar(value)!
            #expect(SafeText.needsEscaping(scalar), "U+\(String(value, radix: 16))")
            #expect(SafeText.escaping("x\(Character(scalar))") == "x\\u{\(String(value, radix: 16, uppercase: true))}")
        }
    }

    @Test func lettersEmojiAndJoinersAreKept() {
        let text = "Grüße, 東京, café, 👨‍👩‍👧 ☁️ ‌ →"
        #expect(SafeText.escaping(text) == text)
    }

    @Test func lineBreaksAreKeptOnlyWhenAsked() {
        #expect(SafeText.escaping("a\nb\tc\rd", lineBreaks: .kept) == "a\nb\tc\\u{D}d")
        #expect(SafeText.escaping("a\nb\tc\rd") == #"a\nb\tc\u{D}d"#)
    }

    @Test func escapingTwiceReadsTheSameAsOnce() {
        let once = SafeText.escaping("a\u{1B}[31m\u{9B}\u{202E}b\nc")
        #expect(SafeText.escaping(once) == once)
    }

    @MainActor
    @Test func aDebugLogLineCarryingARouteStringIsEscapedForTailF() throws {
        let sink = MemoryLogSink()
        let pilot = NavPilot<SampleRoute>(initial: .home, debug: true)
        pilot.logSink = sink
        pilot.push(.post(id: 1, title: "\u{1B}]0;PWNED\u{07}\u{9B}2J\nnext"))
        let line = try #require(sink.records.last?.line)
        #expect(line.contains(#"post(id: 1, title: "\u{1B}]0;PWNED\u{7}\u{9B}2J\nnext")"#))
        #expect(!line.unicodeScalars.contains { SafeText.needsEscaping($0) || $0 == "\n" })
        // A message built outside notation (say, an error's text) is escaped by the line itself.
        let record = LogRecord(source: "App", message: "unknown format '\u{1B}]0;PWNED\u{07}'\n")
        #expect(record.line == #"App: unknown format '\u{1B}]0;PWNED\u{7}'\n"#)
    }

    @Test func quotedValuesAreEscapedInsideSingleQuotes() {
        #expect(SafeText.quoted("pane\u{1B}") == #"'pane\u{1B}'"#)
    }
}
