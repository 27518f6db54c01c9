import NavPilot

/// The command palette (Ctrl+P or `:`): a query line over a fuzzy-filtered list of every action of
/// the binding table that applies where the focus is (by its description, with its keys), every
/// pane, and every screen visited in this session. Enter runs the selected entry, Escape closes,
/// arrows move, a click runs the row under it. Its own bindings take every key while it is open.
extension WindowManager {
    /// Whether the command palette is open.
    public var isShowingCommandPalette: Bool { palette != nil }

    /// Opens the command palette (as Ctrl+P does), or closes it.
    public func toggleCommandPalette() {
        if palette == nil {
            isShowingHelp = false
            palette = CommandPalette(entries: paletteEntries())
        } else {
            palette = nil
        }
    }

    /// What the palette offers now: the actions of the bindings that apply where the focus is
    /// (available ones, once each, none that only types), then the panes, then the screens visited.
    func paletteEntries() -> [PaletteEntry] {
        var entries: [PaletteEntry] = []
        var offered: Set<String> = []
        // A pane's bindings act on the pane focused now, whatever has the focus when one runs.
        let root = focusedPane.root
        // The prefix table's actions too (resizing), their keys written after the prefix key.
        let prefix = prefixBindings
        let prefixKey = keymap.label(of: "window.prefix", else: "Ctrl+W") + " "
        for group in paneAndWindowChain(showingPanes: !tooSmall).groups + [prefix] {
            let reachesPane = group.scope != .window && group.scope != .terminal
            // Detaching is offered only where there is something to detach from (a served session).
            for binding in group.bindings
            where binding.isOfferedInPalette && (binding.id != "prefix.detach" || detachRequest != nil) {
                guard offered.insert(binding.description).inserted else { continue }
                let keys = group.signature == prefix.signature ? prefixKey + binding.label : binding.paletteLabel
                entries.append(
                    PaletteEntry(kind: .action, title: binding.description, detail: keys) {
                        let used = binding.run()
                        if reachesPane { root.willHandleInput() }
                        return used ? nil : "not available here: \(binding.description)"
                    })
            }
        }
        for pane in panes {
            entries.append(
                PaletteEntry(kind: .pane, title: pane.name, detail: pane === focusedPane ? "pane, focused" : "pane") {
                    [weak self] in
                    self?.focus(pane.name)
                    return nil
                })
        }
        var current: [String: PilotStackSnapshot] = [:]
        for pane in panes { current[pane.name] = pane.pane.pilot?.stackSnapshot }
        for visit in paletteOverlay.visitedScreens.visits {
            let isShown = current[visit.pane] == visit.stack
            entries.append(
                PaletteEntry(kind: .screen, title: visit.title, detail: isShown ? "shown" : "visited") {
                    [weak self] in
                    self?.reopen(visit)
                })
        }
        return entries
    }

    /// Focuses the visit's pane and gives it the visited stack again, as a deep link does (cause
    /// `.deepLink`, the route guard asked). Returns why not, if it could not.
    private func reopen(_ visit: VisitedScreens.Visit) -> String? {
        guard let runtime = pane(named: visit.pane), let pilot = runtime.pane.pilot else {
            return "pane \(visit.pane) is gone"
        }
        focus(visit.pane)
        do {
            if try pilot.open(visit.stack) { runtime.root.willHandleInput() }
            return nil
        } catch {
            return "\(visit.pane): \(error)"
        }
    }

    /// Notes the stack of every pane whose top entry changed since it was last noted, for the
    /// palette's visited screens: after each input (so a burst notes what the same keys one by one
    /// would) and after each frame (changes made from code). A pane whose top is the one noted last
    /// costs one comparison.
    func recordVisitedScreens() {
        for pane in panes {
            guard let pilot = pane.pane.pilot else { continue }
            let top = pilot.currentEntryID
            guard pane.lastVisitRecorded != top else { continue }
            pane.lastVisitRecorded = top
            let visits = paletteOverlay.visitedScreens
            let stack = pilot.stackSnapshot(sharingRoutesWith: visits.latest(of: pane.name))
            paletteOverlay.visitedScreens.record(pane: pane.name, stack: stack)
        }
    }

    /// Closes the palette and runs its selected entry.
    func runSelectedPaletteEntry() {
        guard let entry = palette?.selectedEntry else { return }
        palette = nil
        momentaryStatus = entry.run()
    }

    /// While the palette is open its bindings take every key but narration's (F2, F3 read it).
    var paletteChain: KeyBindingChain {
        let narrating = narration == nil ? [] : [narrationBindings]
        return KeyBindingChain(groups: [paletteBindings] + narrating + [Self.swallowing(signature: 801)])
    }

