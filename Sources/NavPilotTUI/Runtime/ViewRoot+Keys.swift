import NavPilot

/// A pane's keys: the bindings of its focused control, of the screen around it, and of the pane (or
/// of the alert, dialog or sheet it shows), nearest the focus first, and what they do.
extension ViewRoot {
    /// The pane's bindings that apply now, nearest the focus first (the window manager adds its own
    /// after them).
    var keyBindingGroups: [KeyBindingGroup] {
        var groups: [KeyBindingGroup] = []
        if let control = focusedControlBindings { groups.append(control) }
        if let screen = screenBindings { groups.append(screen) }
        groups.append(frame.modal == nil ? paneBindings : Self.modalBindings(self))
        return groups
    }

    /// The pane's bindings, made once for each state they depend on (they are asked for every frame
    /// and key).
    private var paneBindings: KeyBindingGroup {
        let signature = Self.paneSignature(canGoBack: canGoBack, hasHost: hasHost, canGoForward: canGoForward)
        if let group = boundPaneGroups[signature] { return group }
        let group = Self.paneBindings(self)
        boundPaneGroups[signature] = group
        return group
    }

    private static func paneSignature(canGoBack: Bool, hasHost: Bool, canGoForward: Bool) -> Int {
        200 + (canGoBack ? 1 : 0) + (hasHost ? 2 : 0) + (canGoForward ? 4 : 0)
    }

    /// The focused control's bindings: a widget's `keyBindings(size:)` (a text field's editing keys)
    /// and then its `handleKey(_:)` for any other key.
    private var focusedControlBindings: KeyBindingGroup? {
        guard let index = frame.focused else { return nil }
        return bindings(of: frame.targets[index].widget, at: index)
    }

    /// A focusable widget's bindings at the size it was laid out at, then its `handleKey(_:)`. A
    /// control that takes typed text and has no use for Enter (a text field without `.onSubmit`)
    /// passes the focus on with it, as in a form, before the screen's bindings see it.
    private func bindings(of widget: any Widget, at index: Int) -> KeyBindingGroup {
        var bindings = widget.keyBindings(size: shownSize(of: index))
        // A control that declares no keys (a button) offers no hint and hides none, and a text field
        // declares the same keys whatever it holds: their groups' status hints are the same every
        // frame, so they are remembered like the pane's.
        let signature =
            bindings.isEmpty && !widget.takesTypedText
            ? Self.undeclaredKeysSignature : widget is TextFieldControl ? Self.textFieldSignature : nil
        bindings.append(KeyBinding([.anyKey], description: "") { press in widget.handleKey(press) })
        if widget.takesTypedText {
            bindings.append(
                KeyBinding([.key(.enter)], description: "") { [weak self] _ in self?.moveFocus(by: 1) ?? false })
        }
        return KeyBindingGroup(
            title: widget.keyBindingsTitle, scope: .focusedControl, signature: signature, bindings: bindings)
    }

    /// The size of the control at `index` as the last frame showed it: its width, and its rows down
    /// to where the pane cut it off (what `WidgetCanvas.visibleHeight` told it when it drew).
    private func shownSize(of index: Int) -> Size {
        guard let rect = frame.widgetRects[index] else { return .zero }
        let shown = frame.controlFrames[index].map { $0.isEmpty ? 0 : min(rect.height, $0.maxY - rect.y) } ?? 0
        return Size(width: rect.width, height: max(0, shown))
    }

    /// The signature of the group of a focused control that declares no keys.
    private static var undeclaredKeysSignature: Int { 700 }
    private static var textFieldSignature: Int { 702 }

