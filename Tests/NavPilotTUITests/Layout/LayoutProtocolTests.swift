import NavPilot
import NavPilotTUI
import Testing

@MainActor
@Suite("Layout: containers of your own, and the container deciding the axis")
struct LayoutProtocolTests {
    @Test func anHStackPutsTheViewsOfAForEachOnOneRow() {
        let harness = ViewHarness(width: 20, height: 3) {
            HStack { ForEach(0..<3, id: \.self) { i in Text("x\(i)") } }
        }
        #expect(harness.lines[0] == "x0 x1 x2")
        #expect(harness.lines[1].isEmpty)
    }

    @Test func anHStackPutsTheViewsOfAGroupOnOneRow() {
        let harness = ViewHarness(width: 20, height: 3) {
            HStack {
                Text("a")
                Group {
                    Text("b")
                    Text("c")
                }
            }
        }
        #expect(harness.lines[0] == "a b c")
    }

    @Test func aVStackSpacesOutTheViewsOfAForEachLikeItsOwnChildren() {
        let harness = ViewHarness(width: 20, height: 5) {
            VStack(spacing: 16) { ForEach(0..<3, id: \.self) { i in Text("row \(i)") } }
        }
        #expect(harness.lines.prefix(5) == ["row 0", "", "row 1", "", "row 2"])
    }

    @Test func aUsersFlowLayoutWrapsItsTagsToTheWidth() {
        let tags = ["swift", "terminal", "router", "ncurses", "tui"]
        let harness = ViewHarness(width: 16, height: 4) {
            VStack {
                Flow { ForEach(tags, id: \.self) { Text($0) } }
                Text("after")
            }
        }
        #expect(harness.lines.prefix(4) == ["swift terminal", "router ncurses", "tui", "after"])
    }

    @Test func focusMovesThroughAFlowLayoutsButtonsInTheOrderWritten() {
        var pressed: [String] = []
        let harness = ViewHarness(width: 14, height: 3) {
            Flow {
                Button("one") { pressed.append("one") }
                Button("two") { pressed.append("two") }
                Button("three") { pressed.append("three") }
            }
        }
        harness.press(.down, .down, .enter)
        #expect(pressed == ["three"])
        #expect(harness.lines[1].contains("three"), "the third button wrapped to the second row")
    }

    @Test func aZStackLayersItsViewsAlignedAndLaterOnesDrawOnTop() {
        let harness = ViewHarness(width: 10, height: 3) {
            ZStack(alignment: .bottomTrailing) {
                VStack {
                    Text("aaaaaaaa")
                    Text("bbbbbbbb")
                    Text("cccccccc")
                }
                Text("XY")
            }
        }
        #expect(harness.lines.prefix(3) == ["aaaaaaaa", "bbbbbbbb", "ccccccXY"])
    }

    @Test func anOverlayDrawsOverTheViewAndKeepsItsSize() {
        let harness = ViewHarness(width: 12, height: 3) {
            VStack {
                Text("under here").overlay(alignment: .trailing) { Text("!") }
                Text("next")
            }
        }
        #expect(harness.lines.prefix(2) == ["under her!", "next"], "aligned in the view's ten columns, not the row's")
    }

    @Test func aBackgroundDrawsUnderTheViewAndKeepsItsSize() {
        let harness = ViewHarness(width: 12, height: 3) {
            VStack {
                Text("ab").background(alignment: .leading) { Text("-----") }
                Text("next")
            }
        }
        // The background is offered the view's two columns: it is cut to them and drawn first.
        #expect(harness.lines.prefix(2) == ["ab", "next"])
        #expect(harness.screen[x: 0, y: 0].character == "a")
    }

    @Test func aLayerThatShowsNothingLeavesTheViewAsItWas() {
        let show = false
        let harness = ViewHarness(width: 12, height: 2) {
            VStack {
                Text("kept").background {
                    if show { Text("under") }
                }
                Text("also").overlay { EmptyView() }
            }
        }
        #expect(harness.lines.prefix(2) == ["kept", "also"])
    }

    @Test func theStackLayoutsDrawExactlyAsTheStacksTheyAre() {
        func screen(_ content: @escaping @MainActor () -> some View) -> [String] {
            ViewHarness(width: 30, height: 8, content).lines
        }
        let vertical = screen {
            VStack(alignment: .center, spacing: 16) {
                Text("title")
                Button("Open") {}
                TextField("Name", text: .constant("x"))
                Spacer()
                Text("end")
            }
        }
        let verticalLayout = screen {
            VStackLayout(alignment: .center, spacing: 16) {
                Text("title")
                Button("Open") {}
                TextField("Name", text: .constant("x"))
                Spacer()
                Text("end")
            }
        }
        #expect(verticalLayout == vertical)
        let horizontal = screen {
            HStack(alignment: .center, spacing: 16) {
                Text("a\nb\nc")
                Text("mid")
                Spacer()
                Button("Go") {}
            }
        }
        let horizontalLayout = screen {
            HStackLayout(alignment: .center, spacing: 16) {
                Text("a\nb\nc")
                Text("mid")
                Spacer()
                Button("Go") {}
            }
        }
        #expect(horizontalLayout == horizontal)
        #expect(horizontal[1].hasPrefix("b  mid"), "the stacks under test align and space their children")
    }

    @Test func anAnyLayoutChangesItsAxisAndTheChildrenKeepTheirState() {
        final class Model {
            var wide = true
        }
        let model = Model()
        let harness = ViewHarness(width: 30, height: 4) {
            let layout = model.wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            layout {
                Text("Count")
                CountingButton()
            }
        }
        harness.press(.enter, .enter)
        #expect(harness.lines[0] == "Count ▸ Tapped 2")
        model.wide = false
        harness.render()
        #expect(harness.lines.prefix(2) == ["Count", "▸ Tapped 2"], "one below the other, the count kept")
    }
}

/// A button that counts its taps in `@State`.
private struct CountingButton: View {
    @State private var taps = 0

    var body: some View {
        Button("Tapped \(taps)") { taps += 1 }
    }
}