    /// The keys of the open palette: arrows select, Enter runs, Escape closes; its query is edited
    /// as a text field is, with the same keys (`TextEditingBindings`).
    private var paletteBindings: KeyBindingGroup {
        let own = keymap.apply(to: Self.paletteBindings(self))
        let editing = TextEditingBindings.bindings(paletteEditor).map { binding in
            keymap.apply(to: binding).followed { [weak self] in self?.paletteOverlay.revision &+= 1 }
        }
        return KeyBindingGroup(title: own.title, scope: own.scope, signature: 800, bindings: own.bindings + editing)
    }

    /// The editor of the palette's query (nil while it is closed): a text field's, its cursor kept
    /// in the palette.
    private var paletteEditor: TextFieldEditor? {
        guard let palette else { return nil }
        let text = Binding<String>(
            get: { [weak self] in self?.palette?.query ?? "" },
            set: { [weak self] in self?.palette?.setQuery($0) })
        return TextFieldEditor(text: text, cursor: palette.cursor)
    }

    /// The palette table's own bindings, bound to `window` (nil: for the reference).
    static func paletteBindings(_ window: WindowManager?) -> KeyBindingGroup {
        KeyBindingGroup(
            title: "Command palette", scope: .window, signature: 800,
            bindings: [
                KeyBinding(
                    [.key(.up), .key("p", .control)], id: "palette.up", description: "select the entry above",
                    hint: KeyHint("select", keys: "↑↓", priority: 2)
                ) { [weak window] _ in
                    window?.palette?.moveSelection(by: -1)
                    return true
                },
                KeyBinding(
                    [.key(.down), .key("n", .control)], id: "palette.down", description: "select the entry below"
                ) {
                    [weak window] _ in
                    window?.palette?.moveSelection(by: 1)
                    return true
                },
                KeyBinding([.key(.pageUp)], id: "palette.page-up", description: "move the selection up by a page") {
                    [weak window] _ in
                    guard let window, let palette = window.palette else { return true }
                    window.palette?.select(palette.selected - CommandPalette.mostRowsShown)
                    return true
                },
                KeyBinding([.key(.pageDown)], id: "palette.page-down", description: "move the selection down by a page")
                {
                    [weak window] _ in
                    guard let window, let palette = window.palette else { return true }
                    window.palette?.select(palette.selected + CommandPalette.mostRowsShown)
                    return true
                },
                KeyBinding(
                    [.key(.enter)], id: "palette.run", description: "run the selected entry",
                    hint: KeyHint("run", keys: "Enter", priority: 9)
                ) { [weak window] _ in
                    window?.runSelectedPaletteEntry()
                    return true
                },
                KeyBinding(
                    [.key(.escape)], id: "palette.close", description: "close the palette",
                    hint: KeyHint("close", keys: "Esc", priority: 9)
                ) { [weak window] _ in
                    window?.palette = nil
                    return true
                },
                quitAtOnce(window),
            ])
    }

    /// A group that takes every key it is offered: what an overlay puts last so nothing reaches the
    /// panes under it.
    static func swallowing(signature: Int) -> KeyBindingGroup {
        KeyBindingGroup(
            title: "", scope: .window, signature: signature,
            bindings: [KeyBinding([.anyKey], description: "") { _ in true }]
        )
    }

    /// A paste goes into the query at the cursor, its first line only (the query is one line).
    func pasteIntoPalette(_ text: String) {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        paletteEditor?.insert(line.filter { !$0.isASCII || $0.asciiValue! >= 0x20 })
    }

    /// A click on a row runs it; the wheel moves the selection; a click outside the box closes it
    /// (a press outside closes it at once: `handleMouse`).
    func handlePaletteMouse(_ mouse: MouseEvent) {
        guard let palette else { return }
        switch mouse.kind {
        case .scrollUp: self.palette?.select(palette.selected - ViewRoot.wheelRows)
        case .scrollDown: self.palette?.select(palette.selected + ViewRoot.wheelRows)
        case .click:
            guard let shown = drawn.paletteRows, shown.box.contains(mouse.position) else {
                self.palette = nil
                return
            }
            let row = mouse.position.y - shown.firstRowY + shown.firstEntry
            guard mouse.position.y >= shown.firstRowY, palette.shown.indices.contains(row) else { return }
            self.palette?.select(row)
            runSelectedPaletteEntry()
        default:
            break
        }
    }
}

extension KeyBinding {
    /// Whether the palette lists the binding: it has a description, applies now, and does more than
    /// type (a text field's typing is no command) or open the palette itself.
    var isOfferedInPalette: Bool {
        !description.isEmpty && isAvailable && isRemappable && !keys.contains { $0.isPrintable || $0 == .anyKey }
            && id != "window.palette"
    }

    /// The keys as the palette shows them: none for a binding only the palette reaches.
    var paletteLabel: String { keys.isEmpty ? "" : label }

    /// Runs the action as its first key would; true when it did something.
    func run() -> Bool {
        handle(keys.lazy.compactMap(\.press).first ?? KeyPress(.enter))
    }
}
