import NavPilot
import Testing

@testable import NavPilotTUI

/// A screen with state and a list long enough to scroll.
private struct LongScreen: View {
    @State private var visits = 0

    var body: some View {
        VStack {
            Text("Visits \(visits)")
            ForEach(0..<30, id: \.self) { row in
                Button("Row \(row)") { visits += 1 }
            }
        }
        .navigationTitle("Long")
    }
}

@MainActor
@Suite("Drawing writes no state: the same state draws the same frame and leaves the store as it was")
struct DrawingWritesNoStateTests {
    private func draw(_ root: ViewRoot, size: Size, anew: Bool = false) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        if anew {
            root.renderAnew(into: &buffer, in: buffer.bounds)
        } else {
            root.render(into: &buffer, in: buffer.bounds)
        }
        return buffer
    }

    private func makeRoot(_ pilot: NavPilot<FeedRoute>) -> ViewRoot {
        ViewRoot(root: {
            NavPilotHost(pilot, showsStackInspector: true) { route in
                switch route {
                case .feed: FeedScreen()
                case .post, .authorProfile: LongScreen()
                }
            }
        })
    }

    /// A frame as the event loop shows one: drawn, then out.
    private func show(_ root: ViewRoot, size: Size) {
        _ = draw(root, size: size)
        root.frameDidRender()
    }

    @Test func aScrolledFocusAndAnInspectorPastItsWindowAreDrawnWithoutWritingTheStore() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        let root = makeRoot(pilot)
        let size = Size(width: 40, height: 14)
        for id in 1...6 { pilot.push(.post(id: id, title: "Post \(id)")) }
        show(root, size: size)
        for _ in 0..<3 {
            root.handle(InputEvent.key(KeyPress(.down)))
            show(root, size: size)
        }
        // The last input before the frame: the focus to the end of the list (the screen scrolls
        // to it) and the inspector scrolled past the oldest entry it can show.
        root.handle(InputEvent.key(KeyPress(.end)))
        root.store.inspectorScroll[ObjectIdentifier(pilot)] = 99

        let before = root.store.contentsDescription
        let first = draw(root, size: size)
        #expect(root.store.contentsDescription == before, "drawing the new state wrote nothing")
        let second = draw(root, size: size, anew: true)
        #expect(root.store.contentsDescription == before, "nor did drawing it again")
        #expect(first.lines == second.lines, "the same state drew the same frame")
        #expect(first.text.contains("Row 29"), "the frame shows where the focus went: the end of the list")
        #expect(first.text.contains("0: feed"), "and the inspector's oldest window")

        root.frameDidRender()
        let settled = root.store.contentsDescription
        #expect(settled != before, "what the frame settled on (the inspector's window) is kept once it is out")
        #expect(draw(root, size: size).lines == first.lines, "and draws the same frame again")
        #expect(root.store.contentsDescription == settled)
    }

    @Test func aPushedScreensFirstFrameKeepsItsTitleAndFocusForAfterTheFrame() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        let root = makeRoot(pilot)
        let size = Size(width: 40, height: 14)
        show(root, size: size)
        root.handle(InputEvent.key(KeyPress(.enter)))
        let before = root.store.contentsDescription
        let first = draw(root, size: size)
        let second = draw(root, size: size, anew: true)
        #expect(first.lines == second.lines)
        #expect(first.text.contains("Swift Tips"))
        // The new screen's `@State` gets its storage when first drawn, at its initial value: the
        // one thing a first frame adds. No title, focus or scroll is written while drawing.
        let added = Set(root.store.contentsDescription.split(separator: "\n")).subtracting(
            before.split(separator: "\n"))
        #expect(added.allSatisfy { $0.hasPrefix("state ") && $0.hasSuffix("_visits = 0") }, "added: \(added)")
        root.frameDidRender()
        #expect(
            root.store.contentsDescription.contains("title \(pilot.entryIDs[1].rawValue) = Long"),
            "the title is kept once the frame is out")
    }
}