    /// The `.keyBinding` and `.onKeyPress` bindings around the focused control, innermost first;
    /// with nothing focused, every one of the pane's. Under a modal only those inside it: the page
    /// behind it takes no keys.
    private var screenBindings: KeyBindingGroup? {
        let reachable = frame.reachable
        let bindings = frame.keyHandlers.filter { handler in
            if frame.modal != nil, handler.targets.isEmpty || !reachable.contains(handler.targets.lowerBound) {
                return false
            }
            return frame.focused.map(handler.targets.contains) ?? true
        }
        guard !bindings.isEmpty else { return nil }
        return KeyBindingGroup(
            title: frame.crumbs.last?.title ?? "Screen", scope: .screen, bindings: bindings.map(\.binding))
    }

    /// The pane's own bindings, bound to `root` (nil: for the reference, every binding available).
    static func paneBindings(_ root: ViewRoot?) -> KeyBindingGroup {
        let canGoBack = root.map { $0.canGoBack } ?? true
        let hasHost = root.map { $0.hasHost } ?? true
        let canGoForward = root.map { $0.canGoForward } ?? true
        // The actions find the host when they run: the group is kept across frames.
        return KeyBindingGroup(
            title: "Pane", scope: .pane,
            signature: root.map { _ in
                paneSignature(canGoBack: canGoBack, hasHost: hasHost, canGoForward: canGoForward)
            },
            bindings: [
                KeyBinding(
                    [.key(.up), "k"], id: "pane.up", description: "move the selection up",
                    hint: KeyHint("select", keys: "↑↓", priority: 2)
                ) { [weak root] _ in
                    root?.moveFocus(by: -1) ?? false
                },
                KeyBinding([.key(.down), "j"], id: "pane.down", description: "move the selection down") {
                    [weak root] _ in
                    root?.moveFocus(by: 1) ?? false
                },
                KeyBinding([.key(.home)], id: "pane.first", description: "first line (and the inspector's oldest)") {
                    [weak root] _ in
                    root?.jumpToEnd(top: true) ?? false
                },
                KeyBinding([.key(.end)], id: "pane.last", description: "last line (and the inspector's newest)") {
                    [weak root] _ in
                    root?.jumpToEnd(top: false) ?? false
                },
                KeyBinding(
                    [.key(.pageUp)], id: "pane.page-up", description: "move the selection or scroll up by a page"
                ) { [weak root] _ in
                    root?.page(by: -1) ?? false
                },
                KeyBinding(
                    [.key(.pageDown)], id: "pane.page-down", description: "move the selection or scroll down by a page"
                ) { [weak root] _ in
                    root?.page(by: 1) ?? false
                },
                KeyBinding(
                    [.key(.enter), .key(.space)], id: "pane.open", label: "Enter / Space",
                    description: "activate the selected button",
                    hint: KeyHint("open", keys: "Enter", priority: 3)
                ) { [weak root] _ in
                    root?.activateFocused() ?? false
                },
                KeyBinding(
                    [.key(.backspace), .key(.escape), .key(.left)], id: "pane.back", label: "Esc / ⌫ / ←",
                    description: "back (the host's back gesture)", hint: KeyHint("back", keys: "Esc/⌫", priority: 4),
                    isAvailable: canGoBack
                ) { [weak root] _ in
                    guard let host = root?.activeHost, host.canGoBack else { return false }
                    host.goBack()
                    return true
                },
                KeyBinding(
                    [.key(.right)], id: "pane.forward", description: "forward again, after going back",
                    hint: KeyHint("forward", keys: "→", priority: 4), isAvailable: canGoForward
                ) { [weak root] _ in
                    guard let host = root?.activeHost, host.canGoForward else { return false }
                    host.goForward()
                    return true
                },
                KeyBinding(
                    ["i"], id: "pane.inspector", description: "show / hide the stack inspector",
                    hint: KeyHint("inspector", priority: 0),
                    isAvailable: hasHost
                ) { [weak root] _ in
                    guard let host = root?.activeHost else { return false }
                    host.toggleInspector()
                    return true
                },
                KeyBinding(
                    ["["], id: "pane.inspector-older", description: "scroll the inspector to older entries",
                    isAvailable: hasHost
                ) { [weak root] _ in
                    root?.scrollInspector(by: 1) ?? false
                },
                KeyBinding(
                    ["]"], id: "pane.inspector-newer", description: "scroll the inspector to newer entries",
                    isAvailable: hasHost
                ) { [weak root] _ in
                    root?.scrollInspector(by: -1) ?? false
                },
            ])
    }

