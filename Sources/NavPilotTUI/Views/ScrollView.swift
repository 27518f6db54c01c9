/// A scrolling region for long text, as in SwiftUI: `ScrollView { Text(article) }`.
///
/// The text wraps to the view's width and shows as many rows as the view gets: up to
/// `ScrollView.defaultRows` rows, and the rows its vertical stack has left over when the text is
/// longer than that. The view is one control in Up/Down focus; while it has the focus, Up and Down
/// (and j/k) scroll a row, PageUp and PageDown a page, Home and End to either end, and a key that
/// cannot scroll further moves the focus on as usual. `↑ N more` and `↓ N more` show the rows out
/// of sight. The position is kept per screen, like `@State`, so it survives frames and going back.
///
/// Content with controls in it (buttons, fields) is laid out in place instead: the pane already
/// scrolls to keep the focused control in sight. Only text content becomes a scrolling region; its
/// text keeps its words and lines, not its colours.
public struct ScrollView: View, PrimitiveView {
    let showsIndicators: Bool
    let content: ViewGroup

    /// Rows a scroll view takes when its stack has no rows left over for it.
    public static let defaultRows = 10

    /// A scroll view of `content`; `showsIndicators` false hides the `↑ N more` and `↓ N more` marks.
    /// It scrolls vertically whatever `axes` says: text wraps to the width, so nothing is out of
    /// sight sideways (the parameter is there so `ScrollView(.vertical) { … }` ports unchanged).
    public init(_ axes: ScrollAxes = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> ViewGroup) {
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// A scroll view is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let controlsBefore = context.focusTargetCount
        let node = context.withChildPath(0) { context.resolve(content) }
        if context.focusTargetCount > controlsBefore {
            return node
        }
        let scroller = TextScroller(text: Self.text(of: node), showsIndicators: showsIndicators)
        return context.withChildPath(1) { context.resolve(scroller) }
    }

    /// The text of a resolved subtree: the views of a vertical stack on lines of their own, those of
    /// a horizontal stack side by side.
    static func text(of node: Node) -> String {
        switch node {
        case .stack(.vertical, let children, let spacing, _):
            let separator = "\n" + String(repeating: "\n", count: spacing)
            return children.map(text(of:)).filter { !$0.isEmpty }.joined(separator: separator)
        case .group(let children):
            return children.map(text(of:)).filter { !$0.isEmpty }.joined(separator: "\n")
        case .styled(let inner, _, _), .padded(let inner, _): return text(of: inner)
        default: return node.plainText
        }
    }
}

/// The directions a `ScrollView` is asked to scroll in, as SwiftUI's `Axis.Set`.
public struct ScrollAxes: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// A set with the bits of `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Sideways.
    public static let horizontal = ScrollAxes(rawValue: 1)
    /// Up and down.
    public static let vertical = ScrollAxes(rawValue: 2)
}

/// A scroll view's text as drawn and focused: a `Widget` whose position survives frames in a `@State`.
struct TextScroller: Widget {
    let text: String
    let showsIndicators: Bool
    /// The first row shown (clamped when drawn: the text or the view may have shrunk).
    @State private var offset: Int

    init(text: String, showsIndicators: Bool) {
        self.text = text
        self.showsIndicators = showsIndicators
        _offset = State(initialValue: 0)
    }

    /// Columns before the text: a bar that shows the region and whether it has the focus.
    private static let gutter = 2

    private func lines(forWidth width: Int) -> [String] {
        wrap(text, width: max(1, width - Self.gutter))
    }

    /// The text's rows, up to `ScrollView.defaultRows`.
    func height(forWidth width: Int) -> Int {
        min(max(1, lines(forWidth: width).count), ScrollView.defaultRows)
    }

    /// Text longer than the default rows takes what its stack has left over.
    func growsVertically(atWidth width: Int) -> Bool {
        lines(forWidth: width).count > ScrollView.defaultRows
    }

    /// The widest line and the gutter.
    var idealWidth: Int {
        var widest = 0
        forEachParagraph(of: text) { widest = max(widest, displayWidth(ofSlice: $0)) }
        return widest + Self.gutter
    }

    /// A scroll view takes part in Up/Down focus.
    var isFocusable: Bool { true }

    /// The text, whole: narration reads what the pane would make you scroll to.
    var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .scrollingText, label: text)
    }

    func draw(in canvas: inout WidgetCanvas) {
        let lines = lines(forWidth: canvas.size.width)
        // Cut off at the bottom (a pane without a scrolling host): scroll within the rows shown.
        let height = canvas.visibleHeight
        let top = min(max(0, offset), max(0, lines.count - height))
        let bar = canvas.isFocused ? "┃" : "│"
        let barStyle = canvas.isFocused ? canvas.theme.accent : canvas.theme.dim
        for row in 0..<height {
            canvas.write(bar, at: Point(x: 0, y: row), style: barStyle)
            if top + row < lines.count {
                canvas.write(lines[top + row], at: Point(x: Self.gutter, y: row))
            }
        }
        guard showsIndicators else { return }
        let below = lines.count - top - height
        if top > 0 {
            indicate(" ↑ \(top) more", row: 0, in: &canvas)
        }
        if below > 0 {
            indicate(" ↓ \(below) more", row: height - 1, in: &canvas)
        }
    }

    /// `text` at the right end of `row`, over the text there.
    private func indicate(_ text: String, row: Int, in canvas: inout WidgetCanvas) {
        let x = max(Self.gutter, canvas.size.width - displayWidth(of: text))
        canvas.fill(Rect(x: x, y: row, width: canvas.size.width - x, height: 1), style: .plain)
        canvas.write(text, at: Point(x: x, y: row), style: canvas.theme.dim)
    }

    var keyBindingsTitle: String { "Scrolling text" }

    /// Up/Down (j/k) a row, PageUp/PageDown a page of the rows shown, Home/End to the ends; a key
    /// that cannot move the text that way goes on, so the pane moves the focus instead.
    func keyBindings(size: Size) -> [KeyBinding] {
        [
            KeyBinding(
                [.key(.up), "k", .key(.down), "j", .key(.pageUp), .key(.pageDown), .key(.home), .key(.end)],
                label: "↑ ↓ PgUp PgDn Home End", description: "scroll the text"
            ) { press in scroll(for: press.key, size: size) }
        ]
    }

    private func scroll(for key: Key, size: Size) -> Bool {
        guard size.height > 0 else { return false }
        let maximum = max(0, lines(forWidth: size.width).count - size.height)
        let current = min(max(0, offset), maximum)
        let page = max(1, size.height - 1)
        let target: Int
        switch key {
        case .up, .character("k"): target = current - 1
        case .down, .character("j"): target = current + 1
        case .pageUp: target = current - page
        case .pageDown: target = current + page
        case .home: target = 0
        case .end: target = maximum
        default: return false
        }
        let clamped = min(max(0, target), maximum)
        guard clamped != current else { return false }
        offset = clamped
        return true
    }
}
