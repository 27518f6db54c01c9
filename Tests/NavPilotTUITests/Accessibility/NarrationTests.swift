import NavPilot
import NavPilotTUI
import Observation
import Testing

/// A meter written outside the library that says what it shows.
private struct Meter: Widget {
    let level: Int
    var idealWidth: Int { 7 }
    func draw(in canvas: inout WidgetCanvas) {
        canvas.write(String(repeating: "▮", count: level), at: .zero)
    }
    var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: AccessibilityRole("meter"), label: "Signal", value: "\(level) of 5")
    }
}

/// A focusable widget that says nothing about itself.
private struct Knob: Widget {
    var isFocusable: Bool { true }
    func draw(in canvas: inout WidgetCanvas) { canvas.write("(o)", at: .zero) }
}

@MainActor
@Observable
private final class Desk {
    var name = ""
    var confirmsDelete = false
    var progress = 0.0
    var shown = ["Inbox"]
}

@MainActor
private struct DeskView: View {
    let desk: Desk

    var body: some View {
        VStack {
            Text("Welcome.")
            Meter(level: 3)
            Knob()
            HStack {
                Image(systemName: "gear")
                Text("⚙︎ cog")
            }
            .accessibilityLabel("Settings")
            Button("Ｘ") { desk.confirmsDelete = true }
                .accessibilityLabel("Delete the draft")
                .accessibilityHint("asks first")
            Text("decoration").accessibilityHidden(true)
            TextField("Name:", text: Binding(get: { desk.name }, set: { desk.name = $0 }))
            ProgressView("Copying", value: desk.progress)
            ForEach(desk.shown, id: \.self) { Text($0) }
        }
        .confirmationDialog(
            "Delete the draft?", isPresented: Binding(get: { desk.confirmsDelete }, set: { desk.confirmsDelete = $0 }),
            titleVisibility: .visible
        ) {
            Button("Delete", role: .destructive) {}
            Button("Keep", role: .cancel) {}
        }
    }
}

@MainActor
@Suite("Narration: the session told in words, from what the views say of themselves")
struct NarrationTests {
    private func desk(_ desk: Desk, progressInterval: Duration = .seconds(3)) -> (HeadlessSession, Narration) {
        let narration = Narration(progressInterval: progressInterval) { _ in }
        let session = HeadlessSession(
            Session("desk") { Pane("desk") { DeskView(desk: desk) } }, narration: narration)
        return (session, narration)
    }

    @Test func theFirstFrameSaysTheSessionHowManyItemsAndTheSelectedOneTheRestOnDemand() {
        let (session, narration) = desk(Desk())
        #expect(narration.takeSaid() == ["desk, 1 pane: desk. desk, 3 items, unlabelled control."])
        session.press(.character("r"))
        let screen = narration.takeSaid().joined(separator: "\n")
        #expect(screen.contains("Welcome") && screen.contains("Copying, 0%"), "r reads the texts: \(screen)")
    }

    @Test func aWidgetDescribesItselfAndTheModifiersRelabelHideAndHint() {
        let (session, narration) = desk(Desk())
        _ = narration.takeSaid()
        session.press(.down)
        #expect(narration.takeSaid() == ["Delete the draft, 2 of 3"], "the label replaced the button's glyph")
        session.press(.character("w"))
        #expect(narration.takeSaid() == ["desk: desk. Delete the draft, 2 of 3. asks first."], "w adds the hint")
        session.press(.character("r"))
        let screen = narration.takeSaid()
        #expect(screen.contains("Signal, meter, 3 of 5"))
        #expect(screen.contains("Settings"), "the image and the text are one element")
        #expect(!screen.contains { $0.contains("cog") || $0.contains("decoration") }, "\(screen)")
    }

