import NavPilot
import NavPilotExamples
import NavPilotTUI

extension HeadlessSession {
    /// Starts a fresh session of `example` (by name) at `size`, with `keymap`'s keys.
    convenience init(example name: String, size: Size = Size(width: 100, height: 30), keymap: Keymap = .none) {
        self.init(Examples.named(name)!.make(), size: size, keymap: keymap)
    }

    /// The stack of `pane` in route notation (case names for routes that are not Codable).
    func stack(_ pane: String = "main") -> [String] {
        windowManager.session.pane(named: pane)?.pilot?.stackDescriptions ?? []
    }

    /// The typed pilot of `pane`.
    func pilot<Route: Hashable>(_ type: Route.Type, pane: String = "main") -> NavPilot<Route>? {
        windowManager.session.pane(named: pane)?.pilot as? NavPilot<Route>
    }

    /// Settles until `text` shows (a folder loads in a task), anywhere or in the pane named `pane`,
    /// within a bound.
    func settle(until text: String, inPane pane: String? = nil) async {
        for _ in 0..<50 where !(pane.map { self.text(ofPane: $0) } ?? self.text).contains(text) {
            await settle()
        }
    }

    /// Presses `key` `count` times.
    func press(_ key: Key, times count: Int) {
        for _ in 0..<count {
            press(key)
        }
    }

    /// Selects the control `steps` below the first one and activates it (Home, Down × steps, Enter).
    ///
    /// Home first because a screen remembers its selection when the user comes back to it. In a text
    /// field Home moves the text cursor instead, so `steps` then counts from the field.
    func activate(downBy steps: Int) {
        press(.home)
        press(.down, times: steps)
        press(.enter)
    }

    /// Clicks the left button at `point`.
    func click(at point: Point) {
        send([
            .mouse(MouseEvent(position: point, button: .left, kind: .press)),
            .mouse(MouseEvent(position: point, button: .left, kind: .release)),
        ])
    }
}
