import Foundation
import NavPilot
import NavPilotExamples
import NavPilotTUI
import NavPilotTestSupport
import Testing

@MainActor
@Suite("Help overlay and context status line")
struct HelpAndStatusLineTests {
    private func statusLine(_ session: HeadlessSession) -> String {
        session.screen.lines.last ?? ""
    }

    @Test func questionMarkAndF1OpenTheHelpOverlayAndEscapeOrQuestionMarkClosesIt() {
        let session = HeadlessSession(example: "split-screen")
        #expect(!session.text.contains("Keys · Esc closes"))
        session.press(KeyPress(.character("?")))
        #expect(session.text.contains("Keys · Esc closes"))
        session.press(.escape)
        #expect(!session.text.contains("Keys · Esc closes"))
        session.press(.function(1))
        #expect(session.text.contains("Keys · Esc closes"))
        session.press(KeyPress(.character("?")))
        #expect(!session.text.contains("Keys · Esc closes"))
    }

    @Test func theHelpOverlayListsTheBindingsThatApplyWhereTheFocusIsNearestFirst() throws {
        let session = HeadlessSession(example: "split-screen", size: Size(width: 120, height: 110))
        session.press(.function(1))
        var text = session.text
        let titles = ["Pane:", "Window:", "Terminal:", "Mouse:"]
        let positions = try titles.map { try #require(text.range(of: $0)?.lowerBound, "\($0)") }
        #expect(positions == positions.sorted(), "\(text)")
        #expect(!text.contains("Text field:"), "no text field has the focus: \(text)")
        for keys in ["After Ctrl+W:", "PgUp", "Ctrl+L", "wheel"] {
            #expect(text.contains(keys), "\(keys)")
        }
        // In a text field its editing keys come first.
        session.press(.escape)
        session.press(.tab)
        session.activate(downBy: 3)  // New Message: its To: field has the focus
        try #require(session.windowManager.focusedPane.root.isEditingText, "\(session.text)")
        session.press(.function(1))
        text = session.text
        let field = try #require(text.range(of: "Text field:")?.lowerBound, "\(text)")
        let pane = try #require(text.range(of: "Pane:")?.lowerBound)
        #expect(field < pane)
        for keys in ["Ctrl+U", "Alt+B"] {
            #expect(text.contains(keys), "\(keys)")
        }
    }

    @Test func aNarrowHelpOverlayWrapsEveryActionInsteadOfCuttingIt() {
        let session = HeadlessSession(example: "push-pop", size: Size(width: 40, height: 200))
        session.press(.function(1))
        let text = session.text
        #expect(!text.contains("…"), "\(text)")
        // Each action is whole, on lines of its own under its keys.
        for binding in session.windowManager.currentKeyBindings.flatMap(\.bindings)
        where displayWidth(of: binding.description) <= 30 {
            #expect(text.contains(binding.description), "\(binding.description)")
        }
    }

    @Test func endAndHomeReachTheEndsOfAScrolledHelpOverlayAndItSaysWhatIsAboveAndBelow() {
        let session = HeadlessSession(example: "push-pop", size: Size(width: 40, height: 12))
        session.press(.function(1))
        #expect(session.text.contains("more ┘"))
        #expect(!session.text.contains("more ┐"))
        session.press(.end)
        let lastAction = session.windowManager.currentKeyBindings.last!.bindings.last!.description
        let lastWord = String(lastAction.split(separator: " ").last!)
        #expect(session.text.contains(lastWord), "\(session.text)")
        #expect(session.text.contains("more ┐"))
        #expect(!session.text.contains("more ┘"))
        // Up from the end moves at once: End did not scroll past what is shown.
        session.press(.up)
        #expect(session.text.contains("↓ 1 more"), "\(session.text)")
        session.press(.home)
        #expect(!session.text.contains("more ┐"))
    }

    @Test func theTooSmallMessageKeepsWhatToPressWhenItCannotFitWhole() {
        let session = HeadlessSession(example: "split-screen", size: Size(width: 20, height: 8))
        let text = session.text
        #expect(text.contains("q quits."), "\(text)")
        #expect(text.contains("z zooms"), "\(text)")
        let tiny = HeadlessSession(example: "split-screen", size: Size(width: 14, height: 3))
        #expect(tiny.text.contains("q quits"), "\(tiny.text)")
    }

    @Test func aNarrowZoomedStatusLineKeepsRoomForTheKeys() {
        let session = HeadlessSession(example: "split-screen", size: Size(width: 30, height: 12))
        session.press(KeyPress(.character("z")))
        let line = statusLine(session)
        #expect(line.contains("z unzoom") || line.contains("? help"), "\(line)")
        #expect(!line.contains("(zoomed)"), "\(line)")
    }

    @Test func keysWhileTheHelpIsOpenDoNotReachThePanes() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.function(1))
        session.press(.enter, .tab)
        #expect(session.stack("feed") == ["feed"])
        #expect(session.windowManager.focusedPane.name == "feed")
        #expect(!session.hasQuit)
    }

    @Test func theHelpOverlayIsAvailableInsideATextFieldWithF1WhileQuestionMarkIsTyped() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.activate(downBy: 3)  // New Message: the focus lands in the To: field
        session.type("?")
        #expect(session.text(ofPane: "chat").contains("To: ?"))
        #expect(!session.text.contains("Keys · Esc closes"))
        session.press(.function(1))
        #expect(session.text.contains("Keys · Esc closes"))
    }

    @Test func insideATextFieldTheStatusLineOffersNeitherQuitNorBackspace() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.activate(downBy: 3)
        #expect(session.windowManager.focusedPane.root.isEditingText)
        let line = statusLine(session)
        #expect(!line.contains("q quit"))
        #expect(!line.contains("⌫"))
        #expect(line.contains("^C quit"))
        #expect(line.contains("F1 help"))
    }

    @Test func aSinglePaneSessionOffersNeitherTabNorZoom() {
        let session = HeadlessSession(example: "push-pop")
        let line = statusLine(session)
        #expect(!line.contains("Tab"))
        #expect(!line.contains("zoom"))
        #expect(line.contains("? help"))
        #expect(line.hasSuffix("q quit"))
    }

    @Test func theRootScreenDoesNotOfferBackButADeeperOneDoes() {
        let session = HeadlessSession(example: "push-pop")
        #expect(!statusLine(session).contains("back"))
        session.activate(downBy: 0)
        #expect(statusLine(session).contains("Esc/⌫ back"))
    }

    @Test func whileZoomedTheStatusLineSaysHowToUnzoom() {
        let session = HeadlessSession(example: "split-screen")
        #expect(statusLine(session).contains("z zoom"))
        session.press(KeyPress(.character("z")))
        #expect(statusLine(session).contains("z unzoom"))
        #expect(!statusLine(session).contains("z zoom"))
    }

    @Test func aPendingCtrlWShowsInTheStatusLineAndIsForgottenAfterItsTimeout() {
        let session = HeadlessSession(example: "split-screen")
        session.press(KeyPress(.character("w"), .control))
        #expect(statusLine(session).contains("^W…"))
        session.press(KeyPress(.character("l")))
        #expect(session.windowManager.focusedPane.name == "chat")
        #expect(!statusLine(session).contains("^W…"))
        // Once the wait is over, the next key is an ordinary key, not swallowed as a direction.
        session.windowManager.prefixTimeout = .zero
        session.press(KeyPress(.character("w"), .control))
        session.press(KeyPress(.character("z")))
        #expect(session.windowManager.zoomedPane == "chat")
    }

    @Test func thePendingCtrlWHintGoesAwayOnItsOwn() async throws {
        let session = HeadlessSession(example: "split-screen")
        session.windowManager.prefixTimeout = .milliseconds(20)
        session.press(KeyPress(.character("w"), .control))
        #expect(statusLine(session).contains("^W…"))
        let deadline = ContinuousClock.now + Patience.limit
        while statusLine(session).contains("^W…"), ContinuousClock.now < deadline {
            await Task.yield()
            await session.settle()
        }
        #expect(!statusLine(session).contains("^W…"))
    }

    @Test func atNarrowWidthsHintsGiveWayByPriorityKeepingHelpAndQuitLast() {
        let session = HeadlessSession(example: "split-screen", size: Size(width: 40, height: 30))
        let line = statusLine(session)
        #expect(line.hasSuffix("? help · q quit"), "\(line)")
        #expect(!line.contains("i inspector"))
        #expect(!line.contains("…"))
    }
}

@MainActor
@Suite("Command line help and listing")
struct CommandLineReferenceTests {
    @Test func theGuidesKeyBindingTableIsTheOneTheHelpOverlayShows() throws {
        let guide = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/command-line.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        #expect(text.contains(KeyBindings.markdownTable))
    }

    @Test func theGuidesKeymapTableListsEveryIdAKeymapFileCanName() throws {
        let guide = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/command-line.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        #expect(text.contains(KeyBindings.keymapTable))
        for id in ["window.quit", "prefix.wider", "prefix.equalize", "pane.back", "text.erase-to-start"] {
            #expect(KeyBindings.keymapTable.contains("`\(id)`"), "\(id)")
        }
    }

    @Test func theReferenceHasEveryBindingOnce() {
        let reference = KeyBindings.reference
        for binding in KeyBindings.groups.flatMap(\.bindings) {
            #expect(reference.contains(binding.label + " "), "\(binding.label)")
            #expect(reference.contains(binding.description), "\(binding.description)")
        }
    }
}
