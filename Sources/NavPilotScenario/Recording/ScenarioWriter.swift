import NavPilot
import NavPilotTUI

/// Turns a recorded interaction into scenario text: `Session`, `Set Size`, the input as `Key`,
/// `Type`, `Click` and `Wheel` lines (printable characters merged into `Type "…"`, repeated keys
/// into `Key down 3`, wheel notches in a row into `Wheel down 12,3 4`),
/// then the final focus and every pane's stack as expectations.
package enum ScenarioWriter {
    /// What a recording ends with: the focused pane and each pane's stack as displayed.
    package struct FinalState: Sendable {
        /// The focused pane.
        package var focusedPane: String?
        /// Each pane with a pilot, in focus order, with its stack in route notation (case names for
        /// non-`Codable` routes).
        package var stacks: [(pane: String, routes: [String])]

        /// A final state.
        package init(focusedPane: String?, stacks: [(pane: String, routes: [String])]) {
            self.focusedPane = focusedPane
            self.stacks = stacks
        }

        /// The state of a running window manager.
        @MainActor
        package init(_ windowManager: WindowManager) {
            focusedPane = windowManager.focusedPane.name
            stacks = windowManager.panes.compactMap { pane in
                pane.pane.pilot.map { (pane.name, $0.stackDescriptions) }
            }
        }
    }

    /// The scenario text of a recording; pure, so it is tested without a terminal. Every line is
    /// printed by its command's declaration (`ScenarioPrinter`).
    package static func scenario(
        session: String, size: Size, events: [InputEvent], final: FinalState, comment: String? = nil
    ) -> String {
        var lines: [String] = []
        if let comment { lines.append("# " + comment) }
        lines.append(ScenarioPrinter.line(for: .session(session)))
        lines.append(ScenarioPrinter.line(for: .setSize(size)))
        lines += inputLines(events)
        if let focused = final.focusedPane { lines.append(ScenarioPrinter.line(for: .expectFocus(focused))) }
        for (pane, routes) in final.stacks {
            lines.append(ScenarioPrinter.line(for: .expectStack(pane: pane, routes)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The input as scenario lines.
    static func inputLines(_ events: [InputEvent]) -> [String] {
        inputActions(events).map { ScenarioPrinter.line(for: $0) }
    }

    /// The input as steps: printable characters in a row one `Type`, a key repeated one `Key` with a
    /// count, wheel notches in a row over one cell one `Wheel`, a drag-resize its last size.
    static func inputActions(_ events: [InputEvent]) -> [StepAction] {
        var actions: [StepAction] = []
        for event in events {
            switch event {
            case .key(let press):
                appendKey(press, to: &actions)
            case .paste(let text):
                actions.append(.paste(text))
            case .resize(let size):
                // A drag-resize reports many sizes; only where it stopped matters.
                if case .resize = actions.last { actions.removeLast() }
                actions.append(.resize(size))
            case .mouse(let mouse):
                appendMouse(mouse, to: &actions)
            }
        }
        return actions
    }

    private static func appendKey(_ press: KeyPress, to actions: inout [StepAction]) {
        if let character = KeyName.typedCharacter(press) {
            if case .type(let typed) = actions.last {
                actions[actions.count - 1] = .type(typed + String(character))
            } else {
                actions.append(.type(String(character)))
            }
        } else if case .key(press, let count) = actions.last {
            actions[actions.count - 1] = .key(press, count: count + 1)
        } else {
            actions.append(.key(press, count: 1))
        }
    }

    private static func appendMouse(_ mouse: MouseEvent, to actions: inout [StepAction]) {
        switch mouse.kind {
        case .press, .click:
            // Only the left button acts: a right or middle click did nothing to replay.
            if mouse.button == .left { actions.append(.click(.position(mouse.position))) }
        case .scrollUp, .scrollDown:
            // Turning the wheel reports a notch at a time; notches in a row are one Wheel.
            let way: WheelDirection = mouse.kind == .scrollUp ? .up : .down
            if case .wheel(way, .position(mouse.position), let count) = actions.last {
                actions[actions.count - 1] = .wheel(way, .position(mouse.position), count: count + 1)
            } else {
                actions.append(.wheel(way, .position(mouse.position), count: 1))
            }
        case .drag:
            // A drag starts as the press's Click; it becomes a Drag to where the button is now.
            switch actions.last {
            case .click(.position(let from)), .drag(let from, _):
                actions[actions.count - 1] = .drag(from: from, to: mouse.position)
            default:
                break
            }
        case .release:
            // Click sends the press and the release: the release in place is what acts.
            break
        }
    }
}
