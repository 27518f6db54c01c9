import NavPilot

/// One thing on a pane as narration sees it: its words, and whether the pane can focus it.
struct DescribedElement: Equatable {
    var element: AccessibilityElement
    /// Its index among the pane's focus targets, when keys can reach it.
    var focusIndex: Int?
    /// A control under `.disabled(true)`.
    var isDisabled = false

    /// Whether it is one of the items Up/Down move through.
    var isItem: Bool { focusIndex != nil }
}

/// An alert, dialog or sheet as narration sees it.
struct ModalDescription: Equatable {
    /// `alert`, `confirmation dialog` or `sheet`.
    let kind: String
    let title: String
    let elements: [DescribedElement]
}

/// One pane as narration sees it after a frame: its screen, its elements in reading order, the
/// focused one, a modal over it, and the last navigation its route guard refused.
struct PaneDescription: Equatable {
    let name: String
    /// The title of the screen on top of the pane's outermost host (nil without a host).
    var title: String?
    /// That screen's depth in its stack, 1 for the root.
    var depth: Int?
    /// That screen's identity: a new one is a navigation even at the same depth.
    var screen: StackEntryID?
    var elements: [DescribedElement] = []
    /// The focus index of the focused control.
    var focused: Int?
    var modal: ModalDescription?
    var refusal: NavPilotRefusal?

    /// The elements keys reach now: the modal's while one is shown.
    var reachable: [DescribedElement] { modal?.elements ?? elements }

    /// The items (controls Up/Down reach), in order.
    var items: [DescribedElement] { reachable.filter(\.isItem) }

    /// The focused item and its position among `items`.
    var focusedItem: (element: DescribedElement, position: Int)? {
        let items = self.items
        guard let focused, let position = items.firstIndex(where: { $0.focusIndex == focused }) else { return nil }
        return (items[position], position)
    }

    /// What the pane is called when spoken: its screen's title, else its name.
    var spokenTitle: String { title ?? name }
}

/// The whole session as narration sees it after a frame.
struct SessionDescription: Equatable {
    let name: String
    var panes: [PaneDescription]
    var focusedPane: String
    var zoomedPane: String?
    var isShowingHelp: Bool
    var awaitingDirection: Bool
    var statusMessage: String?
    var isTooSmall: Bool
    /// The search being typed (`/`), as its status line says it; nil when none.
    var search: String?
    /// The command palette's query and selection, as narration says it; nil when it is closed.
    var palette: String?
    /// Each shown pane's size inside its border, by name: a resize by Ctrl+W or by the terminal
    /// changes them.
    var paneSizes: [String: Size] = [:]
    /// The terminal's size as the panes fill it (their frames and the status line).
    var windowSize = Size.zero
    /// The count typed after Ctrl+W for the next resize, if any.
    var prefixCount: Int?

    func pane(named name: String) -> PaneDescription? {
        panes.first { $0.name == name }
    }

    var focused: PaneDescription? { pane(named: focusedPane) }
}

extension WindowManager {
    /// The help line a search over the help found, as said: the pane's searches are said by the
    /// selection they move.
    private var helpMatchLine: String? {
        guard isShowingHelp, let line = help.match, drawn.helpLines.indices.contains(line) else { return nil }
        return NarrationPhrases.oneLine(String(drawn.helpLines[line].drop { $0 == " " }))
    }

    /// The session as the last frame left it, described for narration.
    var narrationDescription: SessionDescription {
        SessionDescription(
            name: session.name,
            panes: panes.map { pane in
                // A pane not shown (another is zoomed) draws no frame: its stack is read from its pilot.
                let isShown = pane.frame.width > 0 && (zoomedPane ?? pane.name) == pane.name
                return pane.root.narrationDescription(name: pane.name, pilot: pane.pane.pilot, isShown: isShown)
            },
            focusedPane: focusedPane.name, zoomedPane: zoomedPane, isShowingHelp: isShowingHelp,
            awaitingDirection: awaitingDirection, statusMessage: statusMessage ?? momentaryStatus,
            isTooSmall: isTooSmall,
            search: search.map { search in
                search.query.isEmpty
                    ? "search: type what to find; Enter keeps, Escape cancels."
                    : "search \(search.query): "
                        + (search.matchCount == 0
                            ? "no match."
                            : "\(search.matchNumber) of \(search.matchCount) \(search.matchCount == 1 ? "match" : "matches").")
                        + (helpMatchLine.map { " " + $0 } ?? "")
            },
            palette: palette.map(NarrationPhrases.palette),
            paneSizes: paneSizesForNarration, windowSize: windowSizeForNarration,
            prefixCount: keyDispatch.pending.count)
    }

