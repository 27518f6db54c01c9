import NavPilot
import NavPilotTUI
import Testing

@MainActor
@Suite("Label and Image")
struct LabelAndImageTests {
    @Test(arguments: [
        ("folder", "▣"), ("doc", "□"), ("doc.text", "≣"), ("star", "☆"), ("star.fill", "★"), ("gear", "⚙"),
        ("trash", "⊠"), ("person", "☺"), ("exclamationmark.triangle", "⚠"), ("checkmark", "✓"),
    ])
    func commonSymbolsDrawAsGlyphs(name: String, glyph: String) {
        let harness = ViewHarness(width: 20, height: 1) { Label("Item", systemImage: name) }
        #expect(harness.lines[0] == glyph + " Item")
        #expect(displayWidth(of: glyph) == 1, "one column, so rows of labels line up")
    }

    @Test func anUnknownSymbolDrawsNoIconAndTakesNoRoom() {
        let harness = ViewHarness(width: 20, height: 2) {
            Label("Plain", systemImage: "no.such.symbol")
            Image(systemName: "no.such.symbol")
        }
        #expect(harness.lines == ["Plain", ""])
    }

    @Test func anImageDrawsItsGlyphAlone() {
        let harness = ViewHarness(width: 20, height: 1) {
            HStack {
                Image(systemName: "checkmark")
                Text("Saved")
            }
        }
        #expect(harness.lines[0] == "✓ Saved")
    }

    @Test func aLabelCanBeBuiltFromViews() {
        let harness = ViewHarness(width: 20, height: 1) {
            Label {
                Text("Score").bold()
            } icon: {
                Text("#")
            }
        }
        #expect(harness.lines[0] == "# Score")
        #expect(harness.screen[x: 2, y: 0].style.bold)
        #expect(!harness.screen[x: 0, y: 0].style.bold)
    }
}
