import NavPilot
import NavPilotTUI
import Testing

/// A widget that fills whatever it is offered with one character: the kind of layer an app puts
/// under or over a view (a shade, a stripe).
struct Shade: Widget {
    let character: Character

    var fillsWidth: Bool { true }
    var fillsHeight: Bool { true }

    func draw(in canvas: inout WidgetCanvas) {
        canvas.fill(Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height), with: character)
    }
}

@MainActor
@Suite("Borders and layers: a box round a view, and a layer that never changes the size of what it decorates")
struct BorderTests {
    @Test func aBorderBoxesItsViewWithTheTitleInTheTopEdge() {
        let harness = ViewHarness(width: 20, height: 6) {
            VStack(alignment: .leading) {
                VStack(alignment: .leading) {
                    Text("Disk 82%")
                    Text("Backups")
                }
                .border(title: "Status")
                Text("after")
            }
        }
        #expect(
            Array(harness.lines.prefix(5)) == [
                "┌Status──┐",
                "│Disk 82%│",
                "│Backups │",
                "└────────┘",
                "after",
            ], "the box is as large as its content plus one cell each side, and what follows comes next")
    }

    @Test func aBorderIsDrawnInTheThemesRoleItNames() {
        var theme = Theme.standard
        theme.focusedBorder = Style(foreground: .magenta)
        theme.border = Style(foreground: .green)
        let harness = ViewHarness(width: 12, height: 4) {
            Text("x").border(\.focusedBorder)
        }
        harness.root.theme = theme
        harness.render()
        #expect(harness.screen[x: 0, y: 0].style.foreground == .magenta)
        #expect(harness.screen[x: 1, y: 1].character == "x")
        #expect(harness.screen[x: 1, y: 1].style.foreground != .magenta, "the content keeps its own style")
    }

    @Test func aTitleWiderThanTheBoxIsCutInsideTheCorners() {
        let harness = ViewHarness(width: 8, height: 3) {
            Text("abc").border(title: "A very long title")
        }
        #expect(harness.lines[0].hasPrefix("┌") && harness.lines[0].hasSuffix("┐"))
        #expect(harness.lines[1] == "│abc│")
    }

    @Test func aLayerThatFillsWhatItIsOfferedLeavesItsViewItsOwnSize() {
        let harness = ViewHarness(width: 12, height: 4) {
            VStack(alignment: .leading) {
                HStack(spacing: 0) {
                    Text("ab").background { Shade(character: ".") }
                    Text("cd")
                }
                Text("ef").overlay { Shade(character: "#") }
                Text("next")
            }
        }
        // A filling layer that made its view fill the stack would push "next" to the bottom row.
        #expect(Array(harness.lines.prefix(3)) == ["abcd", "##", "next"])
    }

    @Test func aCanvasFillsARectangleWithOneCharacterClippedToTheWidget() {
        let harness = ViewHarness(width: 6, height: 3) {
            Shade(character: "░")
        }
        #expect(harness.lines.prefix(3).allSatisfy { $0 == "░░░░░░" })
    }
}
