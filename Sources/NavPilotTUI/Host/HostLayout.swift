/// How a navigation host fills its rectangle: a title bar (with `‹ Back` when the stack is deeper than
/// the root), the top screen's content scrolled to keep the focused control visible, and the stack
/// inspector at the bottom when it is on.
extension LayoutEngine {
    static let backLabel = "‹ Back"
    /// The inspector's rows of entries under its header: a fixed height, so pushing and popping never
    /// moves the content above it.
    static let inspectorRows = 3

    mutating func placeHost(_ host: HostNode, in rect: Rect, style: Style, clip: Rect) {
        placeTitleBar(host, in: rect, style: style, clip: clip)

        let hasGap = rect.height > 6
        var contentTop = rect.y + (hasGap ? 2 : 1)
        var contentBottom = rect.maxY
        if let inspector = host.inspector, rect.height >= 8 {
            let height = 1 + Self.inspectorRows
            contentBottom -= height
            placeInspector(
                inspector, in: Rect(x: rect.x, y: contentBottom, width: rect.width, height: height), style: style,
                clip: clip)
        }
        contentTop = min(contentTop, contentBottom)
        let viewport = Rect(x: rect.x, y: contentTop, width: rect.width, height: contentBottom - contentTop)
        guard !viewport.isEmpty else { return }

        // Lay the content out at full length, then show the window that holds the focused control.
        let contentHeight = max(height(of: host.content, width: viewport.width), viewport.height)
        var content = LayoutEngine(focused: focused, isActive: isActive, store: store, theme: theme)
        let full = Rect(x: 0, y: 0, width: viewport.width, height: contentHeight)
        content.place(host.content, in: full, style: style, clip: full)

        let maximumScroll = contentHeight - viewport.height
        var scroll = min(max(0, store.scrollOffset[host.screen] ?? 0), maximumScroll)
        // The view follows the selection, unless the wheel or a page key moved it since the selection moved.
        if !store.freeScroll.contains(host.screen), let focused, host.focusRange.contains(focused),
            let frame = content.controlFrames[focused]
        {
            if frame.y < scroll {
                scroll = frame.y
            } else if frame.maxY > scroll + viewport.height {
                scroll = frame.maxY - viewport.height
            }
        }
        scroll = min(max(0, scroll), maximumScroll)
        addViewport(
            HostViewport(screen: host.screen, rect: viewport.intersection(clip), maximumScroll: maximumScroll))
        merge(content, dx: viewport.x, dy: viewport.y - scroll, clip: viewport.intersection(clip))
        setScrollOffset(scroll, of: host.screen)
        placeScrollIndicators(
            above: scroll, below: maximumScroll - scroll, in: viewport, gapAbove: hasGap, style: style, clip: clip)
    }

    /// `↑ 3 more` and `↓ 2 more` at the right of the content's first and last rows (the first one in the
    /// blank row under the title bar when there is one), when content continues beyond them.
    private mutating func placeScrollIndicators(
        above: Int, below: Int, in viewport: Rect, gapAbove: Bool, style: Style, clip: Rect
    ) {
        let indicatorStyle = style.patched(with: theme.dim)
        if above > 0 {
            let text = " ↑ \(above) more"
            let y = gapAbove ? viewport.y - 1 : viewport.y
            let x = max(viewport.x, viewport.maxX - displayWidth(of: text))
            recordFill(Rect(x: x, y: y, width: viewport.maxX - x, height: 1).intersection(clip), style: style)
            record(text, at: Point(x: x, y: y), style: indicatorStyle, clip: clip)
        }
        if below > 0 {
            let text = " ↓ \(below) more"
            let x = max(viewport.x, viewport.maxX - displayWidth(of: text))
            let y = viewport.maxY - 1
            recordFill(Rect(x: x, y: y, width: viewport.maxX - x, height: 1).intersection(clip), style: style)
            record(text, at: Point(x: x, y: y), style: indicatorStyle, clip: clip)
        }
    }

    private mutating func placeTitleBar(_ host: HostNode, in rect: Rect, style: Style, clip: Rect) {
        var x = rect.x
        if host.canGoBack {
            let backWidth = min(displayWidth(of: Self.backLabel), rect.width)
            record(Self.backLabel, at: rect.origin, style: style.patched(with: theme.back), clip: clip)
            addBackButton(
                host: host.index, rect: Rect(x: rect.x, y: rect.y, width: backWidth, height: 1).intersection(clip))
            x += backWidth + 3
        }
        let title = truncate(host.title, toWidth: max(0, rect.maxX - x))
        record(title, at: Point(x: x, y: rect.y), style: style.patched(with: theme.title), clip: clip)
    }

    /// The header (depth, hidden counts) over one row per entry of the inspector's window, the top
    /// of the stack followed by the forward routes, dimmed.
    private mutating func placeInspector(_ inspector: InspectorModel, in rect: Rect, style: Style, clip: Rect) {
        let window = inspector.window(rows: rect.height - 1)
        let lines = inspector.lines(of: window, width: rect.width)
        let newer = inspector.depth - window.upperBound
        let header = inspector.header(newerHidden: newer, olderHidden: window.lowerBound, width: rect.width - 4)
        let line = "─ " + header + " " + String(repeating: "─", count: max(0, rect.width))
        record(
            truncate(line, toWidth: rect.width, ellipsis: false), at: rect.origin,
            style: style.patched(with: theme.dim), clip: clip)
        for (offset, text) in lines.enumerated() {
            let y = rect.y + 1 + offset
            record(text, at: Point(x: rect.x, y: y), style: style.patched(with: theme.chip), clip: clip)
            // After the top of the stack, dimmed: where going forward leads.
            if offset == lines.count - 1, newer == 0, !inspector.forward.isEmpty {
                let x = rect.x + displayWidth(of: text)
                let forward = "   → " + inspector.forward.joined(separator: " → ")
                record(
                    truncate(forward, toWidth: max(0, rect.maxX - x)), at: Point(x: x, y: y),
                    style: style.patched(with: theme.dim), clip: clip)
            }
        }
    }
}