    /// The bindings of the alert, dialog or sheet `root` shows: its controls only; Escape takes it
    /// away (running its `.cancel` button's action); the back gesture and the inspector wait until
    /// it is gone.
    static func modalBindings(_ root: ViewRoot?) -> KeyBindingGroup {
        let modal = root?.frame.modal
        let kind = modal?.presented.kind ?? "alert"
        return KeyBindingGroup(
            title: kind.prefix(1).uppercased() + kind.dropFirst(), scope: .modal,
            bindings: [
                KeyBinding(
                    [.key(.left), .key(.up), "k"], id: "alert.previous",
                    description: "the previous button (the page behind takes no keys)",
                    hint: KeyHint("choose", keys: "←→", priority: 2)
                ) { _ in
                    root?.moveFocus(by: -1) ?? false
                },
                KeyBinding([.key(.right), .key(.down), "j"], id: "alert.next", description: "the next button") { _ in
                    root?.moveFocus(by: 1) ?? false
                },
                KeyBinding([.key(.home)], id: "alert.first", description: "the first button") { _ in
                    guard let root, let modal else { return false }
                    return root.moveFocus(to: modal.targets.lowerBound)
                },
                KeyBinding([.key(.end)], id: "alert.last", description: "the last button") { _ in
                    guard let root, let modal else { return false }
                    return root.moveFocus(to: modal.targets.upperBound - 1)
                },
                KeyBinding(
                    [.key(.enter), .key(.space)], id: "alert.press", label: "Enter / Space",
                    description: "press the selected button; every button dismisses",
                    hint: KeyHint("press", keys: "Enter", priority: 3)
                ) { _ in
                    root?.activateFocused() ?? false
                },
                KeyBinding(
                    [.key(.escape), .key(.escape, .alt), .key(.escape, .control)], id: "alert.dismiss", label: "Esc",
                    description: "dismiss (an alert or dialog runs its Cancel button)",
                    hint: KeyHint("dismiss \(kind)", keys: "Esc", priority: 5)
                ) { _ in
                    guard let modal else { return false }
                    if let cancel = modal.cancel { cancel() } else { modal.dismiss() }
                    return true
                },
                // Backspace would go back behind the modal: it does nothing until the modal is gone.
                KeyBinding([.key(.backspace), .key(.backspace, .alt), .key(.backspace, .control)], description: "") {
                    _ in modal != nil
                },
            ])
    }

    // MARK: What the pane's keys do

    @discardableResult
    func moveFocus(by offset: Int) -> Bool {
        guard let focused = frame.focused else { return false }
        return moveFocus(to: focused + offset)
    }

    @discardableResult
    func moveFocus(to index: Int) -> Bool {
        let reachable = frame.reachable
        guard !reachable.isEmpty else { return false }
        let clamped = min(max(reachable.lowerBound, index), reachable.upperBound - 1)
        frame.focused = clamped
        store.focusedControl[frame.scope] = frame.targets[clamped].id
        // A key that moves the selection brings the view back to it after a wheel scroll.
        store.freeScroll.removeAll()
        return true
    }

    /// Home and End: the first or last control, the content scrolled to its very top or bottom (lines
    /// above the first control and below the last become visible too), and the inspector, when open,
    /// at its oldest or newest entry.
    private func jumpToEnd(top: Bool) -> Bool {
        let moved = moveFocus(to: top ? 0 : frame.targets.count - 1)
        guard let host = activeHost else { return moved }
        store.scrollOffset[host.screen] = top ? 0 : Int.max
        if let depth = host.inspectorDepth {
            store.inspectorScroll[host.pilotID] = top ? max(0, depth - 1) : 0
        }
        return true
    }