    /// Each shown pane's size inside its border.
    private var paneSizesForNarration: [String: Size] {
        var sizes: [String: Size] = [:]
        for pane in panes where pane.frame.width > 2 && pane.frame.height > 2 && (zoomedPane ?? pane.name) == pane.name
        {
            sizes[pane.name] = Size(width: pane.frame.width - 2, height: pane.frame.height - 2)
        }
        return sizes
    }

    /// The terminal's size, from where the panes were drawn (the status line is the row below).
    private var windowSizeForNarration: Size {
        let shown = panes.map(\.frame).filter { $0.width > 0 }
        guard let width = shown.map(\.maxX).max(), let height = shown.map(\.maxY).max() else { return .zero }
        return Size(width: width, height: height + 1)
    }
}

extension ViewRoot {
    /// The pane as its last resolve and layout left it.
    func narrationDescription(name: String, pilot: (any PilotControl)?, isShown: Bool = true) -> PaneDescription {
        var pane = PaneDescription(name: name, refusal: pilot?.lastRefusal)
        guard let tree = lastTree else { return pane }
        pane.title = tree.crumbs.last?.title
        pane.depth = tree.crumbs.last?.depth
        pane.screen = tree.hosts.first?.screen
        if !isShown, let pilot, pilot.currentEntryID != pane.screen {
            pane.screen = pilot.currentEntryID
            pane.depth = pilot.depth
            pane.title = store.screenTitles[pilot.currentEntryID] ?? pilot.stackDescriptions.last
        }
        tree.node.describe(into: &pane.elements)
        pane.focused = frame.focused
        if let modal = tree.modal {
            var elements: [DescribedElement] = []
            modal.body.describe(into: &elements)
            let presented = modal.presented
            pane.modal = ModalDescription(kind: presented.kind, title: presented.title, elements: elements)
        }
        return pane
    }
}

extension Node {
    /// Appends what the subtree says, in reading order (top to bottom, leading to trailing).
    @MainActor
    func describe(into elements: inout [DescribedElement]) {
        switch self {
        case .empty, .spacer:
            break
        case .stack(_, let children, _, _), .group(let children):
            for child in children { child.describe(into: &elements) }
        case .layout(let node):
            for child in node.children { child.describe(into: &elements) }
        case .padded(let inner, _), .styled(let inner, _, _):
            inner.describe(into: &elements)
        case .host(let host):
            host.content.describe(into: &elements)
            if let inspector = host.inspector {
                // The stack, newest first, as the inspector lists it.
                let shown = NarrationPhrases.mostItemsNamed
                let entries = (0..<inspector.depth).reversed().prefix(shown).map(inspector.describe)
                let more = inspector.depth > shown ? "; and \(inspector.depth - shown) more" : ""
                let label = "stack inspector, depth \(inspector.depth): " + entries.joined(separator: "; ") + more
                elements.append(DescribedElement(element: AccessibilityElement(role: .text, label: label)))
            }
        case .widget(let node):
            let own = node.widget.accessibilityElement
            let isFocusable = node.focusIndex != nil || node.isDisabled
            let element =
                node.accessibility.map { $0.applied(to: own, isFocusable: isFocusable) }
                ?? own ?? (isFocusable ? AccessibilityElement(role: .control, label: "") : nil)
            guard let element else { return }
            elements.append(
                DescribedElement(element: element, focusIndex: node.focusIndex, isDisabled: node.isDisabled))
        }
    }
}
