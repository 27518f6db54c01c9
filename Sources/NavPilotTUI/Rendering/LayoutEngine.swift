import NavPilot

/// Sizes nodes and records their drawing for one frame.
///
/// Layout reads the pane's state and writes none: what it wants remembered (each screen's scroll
/// position) is collected in `scrollOffsets` and stored by `ViewRoot` after the pass.
///
/// Layout is top-down: each node gets a rectangle. Vertical stacks give children their natural
/// height and share what is left among spacers (and hosts, and scroll views longer than they show);
/// horizontal stacks give children their natural width, share the rest among spacers, and squeeze the
/// last children when space runs out.
@MainActor
struct LayoutEngine {
    /// The focused control of the pane, if any.
    let focused: Int?
    /// Whether the pane has the keyboard: its selection is a full-row highlight, else dimmed.
    let isActive: Bool
    let store: ViewStateStore
    let theme: Theme

    private(set) var ops: [DrawOp] = []
    /// Where each control ended up (for mouse clicks and scrolling to the focused control).
    private(set) var controlFrames: [Int: Rect] = [:]
    /// The whole rectangle of each focusable widget, however much of it is clipped: a click's place
    /// in the widget is measured from its top-left cell.
    private(set) var widgetRects: [Int: Rect] = [:]
    /// Where each host's `‹ Back` button is.
    private(set) var backButtons: [(host: Int, rect: Rect)] = []
    /// The terminal cursor (inside the focused text field).
    private(set) var cursor: Point?
    /// Where the focus is: the selected control's marked cell or top-left corner.
    private(set) var focusPoint: Point?
    /// The scroll position each host's screen got in this layout, to be remembered for the next frame.
    private(set) var scrollOffsets: [StackEntryID: Int] = [:]
    /// Where each host shows its screen's content, outermost first (for the wheel and page keys).
    private(set) var viewports: [HostViewport] = []

    init(focused: Int?, isActive: Bool = true, store: ViewStateStore, theme: Theme) {
        self.focused = focused
        self.isActive = isActive
        self.store = store
        self.theme = theme
    }

    // MARK: Measuring

    /// Rows the node needs at `width`.
    func height(of node: Node, width: Int) -> Int {
        switch node {
        case .empty: 0
        case .stack(.vertical, let children, let spacing, _):
            children.reduce(0) { $0 + height(of: $1, width: width) } + spacing * max(0, children.count - 1)
        case .stack(.horizontal, let children, let spacing, _):
            zip(children, widths(of: children, spacing: spacing, in: width)).map { child, childWidth in
                if case .spacer = child { return 0 }
                return height(of: child, width: childWidth)
            }.max() ?? 0
        case .spacer(let minRows, _): minRows
        case .styled(let inner, _, _): height(of: inner, width: width)
        case .padded(let inner, let insets):
            height(of: inner, width: max(0, width - insets.horizontal)) + insets.vertical
        case .host: 3
        case .widget(let node): max(0, node.widget.height(forWidth: width))
        case .group(let children): height(of: .stack(.vertical, children, spacing: 0), width: width)
        case .layout(let node): height(of: node, width: width)
        }
    }

    /// Columns the node would like on one row.
    func naturalWidth(of node: Node) -> Int {
        switch node {
        case .empty: 0
        case .stack(.vertical, let children, _, _): children.map(naturalWidth).max() ?? 0
        case .stack(.horizontal, let children, let spacing, _):
            children.reduce(0) { $0 + naturalWidth(of: $1) } + spacing * max(0, children.count - 1)
        case .spacer(_, let minColumns): minColumns
        case .styled(let inner, _, _): naturalWidth(of: inner)
        case .padded(let inner, let insets): naturalWidth(of: inner) + insets.horizontal
        case .host: 20
        case .widget(let node): max(0, node.widget.idealWidth)
        case .group(let children): children.map(naturalWidth).max() ?? 0
        case .layout(let node): naturalWidth(of: node)
        }
    }

    /// Widths of the children of a horizontal stack inside `width`.
    private func widths(of children: [Node], spacing: Int, in width: Int) -> [Int] {
        let gaps = spacing * max(0, children.count - 1)
        var widths = children.map { child -> Int in
            if case .spacer(_, let minColumns) = child { return minColumns }
            return naturalWidth(of: child)
        }
        let flexible = children.indices.filter { if case .spacer = children[$0] { true } else { false } }
        var leftover = width - gaps - widths.reduce(0, +)
        if leftover > 0, !flexible.isEmpty {
            for (order, index) in flexible.enumerated() {
                let share = leftover / (flexible.count - order)
                widths[index] += share
                leftover -= share
            }
        }
        // Too wide: squeeze from the last child backwards, so leading labels stay readable.
        var excess = widths.reduce(0, +) + gaps - width
        for index in widths.indices.reversed() where excess > 0 {
            let cut = min(excess, widths[index])
            widths[index] -= cut
            excess -= cut
        }
        return widths
    }

