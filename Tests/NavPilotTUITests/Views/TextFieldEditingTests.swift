import NavPilotTUI
import Testing

/// The text a field edits, held outside the view so tests can read it and change it from elsewhere.
@MainActor
private final class FieldModel {
    var text = ""
}

private struct FieldScreen: View {
    let model: FieldModel

    var body: some View {
        VStack {
            TextField("To:", text: Binding(get: { model.text }, set: { model.text = $0 }))
        }
    }
}

/// Editing huge texts: the cursor is a position in the text's UTF-8, never a count of characters from
/// the start, and a frame shows a window around it.
@MainActor
@Suite("Text field editing")
struct TextFieldEditingTests {
    private let million = String(repeating: "abcdefghij", count: 100_000)

    @Test func editingBothEndsOfAMillionCharacterTextGivesTheRightTextAndCursor() throws {
        let model = FieldModel()
        let harness = ViewHarness(width: 40, height: 3) { FieldScreen(model: model) }
        harness.root.handle(.paste(million))
        harness.type("X")
        let row = try #require(harness.row(containing: "To:"))
        #expect(harness.lines[row].hasSuffix("ghijX"), "the end of the text shows, up to the cursor")
        #expect(harness.root.cursor == Point(x: 39, y: row))
        harness.press(.home)
        harness.type("Y")
        harness.press(.right, .delete)
        #expect(harness.lines[row].hasPrefix("▸ To: Yacdefghij"))
        #expect(harness.root.cursor == Point(x: 8, y: row), "after 'Ya'")
        harness.press(.end, .backspace, .left)
        harness.type("Z")
        #expect(model.text.count == 1_000_001)
        #expect(model.text.hasPrefix("Yacdefghijabc"))
        #expect(model.text.hasSuffix("hiZj"))
    }

    @Test func altBackspaceAndAltDEraseAWordAsReadlineDoesNotACharacter() {
        let model = FieldModel()
        let harness = ViewHarness(width: 60, height: 3) { FieldScreen(model: model) }
        harness.root.handle(.paste("send to new-world now"))
        harness.press(.backspace, modifiers: .alt)
        #expect(model.text == "send to new-world ", "the word before the cursor")
        harness.press(.backspace, modifiers: .alt)
        #expect(model.text == "send to new-", "the spaces, then the word: punctuation ends it")
        harness.press(.backspace, modifiers: .control)
        #expect(model.text == "send to ", "Ctrl+Backspace as Alt+Backspace")
        harness.press(.home)
        harness.root.handle(.key(KeyPress(.character("d"), .alt)))
        #expect(model.text == " to ", "Alt+D: the word after the cursor")
        harness.press(.delete, modifiers: .control)
        #expect(model.text == " ", "Ctrl+Delete as Alt+D")
        harness.press(.backspace, modifiers: .alt)
        #expect(model.text == " ", "nothing before the cursor: nothing erased")
    }

    @Test func combiningClustersMoveAndEraseWhole() throws {
        let model = FieldModel()
        let harness = ViewHarness(width: 40, height: 3) { FieldScreen(model: model) }
        harness.root.handle(.paste(String(repeating: "e\u{301}", count: 100_000)))
        harness.press(.left, .left)
        harness.type("x")
        #expect(model.text.hasSuffix("xe\u{301}e\u{301}"))
        harness.press(.backspace, .delete)
        #expect(model.text.count == 99_999)
        #expect(model.text.unicodeScalars.count == 199_998, "a whole cluster was erased, not half of one")
    }

    @Test func aLetterTypedBeforeACombiningMarkPutsTheCursorAfterTheJoinedCharacter() {
        let model = FieldModel()
        model.text = "\u{301}bc"
        let harness = ViewHarness(width: 40, height: 3) { FieldScreen(model: model) }
        harness.press(.home)
        harness.type("e")
        harness.type("!")
        #expect(model.text == "e\u{301}!bc")
    }

    @Test func theCursorStaysInsideATextChangedElsewhere() {
        let model = FieldModel()
        let harness = ViewHarness(width: 40, height: 3) { FieldScreen(model: model) }
        harness.root.handle(.paste(million))
        model.text = "short"
        harness.render()
        harness.type("!")
        #expect(model.text == "short!")
    }

    @Test func aValueTheAppSetsPutsTheCursorAtItsEndAsIfTyped() {
        // A deep link's URL filled in by code: what the user types next goes after it.
        let model = FieldModel()
        let harness = ViewHarness(width: 40, height: 3) { FieldScreen(model: model) }
        model.text = "navpilot://stack?r=home"
        harness.render()
        harness.type("&x")
        #expect(model.text == "navpilot://stack?r=home&x")
        // The user's own moves still count: Home, then typing, goes at the start.
        harness.root.handle(.key(KeyPress(.home)))
        harness.type(">")
        #expect(model.text == ">navpilot://stack?r=home&x")
    }
}
