/// How a navigation host fills its rectangle: a title bar (with `‹ Back` when the stack is deeper than
/// the root), the top screen's content scrolled to keep the focused control visible, and the stack
/// inspector at the bottom when it is on.
extension LayoutEngine {
    static let backLabel = "‹ Back"
    /// The inspector's rows of entries under its header: a fixed height, so pushing and popping never
    /// moves the content above it.
    static let inspectorRows = 3
    /// The least height of a host whose inspector also shows the stack's link, on a row under the
    /// entries; a shorter one keeps its rows for the content.
    static let inspectorLinkMinimumHeight = 10

    mutating func placeHost(_ host: HostNode, in rect: Rect, style: Style, clip: Rect) {
        placeTitleBar(host, in: rect, style: style, clip: clip)

        let hasGap = rect.height > 6
        var contentTop = rect.y + (hasGap ? 2 : 1)
        var contentBottom = rect.maxY
        if let inspector = host.inspector, rect.height >= 8 {
            let showsLink = rect.height >= Self.inspectorLinkMinimumHeight
            let height = 1 + Self.inspectorRows + (showsLink ? 1 : 0)
            contentBottom -= height
            placeInspector(
                inspector, in: Rect(x: rect.x, y: contentBottom, width: rect.width, height: height),
                showsLink: showsLink, style: style, clip: clip)
        }
        contentTop = min(contentTop, contentBottom)
        let viewport = Rect(x: rect.x, y: contentTop, width: rect.width, height: contentBottom - contentTop)
        guard !viewport.isEmpty else { return }

        // Lay the content out at full length, then show the window that holds the focused control.
        let contentHeight = max(height(of: host.content, width: viewport.width), viewport.height)
        var content = LayoutEngine(focused: focused, isActive: isActive, store: store, theme: theme)
        let full = Rect(x: 0, y: 0, width: viewport.width, height: contentHeight)
        content.place(host.content, in: full, style: style, clip: full)

        // Scrolled content shows `↑ N more` and `↓ N more` on rows of their own (the one above in
        // the blank row under the title bar when there is one), so they never cover the selection
        // or leave a fragment of a row beside them; the selection is kept inside the rows between.
        // Where that would leave the content under two rows, the content gets every row and the
        // indicators are left out. Solved again from where each solution scrolled to until it stays,
        // so the same state draws the same frame however it was scrolled before (explore checks it).
        var area = viewport
        var scroll = store.scrollOffset[host.screen] ?? 0
        var showsIndicators = true
        for _ in 0..<3 {
            let start = scroll
            (area, scroll, showsIndicators) = indicatorLayout(
                of: host, content: content, contentHeight: contentHeight, in: viewport, gapAbove: hasGap, from: start)
            if scroll == start { break }
        }
        let maximumScroll = contentHeight - area.height
        addViewport(HostViewport(screen: host.screen, rect: area.intersection(clip), maximumScroll: maximumScroll))
        merge(content, dx: area.x, dy: area.y - scroll, clip: area.intersection(clip))
        setScrollOffset(scroll, of: host.screen)
        if showsIndicators {
            placeScrollIndicators(
                above: scroll, below: maximumScroll - scroll, aboveRow: hasGap ? viewport.y - 1 : viewport.y,
                belowRow: viewport.maxY - 1, in: viewport, style: style, clip: clip)
        }
    }

    /// The rows the content shows in (the viewport less the rows the indicators take), its scroll,
    /// and whether the indicators show, starting from the scroll `start`.
    private func indicatorLayout(
        of host: HostNode, content: LayoutEngine, contentHeight: Int, in viewport: Rect, gapAbove: Bool, from start: Int
    ) -> (area: Rect, scroll: Int, showsIndicators: Bool) {
        var area = viewport
        var scroll = 0
        var reserved = (top: false, bottom: false)
        for _ in 0..<3 {
            area = Rect(
                x: viewport.x, y: viewport.y + (reserved.top ? 1 : 0), width: viewport.width,
                height: viewport.height - (reserved.top ? 1 : 0) - (reserved.bottom ? 1 : 0))
            scroll = scrollOffset(
                of: host, content: content, contentHeight: contentHeight, rows: area.height, from: start)
            let wanted = (top: scroll > 0 && !gapAbove, bottom: scroll < contentHeight - area.height)
            if wanted == reserved { break }
            reserved = wanted
        }
        guard area.height < 2 else { return (area, scroll, true) }
        let full = scrollOffset(
            of: host, content: content, contentHeight: contentHeight, rows: viewport.height, from: start)
        return (viewport, full, false)
    }

    /// Where `host`'s content is scrolled when `rows` of it show: at `start` (where the wheel or a
    /// page key left it), moved just enough to show the focused control unless the wheel moved it
    /// since.
    private func scrollOffset(
        of host: HostNode, content: LayoutEngine, contentHeight: Int, rows: Int, from start: Int
    ) -> Int {
        let maximumScroll = max(0, contentHeight - rows)
        var scroll = min(max(0, start), maximumScroll)
        if !store.freeScroll.contains(host.screen), let focused, host.focusRange.contains(focused),
            let frame = content.controlFrames[focused]
        {
            if frame.y < scroll {
                scroll = frame.y
            } else if frame.maxY > scroll + rows {
                scroll = frame.maxY - rows
            }
        }
        return min(max(0, scroll), maximumScroll)
    }

    /// `↑ 3 more` and `↓ 2 more` at the right of their rows, each row blanked first: content
    /// continues beyond the rows shown.
    private mutating func placeScrollIndicators(
        above: Int, below: Int, aboveRow: Int, belowRow: Int, in viewport: Rect, style: Style, clip: Rect
    ) {
        let indicatorStyle = style.patched(with: theme.dim)
        for (count, arrow, y) in [(above, "↑", aboveRow), (below, "↓", belowRow)] where count > 0 {
            let text = " \(arrow) \(count) more"
            let x = max(viewport.x, viewport.maxX - displayWidth(of: text))
            recordFill(Rect(x: viewport.x, y: y, width: viewport.width, height: 1).intersection(clip), style: style)
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
    /// of the stack followed by the forward routes, dimmed; then, with `showsLink`, the stack's link.
    private mutating func placeInspector(
        _ inspector: InspectorModel, in rect: Rect, showsLink: Bool, style: Style, clip: Rect
    ) {
        if showsLink {
            placeInspectorLink(
                inspector, row: Point(x: rect.x, y: rect.maxY - 1), width: rect.width, style: style, clip: clip)
        }
        let window = inspector.window(rows: rect.height - 1 - (showsLink ? 1 : 0))
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

    /// The stack's link, cut to the row and drawn as a hyperlink to the whole URL, so a terminal
    /// that knows OSC 8 opens or copies all of it; or, dimmed, why there is none on screen.
    private mutating func placeInspectorLink(
        _ inspector: InspectorModel, row: Point, width: Int, style: Style, clip: Rect
    ) {
        let text = truncate(inspector.link.text(depth: inspector.depth), toWidth: width)
        if case .link(let url) = inspector.link {
            record(text, at: row, style: style.patched(with: theme.link).patched(with: .hyperlink(to: url)), clip: clip)
        } else {
            record(text, at: row, style: style.patched(with: theme.dim), clip: clip)
        }
    }
}