    // MARK: Placing

    mutating func place(_ node: Node, in rect: Rect, style: Style, clip: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        switch node {
        case .empty, .spacer:
            break
        case .padded(let inner, let insets):
            place(inner, in: insets.inset(rect), style: style, clip: clip)
        case .styled(let inner, let patch, let fill):
            let patched = style.patched(with: patch)
            if fill {
                ops.append(.fill(rect.intersection(clip), style: patched))
            }
            place(inner, in: rect, style: patched, clip: clip)
        case .stack(.vertical, let children, let spacing, let alignment):
            placeVertical(children, spacing: spacing, alignment: alignment, in: rect, style: style, clip: clip)
        case .stack(.horizontal, let children, let spacing, let alignment):
            placeHorizontal(children, spacing: spacing, alignment: alignment, in: rect, style: style, clip: clip)
        case .host(let host):
            placeHost(host, in: rect, style: style, clip: clip)
        case .widget(let node):
            placeWidget(node, in: rect, style: style, clip: clip)
        case .group(let children):
            placeVertical(children, spacing: 0, alignment: .start, in: rect, style: style, clip: clip)
        case .layout(let node):
            placeLayout(node, in: rect, style: style, clip: clip)
        }
    }

    private mutating func placeWidget(_ node: WidgetNode, in rect: Rect, style: Style, clip: Rect) {
        var rect = rect
        if node.focusIndex != nil, !node.widget.fillsHeight {
            // A control gets the rows it asked for, not the whole row of a taller stack: a click
            // below it is not on it. (Asked in the order of cost: most controls get their rows.)
            let wanted = max(0, node.widget.height(forWidth: rect.width))
            if wanted < rect.height, !node.widget.growsVertically(atWidth: rect.width) {
                rect.height = wanted
            }
        }
        let isSelected = node.focusIndex != nil && node.focusIndex == focused
        let style = node.isDisabled ? style.patched(with: theme.dim) : style
        // The canvas draws onto the engine's operations, handed over and back (no copy).
        var canvas = WidgetCanvas(
            rect: rect, clip: clip, style: style, theme: theme, isFocused: isActive && isSelected,
            isSelected: isSelected)
        swap(&ops, &canvas.ops)
        node.widget.draw(in: &canvas)
        swap(&ops, &canvas.ops)
        if let point = canvas.cursor { cursor = point }
        if isSelected, let point = canvas.focusMark ?? (clip.contains(rect.origin) ? rect.origin : nil) {
            focusPoint = point
        }
        if let index = node.focusIndex {
            controlFrames[index] = rect.intersection(clip)
            widgetRects[index] = rect
        }
    }

    private mutating func placeVertical(
        _ children: [Node], spacing: Int, alignment: LineAlignment, in rect: Rect, style: Style, clip: Rect
    ) {
        let frames = verticalFrames(of: children, spacing: spacing, alignment: alignment, in: rect)
        for (child, frame) in zip(children, frames) {
            place(child, in: frame, style: style, clip: clip)
        }
    }

    private mutating func placeHorizontal(
        _ children: [Node], spacing: Int, alignment: LineAlignment, in rect: Rect, style: Style, clip: Rect
    ) {
        let frames = horizontalFrames(of: children, spacing: spacing, alignment: alignment, in: rect)
        for (child, frame) in zip(children, frames) {
            place(child, in: frame, style: style, clip: clip)
        }
    }

