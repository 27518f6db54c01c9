import Foundation
import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

@testable import NavPilotTUI

/// Shaping the layout with Ctrl+W then `>` `<` `+` `-` `=` (a count first), copying links with `y`
/// and `Y` (OSC 52), and session links that carry the layout back.
@MainActor
@Suite("Pane sizes by keys, copied links, and session links with the layout")
struct LayoutAndLinksTests {
    private func width(_ session: HeadlessSession, _ pane: String) -> Int {
        session.windowManager.pane(named: pane)?.frame.width ?? 0
    }

    private func ctrlW(_ session: HeadlessSession, _ keys: String) {
        session.press(KeyPress(.character("w"), .control))
        session.type(keys)
    }

    @Test func ctrlWGreaterAndLessWidenAndNarrowTheFocusedPaneByACount() {
        let session = HeadlessSession(example: "split-screen")
        #expect(width(session, "feed") == 50 && width(session, "chat") == 50)
        ctrlW(session, ">")
        #expect(width(session, "feed") == 51 && width(session, "chat") == 49, "one column by default")
        ctrlW(session, "12<")
        #expect(width(session, "feed") == 39, "a count first, as in vim")
        session.press(.tab)
        ctrlW(session, "3>")
        #expect(width(session, "chat") == 64, "the focused pane grows, whichever side it is on")
        ctrlW(session, "=")
        #expect(width(session, "feed") == 50)
        ctrlW(session, "90>")
        #expect(width(session, "chat") == 50, "a pane never shrinks below its minimum: nothing changes")
        #expect(session.windowManager.statusMessage == nil)
    }

    @Test func plusAndMinusResizeAcrossStackedPanesAndRatiosSurviveATerminalResize() {
        let session = HeadlessSession(
            Session("stacked", layout: .stacked) {
                Pane("top") { Text("top") }
                Pane("bottom") { Text("bottom") }
            }, size: Size(width: 80, height: 41))
        let height = { session.windowManager.pane(named: "top")?.frame.height ?? 0 }
        #expect(height() == 20)
        ctrlW(session, "4+")
        #expect(height() == 24)
        ctrlW(session, ">")
        #expect(height() == 24, "no split of that axis: nothing changes")
        session.resize(to: Size(width: 80, height: 81))
        #expect(height() == 48, "the share is kept, not the rows")
    }

    @Test func yCopiesThePaneLinkAndYTheSessionLinkWithTheLayoutAndTheStatusLineSaysSo() throws {
        let session = HeadlessSession(example: "split-screen")
        session.press(.enter)
        session.press(.character("y"))
        #expect(session.terminal.clipboard == [#"navpilot://stack?r=feed&r=post(id:1,title:%22Swift%20Tips%22)"#])
        #expect(session.text.contains("sent feed's link to the terminal's clipboard"))
        ctrlW(session, "5>")
        session.press(.tab, .character("z"))
        session.press(.character("Y"))
        let copied = try #require(session.terminal.clipboard.last)
        let link = try SessionLink(text: copied)
        #expect(link.focus == "chat" && link.zoom == "chat")
        #expect(link.splitRatios == [0.55])
        #expect(link.panes.map(\.name) == ["feed", "chat"])
    }

    @Test func aResizeThatCannotHappenSaysWhyAndTheCtrlWHintNamesEveryKeyCountsIncluded() {
        let session = HeadlessSession(example: "split-screen", size: Size(width: 160, height: 30))
        session.press(KeyPress(.character("w"), .control))
        for hint in ["h/j/k/l", "w next pane", "> < wider/narrower", "+ - taller/shorter", "= even", "0-9 count"] {
            #expect(session.text.contains(hint), "the Ctrl+W hint names \(hint)")
        }
        #expect(!session.text.contains("d detach"), "detach is offered where the session is served only")
        session.type("3")
        #expect(session.text.contains("3… then > < wider/narrower or + - taller/shorter by 3"))
        session.type("+")
        #expect(session.text.contains("no pane above or below feed: + and - change the heights of stacked panes"))
        ctrlW(session, "999>")
        #expect(session.text.contains("feed is as wide as it can be here"))
        let width = width(session, "feed")
        ctrlW(session, "<")
        #expect(self.width(session, "feed") == width - 1, "a resize that can happen says nothing and happens")
    }

    @Test func whatTheStatusLineSaidUntilTheNextActionGoesWithAClickAWheelOrAPasteToo() {
        let session = HeadlessSession(example: "split-screen")
        for action: InputEvent in [
            .mouse(MouseEvent(position: Point(x: 10, y: 20), button: .none, kind: .scrollDown)),
            .mouse(MouseEvent(position: Point(x: 10, y: 20), button: .left, kind: .click)),
            .mouse(MouseEvent(position: Point(x: 10, y: 20), button: .left, kind: .press)),
            .paste("x"),
        ] {
            session.press(.escape, .escape)
            session.press(.character("y"))
            #expect(session.text.contains("sent feed's link to the terminal's clipboard"))
            session.send([action])
            #expect(!session.text.contains("sent feed's link to the terminal's clipboard"), "gone after \(action)")
        }
    }