    /// PageUp and PageDown: ten controls up or down; from the first (or last) control, or on a screen
    /// without controls, the content scrolls by a page instead, so no line is out of reach.
    private func page(by direction: Int) -> Bool {
        let atEnd = frame.focused.map { direction < 0 ? $0 == 0 : $0 == frame.targets.count - 1 } ?? true
        if !atEnd {
            return moveFocus(by: 10 * direction)
        }
        guard let host = activeHost, let viewport = frame.viewports.last(where: { $0.screen == host.screen }) else {
            return false
        }
        scroll(viewport, by: direction * max(1, viewport.rect.height - 1))
        return true
    }

    /// Scrolls a host's content, leaving the selection where it is (until a key moves it).
    func scroll(_ viewport: HostViewport, by rows: Int) {
        let current = min(store.scrollOffset[viewport.screen] ?? 0, viewport.maximumScroll)
        store.scrollOffset[viewport.screen] = min(max(0, current + rows), viewport.maximumScroll)
        store.freeScroll.insert(viewport.screen)
    }

    /// Enter on the focused control: it gets `.enter` through its bindings (a button runs its
    /// action).
    private func activateFocused() -> Bool {
        guard let index = frame.focused else { return false }
        activate(frame.targets[index].widget, at: index)
        return true
    }

    /// Offers `.enter` to a widget, as Enter, Space and a click it did not use do; true when it
    /// used it.
    @discardableResult
    func activate(_ widget: any Widget, at index: Int) -> Bool {
        KeyBindingChain(groups: [bindings(of: widget, at: index)]).dispatch(KeyPress(.enter))
    }

    /// The host whose back gesture applies: around the focused control, else the innermost one.
    var activeHost: HostRecord? {
        if let index = frame.focusedTarget?.host {
            return frame.hosts[index]
        }
        return frame.hosts.last
    }

    /// The inspector shown in the pane by its last resolve, and its host's record.
    var shownInspector: (InspectorModel, HostRecord)? {
        guard let host = activeHost, host.inspectorDepth != nil, let tree = lastTree else { return nil }
        let index = frame.focusedTarget?.host ?? frame.hosts.count - 1
        return tree.node.inspector(ofHost: index).map { ($0, host) }
    }

    /// Scrolls `host`'s inspector so entry `index` is the newest one shown (a search's match).
    func scrollInspector(of host: HostRecord, toShow index: Int) {
        let depth = host.inspectorDepth ?? 0
        guard index >= 0, index < depth else { return }
        willHandleInput()
        store.inspectorScroll[host.pilotID] = depth - 1 - index
    }

    /// Where the inspector is scrolled to, to put it back (a search cancelled).
    var inspectorScroll: (pilotID: ObjectIdentifier, scroll: Int?)? {
        activeHost.map { ($0.pilotID, store.inspectorScroll[$0.pilotID]) }
    }

    /// Puts an inspector's scroll back where `inspectorScroll` read it.
    func restoreInspectorScroll(_ saved: (pilotID: ObjectIdentifier, scroll: Int?)) {
        willHandleInput()
        store.inspectorScroll[saved.pilotID] = saved.scroll
    }

    private func scrollInspector(by offset: Int) -> Bool {
        guard let host = activeHost else { return false }
        // From the window shown (the stored scroll may be past it: see `NavPilotHost`), one entry a press.
        let depth = host.inspectorDepth ?? Int.max
        let shown = InspectorModel.clampedScroll(
            store.inspectorScroll[host.pilotID] ?? 0, depth: depth, rows: LayoutEngine.inspectorRows)
        store.inspectorScroll[host.pilotID] = InspectorModel.clampedScroll(
            shown + offset, depth: depth, rows: LayoutEngine.inspectorRows)
        return true
    }
}
