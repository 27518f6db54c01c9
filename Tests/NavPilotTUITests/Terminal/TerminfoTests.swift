import Testing

@testable import NavPilotTUI

/// What is read from a terminfo entry.
@Suite("Terminfo: an entry's sequences as sent")
struct TerminfoTests {
    @Test func paddingNeverReachesTheTerminal() {
        #expect(Terminfo.withoutPadding("\u{1B}[%i%p1%d;%p2%dH$<5>") == "\u{1B}[%i%p1%d;%p2%dH")
        #expect(Terminfo.withoutPadding("\u{1B}[H\u{1B}[J$<50/>x$<2*>") == "\u{1B}[H\u{1B}[Jx")
        #expect(Terminfo.withoutPadding("costs $5 <b>") == "costs $5 <b>", "a dollar sign alone is text")
        #expect(Terminfo.withoutPadding("open $<") == "open $<", "an unclosed delay is kept as it is")
    }
}
