/// A pane's mouse: clicks focus and activate the control under them (a widget learns where it was
/// clicked), a click on a back button goes back, the wheel scrolls the widget or host under it.
extension ViewRoot {
    /// Rows a notch of the mouse wheel scrolls, everywhere (lists, panes, the help, the palette), as
    /// terminals scroll.
    static let wheelRows = 3

    func handleMouse(_ mouse: MouseEvent) -> Bool {
        if mouse.kind == .scrollUp || mouse.kind == .scrollDown {
            // A widget under the mouse that scrolls itself (a long list), else the innermost host
            // under the mouse.
            let rows = mouse.kind == .scrollUp ? -Self.wheelRows : Self.wheelRows
            if let (index, rect) = widget(at: mouse.position),
                frame.targets[index].widget.handleScroll(by: rows, size: rect.size)
            {
                return true
            }
            guard let viewport = frame.viewports.last(where: { $0.rect.contains(mouse.position) }) else {
                return false
            }
            scroll(viewport, by: rows)
            return true
        }
        // A click (the left button let go where it went down: `WindowManager+Click`) acts; the
        // right and middle buttons have no action (a terminal may use them for its own menu or
        // paste), so they never open or activate anything by surprise.
        guard mouse.kind == .click, mouse.button == .left else { return false }
        if frame.modal == nil, let back = frame.backButtons.first(where: { $0.rect.contains(mouse.position) }) {
            let host = frame.hosts[back.host]
            guard host.canGoBack else { return false }
            host.goBack()
            return true
        }
        let reachable = frame.reachable
        guard
            let (index, _) = frame.controlFrames.first(where: {
                reachable.contains($0.key) && $0.value.contains(mouse.position)
            })
        else {
            // While a modal is shown, a click beside its controls is taken and does nothing.
            return frame.modal != nil
        }
        // Focused in a pane that had the keyboard: a click into another pane only brings it here.
        let wasFocused = frame.isActive && frame.focused == index
        moveFocus(to: index)
        // The widget is told where it was clicked (a row of a list); one that does not care is
        // activated as by Enter (a button runs its action), except a control that takes typed text:
        // a click gives it the focus only.
        let widget = frame.targets[index].widget
        if let rect = frame.widgetRects[index] {
            let point = Point(x: mouse.position.x - rect.x, y: mouse.position.y - rect.y)
            if widget.handleClick(WidgetClick(point: point, size: rect.size, wasFocused: wasFocused)) { return true }
        }
        if !widget.takesTypedText { activate(widget, at: index) }
        return true
    }

    /// What a click at a cell acts on, so a press and a release can be told to be over the same
    /// thing: a back button, or a control on one row (a list's rows are different things).
    enum ClickTarget: Hashable {
        case back(Int)
        case control(Int, row: Int)
    }

    /// The back button or control a click at `position` would act on; nil for none.
    func clickTarget(at position: Point) -> ClickTarget? {
        if frame.modal == nil, let back = frame.backButtons.firstIndex(where: { $0.rect.contains(position) }) {
            return .back(back)
        }
        return widget(at: position).map { .control($0.index, row: position.y) }
    }

    /// The reachable focusable widget whose visible part holds `position`: its focus index and its
    /// whole rectangle.
    private func widget(at position: Point) -> (index: Int, rect: Rect)? {
        let reachable = frame.reachable
        for (index, visible) in frame.controlFrames where reachable.contains(index) && visible.contains(position) {
            if let rect = frame.widgetRects[index] {
                return (index, rect)
            }
        }
        return nil
    }
}
