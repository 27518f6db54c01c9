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

    /// The scenario text of a recording; pure, so it is tested without a terminal.
    package static func scenario(
        session: String, size: Size, events: [InputEvent], final: FinalState, comment: String? = nil
    ) -> String {
        var lines: [String] = []
        if let comment { lines.append("# " + comment) }
        lines.append("Session \(session)")
        lines.append("Set Size \(size.width)x\(size.height)")
        lines += inputLines(events)
        if let focused = final.focusedPane { lines.append("ExpectFocus \(focused)") }
        for (pane, routes) in final.stacks {
            lines.append("ExpectStack \(pane) [\(routes.joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The input as scenario lines.
    static func inputLines(_ events: [InputEvent]) -> [String] {
        var lines: [String] = []
        var typed = ""
        var lastKey: (name: String, count: Int)?
        func flushTyped() {
            if !typed.isEmpty { lines.append("Type \(quoted(typed))") }
            typed = ""
        }
        func flushKey() {
            if let key = lastKey {
                let command = key.name.hasPrefix("Wheel ") ? key.name : "Key \(key.name)"
                lines.append(key.count == 1 ? command : "\(command) \(key.count)")
            }
            lastKey = nil
        }
        for event in events {
            switch event {
            case .key(let press):
                if press.modifiers.isEmpty, case .character(let character) = press.key, isPrintable(character) {
                    flushKey()
                    typed.append(character)
                    continue
                }
                flushTyped()
                let name = KeyName.text(of: press)
                if lastKey?.name == name {
                    lastKey?.count += 1
                } else {
                    flushKey()
                    lastKey = (name, 1)
                }
            case .paste(let text):
                flushTyped()
                flushKey()
                lines.append("Paste \(quoted(text))")
            case .resize(let size):
                flushTyped()
                flushKey()
                let line = "Resize \(size.width)x\(size.height)"
                // A drag-resize reports many sizes; only where it stopped matters.
                if lines.last?.hasPrefix("Resize ") == true { lines.removeLast() }
                lines.append(line)
            case .mouse(let mouse):
                let position = "\(mouse.position.x),\(mouse.position.y)"
                switch mouse.kind {
                case .press, .click:
                    // Only the left button acts: a right or middle click did nothing to replay.
                    guard mouse.button == .left else { break }
                    flushTyped()
                    flushKey()
                    lines.append("Click \(position)")
                case .scrollUp, .scrollDown:
                    flushTyped()
                    // Turning the wheel reports a notch at a time; notches in a row are one Wheel.
                    let name = "Wheel \(mouse.kind == .scrollUp ? "up" : "down") \(position)"
                    if lastKey?.name == name {
                        lastKey?.count += 1
                    } else {
                        flushKey()
                        lastKey = (name, 1)
                    }
                case .drag:
                    // A drag starts as the press's Click; it becomes a Drag to where the button is now.
                    guard let last = lines.last else { break }
                    let from = last.split(separator: " ")
                    guard from.count >= 2, from[0] == "Click" || from[0] == "Drag" else { break }
                    lines[lines.count - 1] = "Drag \(from[1]) \(position)"
                case .release:
                    // Click sends the press and the release: the release in place is what acts.
                    break
                }
            }
        }
        flushTyped()
        flushKey()
        return lines
    }

    private static func isPrintable(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy {
            $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value)
        }
    }

    /// `text` as a scenario string literal (the same literals as route notation).
    static func quoted(_ text: String) -> String {
        RouteNotation.quoted(text)
    }
}