    @Test func typingIntoAFieldSaysItsTextAndADialogSaysItsButtons() {
        let model = Desk()
        let (session, narration) = desk(model)
        _ = narration.takeSaid()
        session.press(.down, .down)
        _ = narration.takeSaid()
        session.type("Jo")
        #expect(narration.takeSaid() == ["J", "o"], "each character typed is echoed, not the whole field")
        session.press(.up)
        _ = narration.takeSaid()
        session.press(.enter)
        #expect(
            narration.takeSaid() == [
                "confirmation dialog: Delete the draft? Buttons: Delete, destructive, selected; Keep."
            ])
        session.press(.down)
        #expect(narration.takeSaid() == ["Keep, 2 of 2"])
        session.press(.escape)
        #expect(narration.takeSaid() == ["confirmation dialog closed.", "Delete the draft, 2 of 3"])
    }

    @Test func newTextIsSaidAndAKeyThatChangesNothingSaysNothing() {
        let model = Desk()
        let (session, narration) = desk(model)
        _ = narration.takeSaid()
        session.press(.up)
        #expect(narration.takeSaid().isEmpty, "Up at the first item changes nothing")
        model.shown.append("Message sent.")
        session.render()
        #expect(narration.takeSaid() == ["Message sent."])
    }

    @Test func progressIsSaidAtMostOnceAnIntervalAndAlwaysWhenItCompletes() {
        let model = Desk()
        let (session, narration) = desk(model, progressInterval: .seconds(3_600))
        _ = narration.takeSaid()
        model.progress = 0.5
        session.render()
        #expect(narration.takeSaid() == ["Copying, 50%"], "the first change of a progress is said")
        model.progress = 0.75
        session.render()
        #expect(narration.takeSaid().isEmpty, "within the interval")
        model.progress = 1
        session.render()
        #expect(narration.takeSaid() == ["Copying, 100%"], "completion is always said")
    }

    @Test func aRowNumberThenEnterSelectsThatRowAndAnUnknownOneSaysHowManyThereAre() {
        let (session, narration) = desk(Desk())
        _ = narration.takeSaid()
        session.press(.character("3"), .enter)
        #expect(narration.takeSaid() == ["row 3, Enter selects it.", "Name, text field, empty, 3 of 3"])
        session.press(.character("1"))
        #expect(narration.takeSaid() == ["1"], "a digit in a text field is typed, not a row number")
        session.press(.escape, .up, .up)
        _ = narration.takeSaid()
        session.press(.character("1"), .character("2"), .enter)
        #expect(
            narration.takeSaid() == ["row 1, Enter selects it.", "row 12, Enter selects it.", "no row 12: 3 rows."])
        session.press(.character("2"), .escape)
        #expect(narration.takeSaid() == ["row 2, Enter selects it.", "row number cancelled."], "Escape cancels it")
        #expect(session.windowManager.narration?.pendingRow == nil)
    }

    @Test func typingIsEchoedAsTheListenerChoseAndBackspaceSaysWhatItDeleted() {
        let said = TypingEcho.allCases.map { echo -> [String] in
            let (session, narration) = desk(Desk())
            narration.typingEcho = echo
            session.press(.down, .down)
            _ = narration.takeSaid()
            session.type("Jo ")
            session.press(.backspace, .backspace)
            return narration.takeSaid()
        }
        #expect(said[0] == ["J", "o", "space", "deleted space", "deleted o"], "characters (the default)")
        #expect(said[1] == ["Jo", "deleted space", "deleted o"], "words: the word a space ended")
        #expect(said[2] == ["J", "o", "space", "Jo", "deleted space", "deleted o"], "both")
        #expect(said[3] == [], "none")
    }

    @Test func backAtTheRootAndAKeyThatDoesNothingAreTold() {
        let (session, narration) = desk(Desk())
        _ = narration.takeSaid()
        session.press(.escape)
        #expect(narration.takeSaid() == ["at the root of desk."])
        session.press(.function(12))
        #expect(narration.takeSaid() == ["f12: nothing to do here."])
        session.press(.character("."))
        #expect(narration.takeSaid() == ["f12: nothing to do here."], ". says the last line again")
    }

    @Test func aRouteGuardsRefusalIsSaidOnce() throws {
        let pilot = NavPilot(initial: "home") { route, _ in route != "admin" }
        let narration = Narration { _ in }
        let session = HeadlessSession(
            Session("guarded") {
                Pane("main", pilot: pilot) { route in Button("Admin") { pilot.push("admin") }.navigationTitle(route) }
            }, narration: narration)
        _ = narration.takeSaid()
        session.press(.enter)
        #expect(narration.takeSaid() == ["main: the route guard refused push of \"admin\"."])
        session.press(.down)
        #expect(narration.takeSaid().isEmpty, "the same refusal is not said again")
    }

    @Test func controlCharactersInALabelAreShownNeverSent() {
        let narration = Narration { _ in }
        _ = HeadlessSession(
            Session("hostile") { Pane("main") { Text("red\u{1B}[31m\u{7}bell") } }, narration: narration)
        let said = narration.takeSaid().joined()
        #expect(!said.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(said)")
        #expect(said.contains("red\\u{1B}[31m\\u{7}bell"))
    }

    @Test func theHiddenCursorFollowsTheSelectionAndGivesWayToAFieldsCursor() throws {
        let (session, _) = desk(Desk())
        let first = try #require(session.terminal.focusPoint)
        session.press(.down)
        let second = try #require(session.terminal.focusPoint)
        #expect(second.y > first.y, "\(first) → \(second)")
        session.press(.down)
        #expect(session.terminal.cursor != nil && session.terminal.focusPoint == nil, "a text field shows its cursor")
    }

    @Test func narrationKeysAreInTheHelpOnlyWhileNarratingAndInTheReference() {
        let (narrated, _) = desk(Desk())
        narrated.press(.character("?"))
        #expect(narrated.text.contains("say where the focus is"))
        let plain = HeadlessSession(Session("desk") { Pane("desk") { DeskView(desk: Desk()) } })
        plain.press(.character("?"))
        #expect(!plain.text.contains("say where the focus is"))
        #expect(KeyBindings.reference.contains("Narration:"))
    }
}
