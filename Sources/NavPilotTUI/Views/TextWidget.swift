/// What `Text` (and a problem shown in place of a view) resolves to: wrapped lines at word
/// boundaries, each placed by the text's alignment, as wide as its widest paragraph.
struct TextWidget: Widget, PlainTextWidget {
    let text: String
    var alignment: LineAlignment = .start
    /// A problem (a missing `@EnvironmentObject`) is drawn in the theme's warning style.
    var isProblem = false

    var plainText: String { text }

    var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: isProblem ? .problem : .text, label: text)
    }

    /// At least one row, an empty text too (a gap between sections).
    func height(forWidth width: Int) -> Int {
        max(1, wrap(text, width: width).count)
    }

    var idealWidth: Int {
        var widest = 0
        forEachParagraph(of: text) { widest = max(widest, displayWidth(ofSlice: $0)) }
        return widest
    }

    var fillsWidth: Bool { false }

    func draw(in canvas: inout WidgetCanvas) {
        let style = isProblem ? canvas.theme.warning : nil
        for (row, line) in wrap(text, width: canvas.size.width).prefix(canvas.size.height).enumerated() {
            // Measured only when aligned: most text is leading, and this runs for every line drawn.
            let x = alignment == .start ? 0 : alignment.offset(of: displayWidth(of: line), in: canvas.size.width)
            canvas.write(line, at: Point(x: x, y: row), style: style)
        }
    }
}

/// A built-in widget whose text a button label built from views or a scroll view reads.
@MainActor
protocol PlainTextWidget {
    var plainText: String { get }
}

extension Node {
    /// A run of text, wrapped to the width it is given.
    static func text(_ text: String, alignment: LineAlignment = .start) -> Node {
        .widget(WidgetNode(widget: TextWidget(text: text, alignment: alignment), focusIndex: nil))
    }

    /// A problem shown in place of a view (a missing `@EnvironmentObject`), in the warning style.
    static func message(_ text: String) -> Node {
        .widget(WidgetNode(widget: TextWidget(text: text, isProblem: true), focusIndex: nil))
    }
}
