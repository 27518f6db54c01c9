import NavPilot
import NavPilotTUI

/// Renders a view tree headlessly and feeds it keys, the way a pane of the app would.
@MainActor
final class ViewHarness {
    let root: ViewRoot
    let size: Size
    let log = MemoryLogSink()
    private(set) var screen: CellBuffer

    init(width: Int = 60, height: Int = 20, @ViewBuilder _ content: @escaping @MainActor () -> some View) {
        root = ViewRoot(root: content)
        root.log = log
        size = Size(width: width, height: height)
        screen = CellBuffer(size: size)
        render()
    }

    @discardableResult
    func render() -> CellBuffer {
        screen = CellBuffer(size: size)
        root.render(into: &screen, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        root.frameDidRender()
        return screen
    }

    /// Presses keys, rendering after each as the event loop would.
    @discardableResult
    func press(_ keys: Key..., modifiers: Modifiers = []) -> Bool {
        var handled = true
        for key in keys {
            handled = root.handle(.key(KeyPress(key, modifiers))) && handled
            render()
        }
        return handled
    }

    func type(_ text: String) {
        for character in text {
            root.handle(.key(KeyPress(.character(character))))
        }
        render()
    }

    var text: String { screen.text }
    var lines: [String] { screen.lines }

    /// The row holding `text`, if any.
    func row(containing text: String) -> Int? {
        lines.firstIndex { $0.contains(text) }
    }
}
