/// The help overlay: every key binding (`KeyBindings`) in a box over the panes, opened with `?` or F1
/// and closed with Esc, `?` or F1. Keys other than those (and Ctrl+C) scroll it or do nothing: the panes
/// under it get none.
extension WindowManager {
    static let helpTitle = " Keys · Esc closes "

    /// The reference wrapped to `width`, kept per width: it never changes, and a frame must not
    /// wrap it again.
    private static var wrappedHelp: [Int: [String]] = [:]

    private static func helpLines(width: Int) -> [String] {
        if let lines = wrappedHelp[width] { return lines }
        let lines = KeyBindings.lines(width: width)
        wrappedHelp[width] = lines
        return lines
    }

    /// Shows or hides the help overlay.
    public func toggleHelp() {
        isShowingHelp.toggle()
        helpScroll = 0
    }

    func handleHelpKey(_ press: KeyPress) -> EventDisposition {
        switch press.key {
        case .escape, .character("?"), .function(1), .character("q"): isShowingHelp = false
        case .up, .character("k"): helpScroll = max(0, helpScroll - 1)
        case .down, .character("j"): helpScroll = min(helpScrollLimit, helpScroll + 1)
        case .pageUp: helpScroll = max(0, helpScroll - 10)
        case .pageDown: helpScroll = min(helpScrollLimit, helpScroll + 10)
        case .home: helpScroll = 0
        case .end: helpScroll = helpScrollLimit
        default: break
        }
        return .continue
    }

    /// Draws the overlay centred in `area`, its lines wrapped to the box; the scroll position is
    /// clamped for drawing only (the stored one is never written while rendering), and the last
    /// position the box allows is returned, for the keys to stop at.
    @discardableResult
    func drawHelp(in buffer: inout CellBuffer, area: Rect) -> Int {
        let full = KeyBindings.lines
        let widest = max(KeyBindings.widestLine, displayWidth(of: Self.helpTitle) + 2)
        let width = min(area.width, widest + 4)
        let lines = width >= widest + 4 ? full : Self.helpLines(width: max(1, width - 4))
        let height = min(area.height, lines.count + 2)
        guard width >= 4, height >= 3 else { return 0 }
        let box = Rect(
            x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.fill(box, with: .blank(.plain))
        drawBox(box, style: theme.focusedBorder, topStyle: theme.focusedBorder, in: &buffer)
        buffer.write(
            truncate(Self.helpTitle, toWidth: max(0, width - 2)), at: Point(x: box.x + 1, y: box.y),
            style: theme.focusedBorder, clip: box)
        let rows = height - 2
        let scroll = min(helpScroll, max(0, lines.count - rows))
        let inner = Rect(x: box.x + 2, y: box.y + 1, width: max(0, width - 4), height: rows)
        for (offset, line) in lines.dropFirst(scroll).prefix(rows).enumerated() {
            let isTitle = line.hasSuffix(":")
            buffer.write(
                truncate(line, toWidth: inner.width), at: Point(x: inner.x, y: inner.y + offset),
                style: isTitle ? theme.title : .plain, clip: inner)
        }
        let below = lines.count - scroll - rows
        if below > 0 {
            let more = " ↓ \(below) more "
            buffer.write(
                more, at: Point(x: max(box.x + 1, box.maxX - 1 - displayWidth(of: more)), y: box.maxY - 1),
                style: theme.dim, clip: box)
        }
        if scroll > 0, height > 3 {
            // Under the title, so it shows however narrow the box.
            let more = " ↑ \(scroll) more "
            buffer.write(
                more, at: Point(x: max(box.x + 1, box.maxX - 1 - displayWidth(of: more)), y: box.y),
                style: theme.dim, clip: box)
        }
        return max(0, lines.count - rows)
    }
}
