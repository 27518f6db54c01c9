import Foundation
import Testing

@testable import NavPilotTUI

/// `Link` and OSC 8: which cells a link marks, the bytes that write them in their link, and the
/// table of links on screen.
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

    /// The links the writer's tests draw, apart from the process's table (which tests running
    /// alongside fill and empty).
    static let links = HyperlinkTable()

    /// A style that marks cells as part of the link to `url` in `links`.
    static func link(to url: String) -> Style {
        var style = Style()
        style.linkCode = links.code(for: url)
        return style
    }

    /// A writer for a blank screen of `size`, its clearing taken.
    private func writer(_ size: Size, colorCount: Int) -> FrameWriter {
        var capabilities = TerminalCapabilities.ansi
        capabilities.colorCount = colorCount
        var writer = FrameWriter(size: size, capabilities: capabilities, links: Self.links)
        writer.clear()
        _ = writer.takeBytes()
        return writer
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func linkedCellsAreWrittenInsideTheLinkInTheirStyleAndTheLinkIsClosedAfterThem() {
        var buffer = CellBuffer(size: Size(width: 7, height: 1))
        _ = buffer.write("a", at: .zero)
        let style = Self.link(to: "https://example.com/x").patched(
            with: Style(foreground: .blue, underline: true))
        _ = buffer.write("link", at: Point(x: 2, y: 0), style: style)
        var writer = writer(buffer.size, colorCount: 256)
        writer.draw(changes(buffer))
        let code = style.linkCode
        #expect(
            text(writer.takeBytes())
                == "a \u{1B}]8;id=np\(code);https://example.com/x\u{1B}\\\u{1B}[4;34mlink\u{1B}]8;;\u{1B}\\")
        writer.draw(changes(buffer))
        #expect(writer.takeBytes().isEmpty, "cells the terminal shows are not written again")
    }

    @Test func cellsThatLeaveALinkAreWrittenAgainOutsideIt() {
        var linked = CellBuffer(size: Size(width: 4, height: 1))
        _ = linked.write("ab", at: .zero, style: Self.link(to: "https://example.com/a"))
        var writer = writer(linked.size, colorCount: 0)
        writer.draw(changes(linked))
        _ = writer.takeBytes()
        var plain = CellBuffer(size: linked.size)
        _ = plain.write("ab", at: .zero)
        writer.draw(diff(from: linked, to: plain))
        let written = text(writer.takeBytes())
        #expect(written == "\rab", "the same text, in no link: \(written.debugDescription)")
    }

    @Test func afterTheTerminalWasTakenBackEveryLinkIsWrittenAgain() {
        var buffer = CellBuffer(size: Size(width: 8, height: 2))
        _ = buffer.write("xy", at: Point(x: 3, y: 1), style: Self.link(to: "https://example.com/b"))
        var writer = writer(buffer.size, colorCount: 0)
        writer.draw(changes(buffer))
        _ = writer.takeBytes()
        writer.repaintAll()
        let written = text(writer.takeBytes())
        #expect(written.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"), "the screen is cleared first")
        #expect(written.contains("\u{1B}[2;4H") && written.contains("https://example.com/b\u{1B}\\xy\u{1B}]8;;"))
    }

    @Test func aURLReachesTheTerminalAsPrintableASCIIOnly() {
        let hostile = "https://example.com/a b\u{1B}]2;pwned\u{07}\u{1B}\\é"
        let uri = HyperlinkSequence.terminalURI(hostile)
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