    @Test func aStackTooDeepForALinkSaysItIsTooLongNotThatItsRoutesHaveNoText() throws {
        let session = HeadlessSession(example: "split-screen")
        let feed = try #require(session.pilot(FeedRoute.self, pane: "feed"))
        let title = String(repeating: "t", count: 1_000)
        feed.push(contentsOf: (1...100).map { FeedRoute.post(id: $0, title: title) })
        session.render()
        session.press(.character("y"))
        #expect(session.terminal.clipboard.isEmpty)
        #expect(
            session.text.contains("feed has no link: its 101 routes would make it longer than the limit of 65536"),
            "\(session.text)")
    }

    @Test func aSessionLinkOpensTheSameStacksFocusAndLayoutAndOlderLinksStillOpen() throws {
        let source = HeadlessSession(example: "split-screen")
        source.press(.enter)
        ctrlW(source, "7<")
        source.press(.tab, .character("z"))
        let url = try #require(source.windowManager.sessionLink.url()).absoluteString
        let launch = try Examples.launch(link: url)
        let copy = HeadlessSession(launch.session)
        launch.configure(copy.windowManager)
        copy.render()
        #expect(copy.windowManager.layout == source.windowManager.layout)
        #expect(copy.windowManager.zoomedPane == "chat" && copy.windowManager.focusedPane.name == "chat")
        #expect(copy.windowManager.pane(named: "feed")?.pane.pilot?.depth == 2)
        let older = try Examples.launch(link: "navpilot://session?focus=chat&pane=feed&r=feed")
        #expect(older.focus == "chat", "a link without layout still opens")
    }

    @Test func yAndYWriteARouteTheSameWayAndAStackLinkOpensInThePaneWhoseRoutesItHolds() throws {
        let source = HeadlessSession(example: "split-screen")
        source.press(.tab, .enter)
        source.press(.character("y"))
        let stackLink = try #require(source.terminal.clipboard.last)
        source.press(.character("Y"))
        let sessionLink = try #require(source.terminal.clipboard.last)
        let thread = #"r=thread(id:1,with:%22Alice%22)"#
        #expect(stackLink.contains(thread) && sessionLink.contains(thread), "\(stackLink)\n\(sessionLink)")
        // `--open` takes the stack link `y` copied: it opens in chat, the pane whose routes it holds.
        let launch = try Examples.launch(link: stackLink)
        #expect(launch.focus == "chat")
        let copy = HeadlessSession(launch.session)
        launch.configure(copy.windowManager)
        copy.render()
        #expect(copy.windowManager.pane(named: "chat")?.pane.pilot?.stackLink == stackLink)
        #expect(copy.windowManager.focusedPane.name == "chat")
        // A stack link no pane takes says why for each pane and opens nothing.
        #expect(throws: LaunchError.self) { try Examples.launch(link: "navpilot://stack?r=nowhere") }
        do {
            _ = try Examples.launch(link: "navpilot://stack?r=nowhere")
        } catch {
            #expect("\(error)".contains("feed") && "\(error)".contains("chat"), "\(error)")
        }
    }

    @Test func aLinkWhoseLayoutDoesNotFitIsRefusedWithWhyAndChangesNothing() {
        #expect(throws: LaunchError.open(.layout(splits: 1, given: 2))) {
            try Examples.launch(link: "navpilot://session?split=0.5,0.5&pane=feed&r=feed")
        }
        #expect(throws: LaunchError.open(.unknownZoom("nope", available: ["feed", "chat"]))) {
            try Examples.launch(link: "navpilot://session?zoom=nope&pane=feed&r=feed")
        }
        #expect(throws: DeepLinkError.self) {
            try SessionLink(url: URL(string: "navpilot://session?split=2&pane=feed&r=feed")!)
        }
    }

    @Test func withTheClipboardOffNothingIsCopiedAndTheStatusLineSaysWhy() {
        let session = HeadlessSession(example: "split-screen")
        session.windowManager.allowsClipboard = false
        session.press(.character("Y"))
        #expect(session.terminal.clipboard.isEmpty)
        #expect(session.text.contains("the clipboard is off"))
    }

    @Test func theOSC52PayloadIsBase64OfTheTextWhateverItHolds() {
        let texts = ["", "a", "ab", "abc", "navpilot://stack?r=feed", "\u{1B}]52;evil\u{07}", "Grüße 🙂"]
        for text in texts {
            let sequence = TerminalClipboard.sequence(for: text)
            let expected = "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{1B}\\"
            #expect(sequence == Array(expected.utf8), "\(text.debugDescription)")
            #expect(
                !sequence.dropFirst().dropLast(2).contains(0x1B), "no control byte of the text reaches the terminal")
        }
    }

    private func drag(_ session: HeadlessSession, from: Point, to: Point) {
        session.send([
            .mouse(MouseEvent(position: from, button: .left, kind: .press)),
            .mouse(MouseEvent(position: Point(x: (from.x + to.x) / 2, y: to.y), button: .left, kind: .drag)),
            .mouse(MouseEvent(position: to, button: .left, kind: .drag)),
            .mouse(MouseEvent(position: to, button: .left, kind: .release)),
        ])
    }

    @Test func draggingTheBorderBetweenTwoPanesMovesItAndNeverBelowAPanesMinimum() {
        let session = HeadlessSession(example: "split-screen")
        drag(session, from: Point(x: 49, y: 5), to: Point(x: 59, y: 5))
        #expect(width(session, "feed") == 60, "feed's right border follows the mouse")
        #expect(session.windowManager.focusedPane.name == "feed", "grabbing a border focuses nothing")
        drag(session, from: Point(x: 60, y: 9), to: Point(x: 30, y: 9))
        #expect(width(session, "feed") == 30, "chat's left border, grabbed: feed ends just before it")
        drag(session, from: Point(x: 29, y: 3), to: Point(x: 95, y: 3))
        #expect(width(session, "feed") == 63, "the move half-way is made, the one past chat's minimum is not")
        drag(session, from: Point(x: 10, y: 5), to: Point(x: 40, y: 5))
        #expect(width(session, "feed") == 63, "a drag inside a pane moves no border")
    }
}