    /// Where each child of a vertical stack goes in `rect` (`VStack` and `VStackLayout`).
    func verticalFrames(of children: [Node], spacing: Int, alignment: LineAlignment, in rect: Rect) -> [Rect] {
        var heights = children.map { height(of: $0, width: rect.width) }
        let flexible = children.indices.filter {
            switch children[$0] {
            case .spacer, .host: true
            case .widget(let node):
                node.widget.fillsHeight || node.widget.growsVertically(atWidth: rect.width)
            case .layout: isHeightFlexible(children[$0], width: rect.width)
            default: false
            }
        }
        var leftover = rect.height - heights.reduce(0, +) - spacing * max(0, children.count - 1)
        if leftover > 0, !flexible.isEmpty {
            for (order, index) in flexible.enumerated() {
                let share = leftover / (flexible.count - order)
                heights[index] += share
                leftover -= share
            }
        }
        var frames: [Rect] = []
        frames.reserveCapacity(children.count)
        var y = rect.y
        for (child, height) in zip(children, heights) {
            var childRect = Rect(x: rect.x, y: y, width: rect.width, height: height)
            // Leading children keep the stack's whole width (a focused button's highlight spans the
            // row); others are as wide as they would like, so there is room to move them over.
            if alignment != .start, !isWidthFlexible(child) {
                let width = min(naturalWidth(of: child), rect.width)
                childRect.x += alignment.offset(of: width, in: rect.width)
                childRect.width = width
            }
            frames.append(childRect)
            y += height + spacing
        }
        return frames
    }

    /// Where each child of a horizontal stack goes in `rect` (`HStack` and `HStackLayout`).
    func horizontalFrames(of children: [Node], spacing: Int, alignment: LineAlignment, in rect: Rect) -> [Rect] {
        let widths = widths(of: children, spacing: spacing, in: rect.width)
        // At the top every child keeps the stack's full height, as a nested stack's spacer expects,
        // and nothing needs measuring. Otherwise children that grow fill the height under every
        // alignment, and the others are aligned against the tallest of them, not the rows the stack
        // was given: a stack at the top of a screen centres its children on each other.
        let heights: [Int?] =
            alignment == .start
            ? Array(repeating: nil, count: children.count)
            : zip(children, widths).map { child, width in
                isHeightFlexible(child, width: width) ? nil : height(of: child, width: width)
            }
        let band = min(rect.height, heights.map { $0 ?? 0 }.max() ?? 0)
        var frames: [Rect] = []
        frames.reserveCapacity(children.count)
        var x = rect.x
        for (width, childHeight) in zip(widths, heights) {
            var childRect = Rect(x: x, y: rect.y, width: width, height: rect.height)
            if let childHeight {
                let shown = min(childHeight, band)
                childRect.y += alignment.offset(of: shown, in: band)
                childRect.height = shown
            }
            frames.append(childRect)
            x += width + spacing
        }
        return frames
    }

    mutating func record(_ text: String, at origin: Point, style: Style, clip: Rect) {
        ops.append(.text(text, at: origin, style: style, clip: clip))
    }

    mutating func recordFill(_ rect: Rect, style: Style) {
        ops.append(.fill(rect, style: style))
    }

    /// Takes the drawing of an engine that laid out content at (0, 0), moved and clipped into `viewport`.
    mutating func merge(_ other: LayoutEngine, dx: Int, dy: Int, clip: Rect) {
        ops.append(contentsOf: other.ops.map { $0.moved(dx: dx, dy: dy, clip: clip) })
        for (index, frame) in other.controlFrames {
            let moved = Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height)
            if !moved.intersection(clip).isEmpty {
                controlFrames[index] = moved.intersection(clip)
            }
        }
        for (index, rect) in other.widgetRects {
            widgetRects[index] = Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
        }
        for (host, frame) in other.backButtons {
            let moved = Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height).intersection(
                clip)
            if !moved.isEmpty {
                backButtons.append((host, moved))
            }
        }
        if let point = other.cursor {
            let moved = Point(x: point.x + dx, y: point.y + dy)
            if clip.contains(moved) {
                cursor = moved
            }
        }
        if let point = other.focusPoint {
            let moved = Point(x: point.x + dx, y: point.y + dy)
            if clip.contains(moved) {
                focusPoint = moved
            }
        }
        scrollOffsets.merge(other.scrollOffsets) { _, nested in nested }
        for viewport in other.viewports {
            let moved = Rect(
                x: viewport.rect.x + dx, y: viewport.rect.y + dy, width: viewport.rect.width,
                height: viewport.rect.height
            ).intersection(clip)
            if !moved.isEmpty {
                viewports.append(
                    HostViewport(screen: viewport.screen, rect: moved, maximumScroll: viewport.maximumScroll))
            }
        }
    }

    mutating func addViewport(_ viewport: HostViewport) {
        viewports.append(viewport)
    }

    mutating func setScrollOffset(_ offset: Int, of screen: StackEntryID) {
        scrollOffsets[screen] = offset
    }

    mutating func addBackButton(host: Int, rect: Rect) {
        backButtons.append((host, rect))
    }
}

/// Where a host shows its screen's content in one frame, and how far that content can scroll.
struct HostViewport {
    let screen: StackEntryID
    let rect: Rect
    let maximumScroll: Int
}
