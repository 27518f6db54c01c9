import Foundation
import Testing

@testable import NavPilotTUI

/// `Link` and OSC 8: which cells a link marks, the bytes that write them again after curses drew a
/// frame, and the table of links on screen.
@MainActor
@Suite("Hyperlinks (OSC 8)")
struct HyperlinkTests {
    static let url = URL(string: "navpilot://stack?r=home&r=product(id:%201)")!

    /// The changes a first frame of `buffer` sends (every cell).
    private func changes(_ buffer: CellBuffer) -> [CellChange] { diff(from: CellBuffer(size: .zero), to: buffer) }

    @Test func aLinkMarksEveryCellOfItsTitleEvenWhereItWrapsAndNothingElse() {
        let harness = ViewHarness(width: 12, height: 3) {
            VStack {
                Text("Go:")
                Link("navpilot://stack?r=home", destination: Self.url)
            }
        }
        #expect(
            harness.lines.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "Go:", "navpilot://s", "tack?r=home",
            ])
        let screen = harness.screen
        #expect(screen[x: 0, y: 0].style.hyperlink == nil, "plain text is in no link")
        for (x, y) in [(0, 1), (11, 1), (0, 2), (10, 2)] {
            #expect(screen[x: x, y: y].style.hyperlink == Self.url.absoluteString, "cell \(x),\(y)")
            #expect(screen[x: x, y: y].style.underline, "a link is underlined: visible without colour")
        }
    }

    @Test func theOverlayWritesTheLinkedCellsInTheirStyleInsideTheLinkAndPutsTheCursorBack() {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        _ = buffer.write("a", at: .zero)
        let style = Style.hyperlink(to: "https://example.com/x").patched(
            with: Style(foreground: .blue, underline: true))
        _ = buffer.write("link", at: Point(x: 2, y: 0), style: style)
        var overlay = HyperlinkOverlay()
        overlay.note(changes(buffer))
        let code = style.linkCode
        let written = String(decoding: overlay.takeBytes(colorCount: 256, scalarsPerCell: 5), as: UTF8.self)
        #expect(
            written
                == "\u{1B}7\u{1B}[1;3H\u{1B}]8;id=np\(code);https://example.com/x\u{1B}\\\u{1B}[0;4;34mlink"
                + "\u{1B}]8;;\u{1B}\\\u{1B}[0m\u{1B}8")
        #expect(overlay.takeBytes(colorCount: 256, scalarsPerCell: 5).isEmpty, "written once")
    }

    @Test func cellsThatLeaveALinkAreWrittenAgainOutsideIt() {
        var linked = CellBuffer(size: Size(width: 4, height: 1))
        _ = linked.write("ab", at: .zero, style: Style.hyperlink(to: "https://example.com/a"))
        var overlay = HyperlinkOverlay()
        overlay.note(changes(linked))
        _ = overlay.takeBytes(colorCount: 0, scalarsPerCell: 5)
        var plain = CellBuffer(size: linked.size)
        _ = plain.write("ab", at: .zero)
        overlay.note(diff(from: linked, to: plain))
        let written = String(decoding: overlay.takeBytes(colorCount: 0, scalarsPerCell: 5), as: UTF8.self)
        #expect(
            written == "\u{1B}7\u{1B}[1;1H\u{1B}[0mab\u{1B}[0m\u{1B}8",
            "the same text, in no link: \(written.debugDescription)")
    }

    @Test func afterTheTerminalWasTakenBackEveryLinkIsWrittenAgain() {
        var buffer = CellBuffer(size: Size(width: 8, height: 2))
        _ = buffer.write("xy", at: Point(x: 3, y: 1), style: Style.hyperlink(to: "https://example.com/b"))
        var overlay = HyperlinkOverlay()
        overlay.note(changes(buffer))
        _ = overlay.takeBytes(colorCount: 0, scalarsPerCell: 5)
        overlay.noteAllAgain()
        let written = String(decoding: overlay.takeBytes(colorCount: 0, scalarsPerCell: 5), as: UTF8.self)
        #expect(written.contains("\u{1B}[2;4H") && written.contains("https://example.com/b\u{1B}\\\u{1B}[0mxy"))
        overlay.forget()
        overlay.noteAllAgain()
        #expect(overlay.takeBytes(colorCount: 0, scalarsPerCell: 5).isEmpty, "a cleared screen has no links")
    }

    @Test func aURLReachesTheTerminalAsPrintableASCIIOnly() {
        let hostile = "https://example.com/a b\u{1B}]2;pwned\u{07}\u{1B}\\é"
        let uri = HyperlinkOverlay.terminalURI(hostile)
        #expect(uri == "https://example.com/a%20b%1B]2;pwned%07%1B\\%C3%A9")
        #expect(uri.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F })
    }

    @Test func codesNoFrameShowsAreFreedWhenTheTableFillsAndAFullTableGivesNoLink() {
        let table = HyperlinkTable()
        var onScreen = CellBuffer(size: Size(width: 1, height: 1))
        var kept = Style()
        kept.linkCode = table.code(for: "https://example.com/kept")
        onScreen.set(Cell(" ", style: kept), at: .zero)
        for index in 0..<254 { _ = table.code(for: "https://example.com/\(index)") }
        #expect(table.count == 255)
        #expect(table.code(for: "https://example.com/one-too-many") == 0, "no code left: drawn without a link")
        #expect(table.code(for: "https://example.com/kept") == kept.linkCode, "the same URL, the same code")
        table.collect(keeping: onScreen)
        #expect(table.count == 1)
        #expect(table.url(for: kept.linkCode) == "https://example.com/kept")
        #expect(table.code(for: "https://example.com/new") != 0)
    }

    @Test func aLinkAnotherTerminalShowsOrAPaneKeepsToPasteAgainKeepsItsCode() {
        let shown = ShownFrames()
        let table = HyperlinkTable(shownFrames: shown)
        var elsewhere = CellBuffer(size: Size(width: 1, height: 1))
        var link = Style()
        link.linkCode = table.code(for: "https://example.com/elsewhere")
        elsewhere.set(Cell(" ", style: link), at: .zero)
        let otherTerminal = shown.register()
        otherTerminal.show(elsewhere)
        for index in 0..<254 { _ = table.code(for: "https://example.com/\(index)") }
        // This terminal's diff passes its own two frames, neither of which shows the link.
        table.collect(keeping: CellBuffer(size: Size(width: 1, height: 1)))
        #expect(table.url(for: link.linkCode) == "https://example.com/elsewhere")
        #expect(table.code(for: "https://example.com/elsewhere") == link.linkCode, "the same link, the same cells")
        otherTerminal.show(nil)
        for index in 0..<254 { _ = table.code(for: "https://example.com/more-\(index)") }
        table.collect(keeping: CellBuffer(size: Size(width: 1, height: 1)))
        #expect(table.url(for: link.linkCode) == nil, "once no frame holds it, the code is freed")
    }

    @Test func aPaneHiddenUnderTheHelpPastesBackItsLinkWithTheCodeItWasDrawnWith() {
        var screen = CellBuffer(size: Size(width: 40, height: 12))
        let session = HeadlessSession(
            Session("links") { Pane("links") { Link("Swift Tips", destination: Self.url) } },
            size: Size(width: 40, height: 12))
        session.press(.character("?"))
        // Other terminals of the process draw and collect many links while the help covers the pane.
        for round in 0..<2 {
            var frame = CellBuffer(size: Size(width: 1, height: 1))
            for index in 0..<200 {
                frame.set(Cell(" ", style: .hyperlink(to: "https://example.com/\(round)/\(index)")), at: .zero)
            }
            _ = diff(from: screen, to: frame)
            screen = frame
        }
        session.press(.escape)
        var anew = CellBuffer(size: session.screen.size)
        session.windowManager.renderAnew(into: &anew)
        #expect(session.screen == anew, "the pane's kept cells link where a frame drawn anew links")
    }

    @Test func narrationSaysALinkIsALink() {
        let narration = Narration { _ in }
        let session = HeadlessSession(
            Session("links") { Pane("links") { Link("Swift Tips", destination: Self.url) } }, narration: narration)
        _ = narration.takeSaid()
        session.press(.character("r"))
        #expect(narration.takeSaid().contains("Swift Tips, link"))
    }
}
