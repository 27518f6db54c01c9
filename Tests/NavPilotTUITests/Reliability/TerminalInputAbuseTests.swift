import Foundation
import NavPilot
import NavPilotTUI
import NavPilotTestSupport
import Testing

extension Reliability {
    /// Bad terminal input: huge pastes, invalid scalars, unknown escape sequences. Nothing traps, the
    /// decoder always recovers, and the session keeps running.
    @MainActor
    @Suite("Reliability: huge pastes, invalid input and unknown escape sequences")
    struct TerminalInputAbuseTests {
        private static func raw(_ text: String) -> [RawInput] {
            text.unicodeScalars.map { .character($0.value) }
        }

        /// 100,000 characters of letters, accents, CJK, emoji and single line breaks.
        private static func hugePaste() -> String {
            var random = SeededGenerator(seed: 0x5EED)
            let alphabet = Array("abcdefghijklmnopqrstuvwxyz ÄéÑ日本語🎉\n")
            return String((0..<100_000).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
        }

        @Test("a bracketed paste of 100,000 characters decodes to one paste event, whole")
        func hugePasteDecodesWhole() {
            let pasted = Self.hugePaste()
            var decoder = InputDecoder()
            let events = decoder.feed(Self.raw("\u{1B}[200~" + pasted + "\u{1B}[201~") + [.idle])
            #expect(events == [.paste(pasted)])
        }

        @Test("a paste that never ends is handed over in bounded pieces, nothing lost")
        func endlessPasteIsChunked() {
            var decoder = InputDecoder()
            let piece = String(repeating: "x", count: 1 << 20)
            var events = decoder.feed(Self.raw("\u{1B}[200~" + piece + piece + "tail"))
            #expect(events == [.paste(piece), .paste(piece)], "each full chunk arrives without waiting for the end")
            events = decoder.feed(Self.raw("\u{1B}[201~") + [.idle])
            #expect(events == [.paste("tail")])
        }

        // The limit catches a hang. It counts from the start of the run, while the test waits its turn
        // for the main actor behind every other main-actor test (about 90 s of them on a slow day).
        @Test(
            "a paste of 100,000 characters fills the focused text field and the session keeps answering",
            .timeLimit(.minutes(5)))
        func hugePasteFillsTheTextField() {
            let pasted = Self.hugePaste()
            let expected = pasted.split(whereSeparator: \.isNewline).joined(separator: " ")
            let form = NavPilot(initial: AbuseRoute.form)
            let session = HeadlessSession(
                abuseSession(form: form, pages: NavPilot(initial: .form)), size: Size(width: 100, height: 30))
            session.send([.paste(pasted)])
            #expect(session.text(ofPane: "form").contains("Length \(expected.count)"))
            #expect(!session.hasQuit)
            // The field keeps working after the paste.
            session.press(.backspace)
            #expect(session.text(ofPane: "form").contains("Length \(expected.count - 1)"))
        }

        @Test("a paste of 2,000 characters fills the focused text field and the session keeps answering")
        func pasteFillsTheTextField() {
            let pasted = String(Self.hugePaste().prefix(2_000))
            let expected = pasted.split(whereSeparator: \.isNewline).joined(separator: " ")
            let form = NavPilot(initial: AbuseRoute.form)
            let session = HeadlessSession(
                abuseSession(form: form, pages: NavPilot(initial: .form)), size: Size(width: 100, height: 30))
            session.send([.paste(pasted)])
            #expect(session.text(ofPane: "form").contains("Length \(expected.count)"))
            session.press(.backspace)
            #expect(session.text(ofPane: "form").contains("Length \(expected.count - 1)"))
            #expect(!session.hasQuit)
        }

        @Test("a paste split across many reads, with resizes in between, is still one paste")
        func pasteAcrossReads() {
            var decoder = InputDecoder()
            var events: [InputEvent] = []
            events += decoder.feed(Self.raw("\u{1B}[200~abc"))
            events += decoder.feed([.idle, .resize(Size(width: 1, height: 1)), .keyCode(0o403)])
            events += decoder.feed(Self.raw("def\u{1B}[20"))
            events += decoder.feed(.idle)
            events += decoder.feed(Self.raw("1~x"))
            #expect(events == [.resize(Size(width: 1, height: 1)), .paste("abcdef"), .key(KeyPress(.character("x")))])
            #expect(decoder.feed(Self.raw("x")) == [.key(KeyPress(.character("x")))])
        }

        @Test(
            "unknown and malformed escape sequences are dropped and the next key decodes normally",
            arguments: [
                "\u{1B}[?1049h", "\u{1B}[<0;10;5M", "\u{1B}[99999A", "\u{1B}[1;2;3;4;5;6;7;8x", "\u{1B}]0;title\u{07}",
                "\u{1B}P1$r\u{1B}\\", "\u{1B}[" + String(repeating: "1;", count: 200) + "A", "\u{1B}[;;;;~",
                "\u{1B}[0~",
                "\u{1B}[200", "\u{1B}O\u{01}", "\u{1B}[\u{01}", "\u{9B}A", "\u{85}", "\u{1B}\u{1B}\u{1B}[",
            ])
        func unknownSequencesAreDropped(sequence: String) {
            var decoder = InputDecoder()
            _ = decoder.feed(Self.raw(sequence) + [.idle])
            #expect(!decoder.isInPaste)
            #expect(decoder.feed(Self.raw("a")) == [.key(KeyPress(.character("a")))])
        }

        @Test("values that are not Unicode scalars (surrogates, above U+10FFFF) are dropped")
        func invalidScalarsAreDropped() {
            var decoder = InputDecoder()
            let invalid: [RawInput] = [0xD800, 0xDFFF, 0x11_0000, 0xFFFF_FFFF].map { .character($0) }
            #expect(decoder.feed(invalid + [.character(0x62)]) == [.key(KeyPress(.character("b")))])
            #expect(decoder.feed(Self.raw("\u{1B}") + invalid + [.idle]) == [.key(KeyPress(.escape))])
        }

        @Test("20,000 random raw inputs through decoder and session: no trap, the session keeps running")
        func randomInputNeverStopsTheSession() {
            let seed: UInt64 = 0xC0FFEE
            var random = SeededGenerator(seed: seed)
            let form = NavPilot(initial: AbuseRoute.form)
            let pages = NavPilot(initial: AbuseRoute.form)
            let session = HeadlessSession(abuseSession(form: form, pages: pages), size: Size(width: 80, height: 24))
            var decoder = InputDecoder()
            let interesting: [UInt32] = [0x1B, 0x5B, 0x4F, 0x7E, 0x3B, 0x32, 0x30, 0x31, 0x0D, 0x09, 0x7F, 0x08, 0x9B]
            for _ in 0..<200 {
                var batch: [RawInput] = []
                for _ in 0..<100 {
                    let pick = random.next()
                    switch pick % 8 {
                    case 0: batch.append(.character(UInt32(truncatingIfNeeded: random.next())))
                    case 1: batch.append(.keyCode(Int32(truncatingIfNeeded: random.next() % 0o700)))
                    case 2: batch.append(.idle)
                    default: batch.append(.character(interesting[Int(random.next() % UInt64(interesting.count))]))
                    }
                }
                // `q` and Ctrl+C quit on purpose; everything else must leave the session running.
                let events = decoder.feed(batch).filter {
                    $0 != .key(KeyPress(.character("q"))) && $0 != .key(KeyPress(.character("c"), .control))
                }
                session.send(events)
                #expect(!session.hasQuit, "seed \(seed)")
            }
            #expect(form.depth >= 1 && pages.depth >= 1)
        }
    }
}
