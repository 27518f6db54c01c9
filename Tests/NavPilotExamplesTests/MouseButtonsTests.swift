import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

/// One rule for the mouse: the left button acts, the right and middle ones do nothing (the terminal
/// may use them), and a wheel notch scrolls 3 rows everywhere, the help included.
@MainActor
@Suite("Mouse buttons and the wheel: one rule everywhere")
struct MouseButtonsTests {
    private func click(_ session: HeadlessSession, _ button: MouseButton, at point: Point) {
        session.send([
            .mouse(MouseEvent(position: point, button: button, kind: .press)),
            .mouse(MouseEvent(position: point, button: button, kind: .release)),
        ])
    }

    @Test func rightAndMiddleClicksNeitherFocusNorOpenWhileTheLeftOneDoes() throws {
        let session = HeadlessSession(example: "split-screen")
        let feed = try #require(session.windowManager.pane(named: "feed")?.pane.pilot)
        let lines = session.text.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("SwiftUI Tricks") })
        for button in [MouseButton.right, .middle] {
            click(session, button, at: Point(x: 70, y: 5))
            #expect(session.windowManager.focusedPane.name == "feed", "\(button) did not focus chat")
            click(session, button, at: Point(x: 8, y: row))
            #expect(feed.depth == 1, "\(button) opened nothing")
        }
        click(session, .left, at: Point(x: 8, y: row))
        #expect(feed.depth == 2, "the left button opens the row")
    }

    /// The left button going down at `from` and let go at `to`, as a terminal reports it.
    private func press(_ session: HeadlessSession, at from: Point, releaseAt to: Point) {
        session.send([
            .mouse(MouseEvent(position: from, button: .left, kind: .press)),
            .mouse(MouseEvent(position: to, button: .left, kind: .drag)),
            .mouse(MouseEvent(position: to, button: .left, kind: .release)),
        ])
    }

    @Test func aClickActsWhenLetGoOverWhatItPressedAndMovingAwayCancelsIt() throws {
        let session = HeadlessSession(example: "split-screen")
        let feed = try #require(session.windowManager.pane(named: "feed")?.pane.pilot)
        let lines = session.text.split(separator: "\n", omittingEmptySubsequences: false)
        let tricks = try #require(lines.firstIndex { $0.contains("SwiftUI Tricks") })
        session.send([.mouse(MouseEvent(position: Point(x: 8, y: tricks), button: .left, kind: .press))])
        #expect(feed.depth == 1, "the press alone opens nothing")
        session.send([.mouse(MouseEvent(position: Point(x: 8, y: tricks), button: .left, kind: .release))])
        #expect(feed.depth == 2, "let go over the same row: opened")
        session.press(.escape)
        press(session, at: Point(x: 8, y: tricks), releaseAt: Point(x: 8, y: tricks + 1))
        #expect(feed.depth == 1, "let go over the next row: nothing opened")
        press(session, at: Point(x: 8, y: tricks), releaseAt: Point(x: 70, y: tricks))
        #expect(
            feed.depth == 1 && session.windowManager.focusedPane.name == "feed",
            "dragged off into chat: no focus, nothing")
        press(session, at: Point(x: 8, y: tricks), releaseAt: Point(x: 12, y: tricks))
        #expect(feed.depth == 2, "moved along the same row, still over it: opened")
    }

    @Test func aClickOnThePaletteRunsTheRowLetGoOnNotAnotherOne() {
        let session = HeadlessSession(example: "split-screen")
        session.press(KeyPress(.character("p"), .control))
        session.type("chat")
        let lines = session.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let row = lines.firstIndex(where: { $0.contains("chat") && $0.contains("pane") }) else {
            Issue.record("no pane row for chat in the palette: \(session.text)")
            return
        }
        let column = lines[row].distance(from: lines[row].startIndex, to: lines[row].firstIndex(of: "c")!)
        press(session, at: Point(x: column, y: row), releaseAt: Point(x: column, y: row - 1))
        #expect(session.windowManager.isShowingCommandPalette, "let go on another row: nothing ran")
        press(session, at: Point(x: column, y: row), releaseAt: Point(x: column + 1, y: row))
        #expect(!session.windowManager.isShowingCommandPalette)
        #expect(session.windowManager.focusedPane.name == "chat")
    }

    @Test func aWheelNotchScrollsTheHelpThreeRowsAsItDoesLists() {
        let session = HeadlessSession(example: "split-screen", size: Size(width: 100, height: 16))
        session.press(.character("?"))
        let before = session.text
        session.send([.mouse(MouseEvent(position: Point(x: 50, y: 8), button: .none, kind: .scrollDown))])
        let after = session.text
        let firstBefore = before.split(separator: "\n")[1]
        let shifted = after.split(separator: "\n")
        #expect(shifted.count > 4 && shifted[1] != firstBefore)
        #expect(after.contains("↑ 3 more"), "three rows a notch: \(after)")
    }
}

/// `record`'s status line: what is recorded goes before the key hints, which stay true where the
/// focus is (in a text field `q` types, so `^C quit` is offered).
@MainActor
@Suite("A status prefix keeps the key hints")
struct StatusPrefixTests {
    @Test func theRecordingNoteComesFirstAndTheHintsStayTrueInATextField() {
        let session = HeadlessSession(example: "split-screen")
        session.windowManager.statusPrefix = "● recording to demo.scenario, saved on quit"
        session.render()
        var status = String(session.text.split(separator: "\n").last ?? "")
        #expect(status.contains("● recording to demo.scenario, saved on quit  "), "\(status)")
        #expect(status.contains("q quit"), "the hints stay: \(status)")
        session.press(.tab, .enter, .enter)
        status = String(session.text.split(separator: "\n").last ?? "")
        #expect(status.contains("● recording"), "\(status)")
        #expect(status.contains("^C quit") && !status.contains("q quit"), "in a text field q types: \(status)")
    }
}
