import NavPilot
import NavPilotTUI
import Testing

/// The layer on top takes every input: keys, clicks, the wheel and pastes follow one decision.
@MainActor
@Suite("Window layers: the help over the palette over the panes, each taking every input")
struct WindowLayerTests {
    final class Presses {
        var count = 0
    }

    private func session(_ presses: Presses) -> HeadlessSession {
        HeadlessSession(
            Session("layers") {
                Pane("main") {
                    VStack {
                        Button("Press me") { presses.count += 1 }
                        TextField("Note", text: .constant(""))
                    }
                }
            }, size: Size(width: 60, height: 16))
    }

    /// Where `text` is on the screen.
    private func position(of text: String, in session: HeadlessSession) -> Point? {
        for (y, line) in session.screen.lines.enumerated() {
            if let range = line.range(of: text) {
                return Point(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y)
            }
        }
        return nil
    }

    @Test func aWholeClickOverTheHelpClosesItAndReachesNothingUnderIt() throws {
        let presses = Presses()
        let session = session(presses)
        let button = try #require(position(of: "Press me", in: session))
        session.press(KeyPress(.character("?")))
        #expect(session.windowManager.isShowingHelp)
        // A terminal that reports whole clicks sends one event, not a press and a release.
        session.send([.mouse(MouseEvent(position: button, button: .left, kind: .click))])
        #expect(!session.windowManager.isShowingHelp, "the click closed the help")
        #expect(presses.count == 0, "the button hidden under the help was not pressed")
        session.send([.mouse(MouseEvent(position: button, button: .left, kind: .click))])
        #expect(presses.count == 1, "with the help closed, the same click presses it")
    }

    @Test func aPasteOverTheHelpReachesNoFieldAndOverThePaletteGoesToItsQuery() {
        let presses = Presses()
        let session = session(presses)
        session.press(KeyPress(.down))
        session.press(KeyPress(.character("?")))
        session.send([.paste("hidden")])
        session.press(KeyPress(.escape))
        #expect(!session.text.contains("hidden"), "the field under the help got nothing")
        session.press(KeyPress(.character("p"), .control))
        session.send([.paste("zoom")])
        #expect(session.text.contains("zoom"), "the palette's query took the paste")
        #expect(session.windowManager.activeKeyTable == .palette)
    }
}
