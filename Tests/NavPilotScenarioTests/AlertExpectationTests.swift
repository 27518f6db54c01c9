import NavPilotScenario
import NavPilotTUI
import Observation
import Testing

@MainActor
@Observable
final class TrashModel {
    var asks = false
    var emptied = false
}

@MainActor
struct TrashScreen: View {
    let model: TrashModel

    var body: some View {
        VStack {
            Text(model.emptied ? "Trash is empty" : "3 items in the trash")
            Button("Empty Trash") { model.asks = true }
        }
        .alert("Empty the trash?", isPresented: Binding(get: { model.asks }, set: { model.asks = $0 })) {
            Button("Empty", role: .destructive) { model.emptied = true }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("3 items will be deleted.")
        }
    }
}

@MainActor
@Suite("ExpectAlert and ExpectNoAlert: scenarios see alerts and answer them by key")
struct AlertExpectationTests {
    private func trash() -> (TrashModel, ScenarioPilot) {
        let model = TrashModel()
        let session = Session("trash") {
            Pane("trash") { TrashScreen(model: model) }
            Pane("notes") { Text("Notes") }
        }
        return (model, ScenarioPilot(session: session))
    }

    @Test func aScenarioExpectsTheAlertAndPressesItsButtons() async throws {
        let (model, pilot) = trash()
        try await pilot.run(
            """
            ExpectNoAlert
            Key enter
            ExpectAlert "Empty the trash?"
            ExpectAlert in trash "Empty the trash?"
            ExpectNoAlert in notes
            ExpectText in trash "3 items will be deleted."
            Key escape
            ExpectNoAlert
            ExpectText in trash "3 items in the trash"
            Key enter
            Key enter
            ExpectNoAlert
            ExpectText in trash "Trash is empty"
            """)
        #expect(model.emptied)
    }

    @Test func aMissingAlertSaysWhatIsShown() async throws {
        let (_, pilot) = trash()
        try await pilot.key("enter")
        do {
            try pilot.expectAlert("Delete?")
            Issue.record("expected a failure")
        } catch {
            #expect(error.message == #"expected an alert "Delete?" in any pane, found alert "Empty the trash?" in pane trash"#)
        }
        #expect(throws: ScenarioFailure.self) { try pilot.expectNoAlert() }
        try pilot.expectNoAlert(in: "notes")
    }

    @Test func malformedAlertLinesAreRefusedAtTheirPlace() {
        let text = """
            Session split
            ExpectAlert
            ExpectAlert in feed
            ExpectNoAlert feed
            ExpectNoAlert in nowhere
            """
        do {
            _ = try Scenario.parse(text, file: "t.scenario", catalog: TestSessions.catalog)
            Issue.record("expected errors")
        } catch {
            let report = error.description
            #expect(report.contains("t.scenario:2:1: ExpectAlert takes the alert's title as a string"), "\(report)")
            #expect(report.contains("t.scenario:3:"), "\(report)")
            #expect(report.contains("t.scenario:4:15: ExpectNoAlert takes nothing, or in and a pane"), "\(report)")
            #expect(report.contains("t.scenario:5:18:"), "\(report)")
        }
    }
}
