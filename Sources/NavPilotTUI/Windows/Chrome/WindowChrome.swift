import NavPilot

/// Draws the window's own views over the panes' content: each pane's border and title where the
/// split tree put the pane (or the too-small message instead), the help and the command palette as
/// layers over them, and the status line below. Every part is a view of the kinds an app writes
/// (`Widget`, `.border`, `.overlay`, stacks), resolved and laid out by the same engine as a pane's.
///
/// Each part is drawn at a rectangle of its own, like a compositor's layers, and a part equal to
/// the one drawn there last frame is drawn from what that one recorded: a key that changes one
/// pane's title resolves that title alone, not the window.
@MainActor
final class ChromeLayer {
    /// The parts, in the order drawn: a later one draws over an earlier one.
    enum Part: Hashable {
        case pane(Int)
        case tooSmall
        case help
        case palette
        case statusLine
    }

    private let store = ViewStateStore()
    private var drawn: [Part: (view: Any, rect: Rect, ops: [DrawOp])] = [:]
    /// The styles the parts are drawn in: a new theme draws every part anew.
    var theme = Theme.standard {
        didSet { drawn.removeAll() }
    }
    /// Where a view tells its problems.
    var log: any LogSink = NavLog.defaultSink

    /// Draws `view` as `part` in `rect`; `anew` resolves it even when it equals the last one drawn
    /// there (a frame drawn anew checks that what is reused is what a full pass draws).
    func draw<V: View & Equatable>(
        _ view: V, as part: Part, in rect: Rect, anew: Bool = false, into buffer: inout CellBuffer
    ) {
        if !anew, let last = drawn[part], last.rect == rect, (last.view as? V) == view {
            for op in last.ops { op.apply(to: &buffer) }
            return
        }
        // A widget is its own node: only a view with a body needs resolving.
        let node: Node
        if let widget = view as? any Widget {
            node = .widget(WidgetNode(widget: widget, focusIndex: nil))
        } else {
            var environment = EnvironmentValues()
            environment.theme = theme
            node = ResolveContext(store: store, environment: environment, log: log).resolve(view)
        }
        var engine = LayoutEngine(focused: nil, isActive: false, store: store, theme: theme)
        engine.place(node, in: rect, style: .plain, clip: rect)
        for op in engine.ops { op.apply(to: &buffer) }
        drawn[part] = (view, rect, engine.ops)
    }

    /// Forgets a part the frame does not show (a closed help or palette): what it recorded is
    /// let go, and drawing it again resolves it anew.
    func forget(_ part: Part) {
        if drawn[part] != nil { drawn[part] = nil }
    }
}
