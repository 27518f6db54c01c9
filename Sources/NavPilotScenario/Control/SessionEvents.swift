import NavPilot
import NavPilotTUI

/// What a watcher is told: the session's state, at each change of a stack and after each frame,
/// compared with the last time, as events (`stack`, `refused`, `focus`, `zoom`, `modal`, `resize`;
/// `quit` is sent when the session ends).
@MainActor
struct SessionEvents {
    private struct PaneState: Equatable {
        var depth: Int
        var top: StackEntryID?
        var modal: PresentedModal?
        /// How many navigations the pane's route guard had refused (`NavPilotRefusal.number`).
        var refusals: Int
    }

    private struct State: Equatable {
        var panes: [String: PaneState]
        var focus: String
        var zoom: String?
        var size: Size
    }

    private var last: State?
    /// Each pane's stack when it last changed: what the next change is told against.
    private var stacks: [String: PilotStackSnapshot] = [:]

    /// The events since the last call (none the first time: a watcher asks for the state with
    /// `Stacks` when it starts); with `describing` false the state is only followed (nobody
    /// watches, and a deep stack is not written out for nothing). With `stackChangedLast`, a stack
    /// just changed: whatever else changed since the last call came before it (a refusal too), and
    /// is told first; `cause` is the pane whose pilot told of the change, and why it changed.
    mutating func events(
        of window: WindowManager, size: Size, describing: Bool, stackChangedLast: Bool = false,
        cause: (pane: String, cause: StackChangeCause)? = nil
    ) -> [JSONValue] {
        var panes: [String: PaneState] = [:]
        for pane in window.panes {
            let pilot = pane.pane.pilot
            panes[pane.name] = PaneState(
                depth: pilot?.depth ?? 0, top: pilot?.currentEntryID, modal: pane.root.presentedModal,
                refusals: pilot?.lastRefusal?.number ?? 0)
        }
        let now = State(panes: panes, focus: window.focusedPane.name, zoom: window.zoomedPane, size: size)
        defer { last = now }
        // Stacks noted for an earlier watcher would tell the next one a change it did not see.
        if !describing { stacks = [:] }
        guard let last, last != now, describing else { return [] }
        var stackEvents: [JSONValue] = []
        var events: [JSONValue] = []
        for pane in window.panes {
            guard let new = now.panes[pane.name], let old = last.panes[pane.name] else { continue }
            if new.refusals != old.refusals, let refusal = pane.pane.pilot?.lastRefusal {
                events.append(Self.refused(refusal, pane: pane.name, since: old.refusals))
            }
            if new.depth != old.depth || new.top != old.top, let pilot = pane.pane.pilot {
                let by = cause?.pane == pane.name ? cause?.cause : nil
                stackEvents.append(stackEvent(of: pilot, pane: pane.name, depthBefore: old.depth, by: by))
            }
            if new.modal != old.modal {
                if let closed = old.modal {
                    events.append(Self.modal(closed, pane: pane.name, shown: false))
                }
                if let shown = new.modal {
                    events.append(Self.modal(shown, pane: pane.name, shown: true))
                }
            }
        }
        if now.focus != last.focus {
            events.append(.object([("event", .string("focus")), ("pane", .string(now.focus))]))
        }
        if now.zoom != last.zoom {
            events.append(.object([("event", .string("zoom")), ("pane", now.zoom.map(JSONValue.string) ?? .null)]))
        }
        if now.size != last.size {
            events.append(
                .object([
                    ("event", .string("resize")), ("width", .int(now.size.width)), ("height", .int(now.size.height)),
                ]))
        }
        return stackChangedLast ? events + stackEvents : stackEvents + events
    }

    /// What changed in `pane`'s stack: the routes popped (a count) and pushed (in route notation),
    /// never the whole stack, so a watcher of 10,000 pushes gets 10,000 small events.
    private mutating func stackEvent(
        of pilot: any PilotControl, pane: String, depthBefore: Int, by cause: StackChangeCause?
    ) -> JSONValue {
        let stack = pilot.stackSnapshot(sharingRoutesWith: stacks[pane])
        // Without an earlier snapshot (the pane's first change since someone watches): a push kept
        // the old stack, a pop kept what is left, a replace kept all but the top.
        let guess =
            stack.depth > depthBefore ? depthBefore : stack.depth < depthBefore ? stack.depth : stack.depth - 1
        let kept = stacks[pane].map { stack.commonDepth(with: $0) } ?? max(0, guess)
        stacks[pane] = stack
        let popped = depthBefore - kept
        let pushed = stack.descriptions(last: stack.depth - kept)
        let change = stack.depth > depthBefore ? "push" : stack.depth < depthBefore ? "pop" : "replace"
        return .object(
            [("event", .string("stack")), ("pane", .string(pane)), ("cause", .string(change))]
                + (cause.map { [("by", .string($0.rawValue))] } ?? [])
                + [
                    ("depth", .int(stack.depth)), ("popped", .int(popped)),
                    ("pushed", .array(pushed.map(JSONValue.string))),
                ])
    }

    /// A navigation `pane`'s route guard refused: the last one, and how many there were since the
    /// pane was last told (`refusals`; more than 1 when several came between two looks).
    private static func refused(_ refusal: NavPilotRefusal, pane: String, since earlier: Int) -> JSONValue {
        .object([
            ("event", .string("refused")), ("pane", .string(pane)), ("action", .string(refusal.action.description)),
            ("route", .string(refusal.route)), ("refusals", .int(refusal.number - earlier)),
        ])
    }

    private static func modal(_ modal: PresentedModal, pane: String, shown: Bool) -> JSONValue {
        .object([
            ("event", .string("modal")), ("pane", .string(pane)), ("kind", .string(modal.kind)),
            ("title", .string(modal.title)), ("shown", .bool(shown)),
        ])
    }
}
