import NavPilotTUI

/// The demo screen: a bordered box with the terminal size, the last key and a line of wide characters.
@MainActor
final class TerminalDemo: TerminalApplication {
    private var lastKey = "none"

    var cursor: Point? { nil }

    func handle(_ event: InputEvent) -> EventDisposition {
        switch event {
        case .key(let press) where press == KeyPress(.character("q")):
            return .quit
        case .key(let press):
            lastKey = press.description
        case .paste(let text):
            lastKey = "paste of \(text.count) characters"
        case .mouse(let mouse):
            lastKey = "mouse \(mouse.kind) at \(mouse.position.x),\(mouse.position.y)"
        case .resize:
            break
        }
        return .continue
    }

    func render(into buffer: inout CellBuffer) {
        let size = buffer.size
        let box = Rect(x: 0, y: 0, width: size.width, height: size.height)
        guard box.width >= 2, box.height >= 2 else { return }
        drawBorder(box, in: &buffer)
        let inside = box.inset(by: 1)
        let lines = [
            "NavPilot terminal demo",
            "Size: \(size.width)x\(size.height)",
            "Last key: \(lastKey)",
            "漢字 🙂 ok",
            "Press q to quit.",
        ]
        for (row, line) in lines.enumerated() {
            buffer.write(line, at: Point(x: inside.x + 1, y: inside.y + row), clip: inside)
        }
        buffer.setStyle(Style(bold: true), in: Rect(x: inside.x, y: inside.y, width: inside.width, height: 1))
    }

    private func drawBorder(_ box: Rect, in buffer: inout CellBuffer) {
        let horizontal = String(repeating: "─", count: box.width - 2)
        buffer.write("┌" + horizontal + "┐", at: box.origin)
        buffer.write("└" + horizontal + "┘", at: Point(x: box.x, y: box.maxY - 1))
        for y in (box.y + 1)..<(box.maxY - 1) {
            buffer.write("│", at: Point(x: box.x, y: y))
            buffer.write("│", at: Point(x: box.maxX - 1, y: y))
        }
    }
}
