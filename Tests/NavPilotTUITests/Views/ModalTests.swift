import NavPilot
import NavPilotTUI
import Observation
import Testing

struct Folder: Identifiable, Hashable {
    let id: String
}

@MainActor
@Observable
final class DeskModel {
    var showsError = false
    var confirmsDelete = false
    var editing: Folder?
    var log: [String] = []
    var name = ""
}

@MainActor
struct DeskScreen: View {
    let model: DeskModel

    var body: some View {
        VStack {
            Button("Open Secret Folder") { model.showsError = true }
            Button("Delete Folder") { model.confirmsDelete = true }
            Button("Rename Folder") { model.editing = Folder(id: "Photos") }
        }
        .alert("Cannot open Secret", isPresented: Binding(get: { model.showsError }, set: { model.showsError = $0 })) {
            Button("Retry") { model.log.append("retry") }
            Button("Cancel", role: .cancel) { model.log.append("cancel") }
        } message: {
            Text("Permission denied.")
        }
        .confirmationDialog(
            "Delete Photos?", isPresented: Binding(get: { model.confirmsDelete }, set: { model.confirmsDelete = $0 }),
            titleVisibility: .visible
        ) {
            Button("Move to Trash", role: .destructive) { model.log.append("trash") }
            Button("Delete Forever", role: .destructive) { model.log.append("forever") }
        }
        .sheet(item: Binding(get: { model.editing }, set: { model.editing = $0 })) {
            model.log.append("sheet dismissed")
        } content: { folder in
            VStack {
                Text("Rename \(folder.id)")
                TextField("New name", text: Binding(get: { model.name }, set: { model.name = $0 }))
            }
        }
    }
}

@MainActor
@Suite("Alerts, confirmation dialogs and sheets: over their pane only, the focus kept inside, Escape dismisses")
struct ModalTests {
    private func desk(_ model: DeskModel) -> HeadlessSession {
        HeadlessSession(
            Session("desk") {
                Pane("desk") { DeskScreen(model: model) }
                Pane("other") {
                    VStack {
                        Button("First") { model.log.append("other first") }
                        Button("Second") { model.log.append("other second") }
                    }
                }
            }, size: Size(width: 100, height: 16))
    }

    @Test func anAlertIsDrawnOverItsPaneWithItsTitleMessageAndButtons() {
        let model = DeskModel()
        let session = desk(model)
        session.press(.enter)
        let pane = session.text(ofPane: "desk")
        #expect(pane.contains("Cannot open Secret"))
        #expect(pane.contains("Permission denied."))
        #expect(pane.contains("▸ Retry"), "the alert's first button has the focus")
        #expect(pane.contains("Cancel"))
        #expect(
            session.windowManager.pane(named: "desk")?.root.presentedModal
                == PresentedModal(kind: "alert", title: "Cannot open Secret"))
        #expect(session.text(ofPane: "other").contains("First"), "the other pane is untouched")
        #expect(session.text.contains("Esc dismiss alert"), "the status line says how to get out")
    }

    @Test func theFocusStaysInsideAndAButtonRunsItsActionAndDismisses() {
        let model = DeskModel()
        let session = desk(model)
        session.press(.enter)
        session.press(.down, .down, .down)
        #expect(session.text(ofPane: "desk").contains("▸ Cancel"), "down stops at the alert's last button")
        session.press(.up)
        session.press(.enter)
        #expect(model.log == ["retry"])
        #expect(!model.showsError)
        #expect(!session.text(ofPane: "desk").contains("Permission denied."))
        #expect(session.text(ofPane: "desk").contains("▸ Open Secret Folder"), "the page's focus is where it was")
    }

    @Test func escapeDismissesAndRunsTheCancelButtonsAction() {
        let model = DeskModel()
        let session = desk(model)
        session.press(.enter)
        session.press(.backspace)
        #expect(model.showsError, "the back gesture waits until the alert is gone")
        session.press(.escape)
        #expect(!model.showsError)
        #expect(model.log == ["cancel"])
    }

    @Test func aClickBehindTheAlertDoesNothingAndOtherPanesKeepWorking() throws {
        let model = DeskModel()
        let session = desk(model)
        session.press(.enter)
        let behind = try #require(session.windowManager.pane(named: "desk")?.frame)
        let point = Point(x: behind.x + 3, y: behind.y + 3)
        session.send([
            .mouse(MouseEvent(position: point, button: .left, kind: .press)),
            .mouse(MouseEvent(position: point, button: .left, kind: .release)),
        ])
        #expect(model.log.isEmpty)
        #expect(model.showsError)
        session.press(.tab)
        session.press(.down, .enter)
        #expect(model.log == ["other second"], "the other pane takes keys while the alert waits")
        #expect(model.showsError)
    }

    @Test func aConfirmationDialogListsItsChoicesAndAddsCancel() {
        let model = DeskModel()
        let session = desk(model)
        session.press(.down, .enter)
        let pane = session.text(ofPane: "desk")
        #expect(pane.contains("Delete Photos?"))
        #expect(pane.contains("▸ Move to Trash"))
        #expect(pane.contains("Delete Forever"))
        #expect(pane.contains("Cancel"), "a dialog without a cancel button gets one")
        session.press(.down, .enter)
        #expect(model.log == ["forever"])
        #expect(!model.confirmsDelete)
    }

    @Test func aSheetShowsItsItemTakesTypingAndEscapeDismissesIt() {
        let model = DeskModel()
        let session = desk(model)
        session.press(.down, .down, .enter)
        #expect(session.text(ofPane: "desk").contains("Rename Photos"))
        #expect(session.windowManager.pane(named: "desk")?.root.presentedModal?.kind == "sheet")
        session.type("Holiday")
        #expect(model.name == "Holiday")
        session.press(.escape)
        #expect(model.editing == nil)
        #expect(model.log == ["sheet dismissed"])
        #expect(!session.text(ofPane: "desk").contains("Rename Photos"))
    }

    @Test func anAlertWithoutButtonsGetsOK() {
        @MainActor
        final class Flag { var shown = true }
        let flag = Flag()
        let harness = ViewHarness {
            Text("Page").alert("Saved", isPresented: Binding(get: { flag.shown }, set: { flag.shown = $0 })) {}
        }
        #expect(harness.screen.text.contains("▸ OK"))
        harness.press(.enter)
        #expect(!flag.shown)
    }
}
