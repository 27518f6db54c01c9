import NavPilot
import NavPilotTUI
import Observation
import Testing

@MainActor
@Observable
final class KeyLog {
    var keys: [String] = []
    var query = ""
    var submitted: [String] = []
}

@MainActor
struct FileListScreen: View {
    let log: KeyLog

    var body: some View {
        VStack {
            Button("Open") { log.keys.append("open") }
            TextField("Search", text: Binding(get: { log.query }, set: { log.query = $0 }))
                .onSubmit { log.submitted.append(log.query) }
            Button("Delete") { log.keys.append("delete") }
                .onKeyPress(.delete) {
                    log.keys.append("delete key on Delete")
                    return .handled
                }
        }
        .onKeyPress("r") {
            log.keys.append("reload")
            return .handled
        }
        .onKeyPress("z") {
            // Looked at, not used: the window manager still zooms.
            log.keys.append("saw z")
            return .ignored
        }
    }
}

@MainActor
@Suite(".onKeyPress and .onSubmit: keys for a view or a pane, the window manager's keys kept")
struct KeyPressTests {
    private func session(_ log: KeyLog) -> HeadlessSession {
        HeadlessSession(
            Session("keys") {
                Pane("files") { FileListScreen(log: log) }
                Pane("other") { Text("Other pane") }
            }, size: Size(width: 80, height: 12))
    }

    @Test func aPaneHandlerGetsItsKeyAndAnIgnoredKeyReachesTheWindowManager() {
        let log = KeyLog()
        let session = session(log)
        session.press(.character("r"))
        #expect(log.keys == ["reload"])
        session.press(.character("z"))
        #expect(log.keys == ["reload", "saw z"])
        #expect(session.windowManager.zoomedPane == "files", "ignored, z still zooms")
    }

    @Test func theInnermostHandlerAroundTheFocusIsAskedFirstAndOnlyThere() {
        let log = KeyLog()
        let session = session(log)
        session.press(.delete)
        #expect(log.keys.isEmpty, "the focus is on Open, outside the Delete button's handler")
        session.press(.down, .down)
        session.press(.delete)
        #expect(log.keys == ["delete key on Delete"])
    }

    @Test func aFocusedTextFieldTypesTheKeysAndReturnSubmits() {
        let log = KeyLog()
        let session = session(log)
        session.press(.down)
        session.type("rz")
        #expect(log.query == "rz", "typed, not taken by the pane's r and z")
        #expect(log.keys.isEmpty)
        #expect(session.windowManager.zoomedPane == nil)
        session.press(.enter)
        #expect(log.submitted == ["rz"])
    }

    @Test func aFieldWithoutOnSubmitMovesTheFocusOnReturn() {
        @MainActor
        final class Box { var text = "" }
        let box = Box()
        let harness = ViewHarness {
            VStack {
                TextField("Name", text: Binding(get: { box.text }, set: { box.text = $0 }))
                Button("Next") {}
            }
        }
        harness.press(.enter)
        #expect(harness.screen.text.contains("▸ Next"))
    }

    @Test func keysAnotherPaneBindsDoNotReachIt() {
        let log = KeyLog()
        let session = session(log)
        session.press(.tab)
        session.press(.character("r"))
        #expect(log.keys.isEmpty, "r was pressed in the other pane")
    }

    @Test func swiftUIKeyNamesAndCharacterLiteralsName() {
        #expect(Key.return == .enter)
        #expect(Key.upArrow == .up)
        let literal: Key = "q"
        #expect(literal == .character("q"))
        #expect(KeyPress(.character("A"), .shift).characters == "A")
        #expect(KeyPress(.character("a"), .control).characters == "")
    }
}
