import NavPilot
import NavPilotTUI

/// What a watcher is told: the session's state, at each change of a stack and after each frame,
/// compared with the last time, as events (`stack`, `focus`, `zoom`, `modal`, `resize`; `quit` is
/// sent when the session ends).
@MainActor
struct SessionEvents {
    private struct PaneState: Equatable {
        var depth: Int
        var top: StackEntryID?
        var modal: PresentedModal?
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
    /// just changed: whatever else changed since the last call came before it, and is told first.
    mutating func events(
        of window: WindowManager, size: Size, describing: Bool, stackChangedLast: Bool = false
    ) -> [JSONValue] {
        var panes: [String: PaneState] = [:]
        for pane in window.panes {
            panes[pane.name] = PaneState(
                depth: pane.pane.pilot?.depth ?? 0, top: pane.pane.pilot?.currentEntryID,
                modal: pane.root.presentedModal)
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
            if new.depth != old.depth || new.top != old.top, let pilot = pane.pane.pilot {
                stackEvents.append(stackEvent(of: pilot, pane: pane.name, depthBefore: old.depth))
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
    private mutating func stackEvent(of pilot: any PilotControl, pane: String, depthBefore: Int) -> JSONValue {
        let stack = pilot.stackSnapshot(sharingRoutesWith: stacks[pane])
        // Without an earlier snapshot (the pane's first change since someone watches): a push kept
        // the old stack, a pop kept what is left, a replace kept all but the top.
        let guess =
            stack.depth > depthBefore ? depthBefore : stack.depth < depthBefore ? stack.depth : stack.depth - 1
        let kept = stacks[pane].map { stack.commonDepth(with: $0) } ?? max(0, guess)
        stacks[pane] = stack
        let popped = depthBefore - kept
        let pushed = stack.descriptions(last: stack.depth - kept)
        let cause = stack.depth > depthBefore ? "push" : stack.depth < depthBefore ? "pop" : "replace"
        return .object([
            ("event", .string("stack")), ("pane", .string(pane)), ("cause", .string(cause)),
            ("depth", .int(stack.depth)), ("popped", .int(popped)), ("pushed", .array(pushed.map(JSONValue.string))),
        ])
    }

    private static func modal(_ modal: PresentedModal, pane: String, shown: Bool) -> JSONValue {
        .object([
            ("event", .string("modal")), ("pane", .string(pane)), ("kind", .string(modal.kind)),
            ("title", .string(modal.title)), ("shown", .bool(shown)),
        ])
    }
}
