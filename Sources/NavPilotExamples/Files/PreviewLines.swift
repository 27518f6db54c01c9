import NavPilotTUI

/// A file's lines as written: indentation kept, tabs expanded to the next multiple of
/// `FilePreviewText.tabWidth`, never re-flowed; a line longer than the pane is cut, its last cell
/// showing `›`, as `less -S` shows it. Text views wrap at words and trim leading spaces, which would
/// take code and indented text out of shape.
struct PreviewLines: Widget {
    /// The lines, tabs already expanded and control characters escaped (`FilePreviewText.lines`).
    let lines: [String]

    func height(forWidth width: Int) -> Int { max(1, lines.count) }

    var idealWidth: Int { lines.map { displayWidth(of: $0) }.max() ?? 1 }

    func draw(in canvas: inout WidgetCanvas) {
        let width = canvas.size.width
        guard width > 0 else { return }
        for (row, line) in lines.enumerated() where row < canvas.size.height {
            if displayWidth(of: line) <= width {
                canvas.write(line, at: Point(x: 0, y: row))
            } else {
                canvas.write(truncate(line, toWidth: width - 1, ellipsis: false), at: Point(x: 0, y: row))
                canvas.write("›", at: Point(x: width - 1, y: row), style: canvas.theme.dim)
            }
        }
    }

    var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .text, label: lines.joined(separator: "\n"))
    }
}
