import NavPilot
import NavPilotTUI
import Testing

private enum Scoop: String, CaseIterable, Identifiable {
    case vanilla, chocolate

    var id: String { rawValue }
}

private struct SettingsForm: View {
    @State private var scoop = Scoop.vanilla
    @State private var notify = false
    @State private var name = ""
    @State private var saves = 0

    var body: some View {
        Form {
            Section("Taste") {
                Picker("Flavor", selection: $scoop) {
                    ForEach(Scoop.allCases) { scoop in
                        Text(scoop.rawValue).tag(scoop)
                    }
                }
                Toggle("Notify", isOn: $notify)
            }
            Section {
                TextField("Name", text: $name)
                Button("Save") { saves += 1 }
            } header: {
                Text("Account")
            } footer: {
                Text("Saved \(saves) times as \(name.isEmpty ? "nobody" : name), \(scoop.rawValue).")
            }
        }
    }
}

@MainActor
@Suite("Form and Section")
struct FormAndSectionTests {
    @Test func sectionsDrawHeaderRowsAndFooterWithABlankRowBetweenThem() {
        let harness = ViewHarness(width: 40, height: 10) { SettingsForm() }
        #expect(
            Array(harness.lines[0...8]) == [
                "Taste",
                "Flavor",
                "▸ ◉ vanilla",
                "  ○ chocolate",
                "  [ ] Notify",
                "",
                "Account",
                "  Name",
                "  Save",
            ])
        #expect(harness.lines[9] == "Saved 0 times as nobody, vanilla.")
    }

    @Test func theHeaderIsBoldAndTheFooterDim() {
        let harness = ViewHarness(width: 40, height: 10) { SettingsForm() }
        #expect(harness.screen[x: 0, y: 0].style == Style(bold: true))
        #expect(harness.screen[x: 0, y: 6].style == Style(bold: true))
        #expect(harness.screen[x: 0, y: 9].style == Style(dim: true))
        #expect(harness.screen[x: 0, y: 1].style == Style(), "rows keep their own look")
    }

    @Test func aLongFooterWrapsToTheWidthAndStaysDim() {
        let harness = ViewHarness(width: 20, height: 5) {
            Form {
                Section {
                    Text("Row")
                } footer: {
                    Text("Custom transitions reverse automatically.")
                }
            }
        }
        #expect(Array(harness.lines[0...3]) == ["Row", "Custom transitions", "reverse", "automatically."])
        #expect(harness.screen[x: 0, y: 2].style.dim)
    }

    @Test func focusMovesThroughEveryControlOfTheFormAndEnterRunsThem() {
        let harness = ViewHarness(width: 40, height: 10) { SettingsForm() }
        harness.press(.down, .enter)  // the picker's second choice
        #expect(harness.lines[3] == "▸ ◉ chocolate")
        harness.press(.down, .enter)  // the toggle
        #expect(harness.lines[4] == "▸ [x] Notify")
        harness.press(.down)  // the text field
        harness.type("Ann")
        harness.press(.down)  // the button
        #expect(harness.lines[8] == "▸ Save")
        harness.press(.enter, .enter)
        #expect(harness.lines[9] == "Saved 2 times as Ann, chocolate.")
        harness.press(.up, .up)
        #expect(harness.lines[4] == "▸ [x] Notify", "Up goes back across the sections")
    }

    @Test func everySpellingOfASectionDraws() {
        let harness = ViewHarness(width: 30, height: 14) {
            Form {
                Section {
                    Text("plain")
                }
                Section {
                    Text("with header")
                } header: {
                    Text("H1")
                }
                Section {
                    Text("with footer")
                } footer: {
                    Text("F1")
                }
                Section(header: Text("H2"), footer: Text("F2")) {
                    Text("with both")
                }
                Section(header: Text("H3")) {
                    Text("header value")
                }
                Section(footer: Text("F3")) {
                    Text("footer value")
                }
            }
        }
        #expect(
            harness.lines == [
                "plain", "", "H1", "with header", "", "with footer", "F1", "", "H2", "with both", "F2", "",
                "H3", "header value",
            ])
    }

    @Test func rowsOutsideSectionsAreSetApartFromTheSectionsAroundThem() {
        let harness = ViewHarness(width: 30, height: 6) {
            Form {
                Text("loose")
                Section("S") {
                    Text("in")
                }
                Text("after")
                Text("after too")
            }
        }
        #expect(harness.lines == ["loose", "", "S", "in", "", "after"])
    }

    @Test func sectionsFromAForEachAreSetApartToo() {
        let harness = ViewHarness(width: 30, height: 5) {
            Form {
                ForEach(["A", "B"], id: \.self) { title in
                    Section(title) {
                        Text("row \(title)")
                    }
                }
            }
        }
        #expect(harness.lines == ["A", "row A", "", "B", "row B"])
    }

    @Test func aListSetsItsSectionsApartAsAFormDoes() {
        let harness = ViewHarness(width: 30, height: 8) {
            List {
                Section("Fruit") {
                    Text("Apple")
                    Text("Pear")
                }
                Section("Nuts") {
                    Text("Almond")
                }
            }
        }
        #expect(Array(harness.lines[0...5]) == ["Fruit", "Apple", "Pear", "", "Nuts", "Almond"])
        #expect(harness.screen[x: 0, y: 4].style.bold, "a header is bold in a list too")
    }
}
