import NavPilot
import NavPilotTUI

/// Picks the next step of an exploration, from what the session shows and has shown: keys, typing,
/// pastes, bursts, clicks and the wheel on the screen, window-manager actions (focus, zoom, sizes,
/// too small ones included), pilot operations with routes and stacks seen so far, and `Relaunch`.
///
/// Each step is made with the line a scenario file would hold, so a run can be written out and
/// replayed by `navpilot run` as it is.
@MainActor
struct ActionGenerator {
    private var random: SplitMix64
    /// Routes and stack links each `Codable` pane has shown, in the order first seen.
    private var routesSeen: [String: [String]] = [:]
    private var linksSeen: [String: [String]] = [:]
    /// The size the session started at, which `Resize` comes back to most often.
    let startSize: Size

    init(seed: UInt64, startSize: Size) {
        random = SplitMix64(seed: seed)
        self.startSize = startSize
    }

    /// Keys that act on screens (some twice, to be pressed more often). `q` and Ctrl+C are left
    /// out: they quit, and every step after them would do nothing.
    private static let keys = [
        "up", "down", "down", "enter", "enter", "escape", "backspace", "tab", "shift+tab", "left", "right", "home",
        "end", "pageup", "pagedown", "space", "i", "z", "?", "f1", "[", "]", "j", "k", "alt+left", "alt+right",
        "ctrl+w", "h", "l", "ctrl+p", ":", "/",
    ]

    /// Notes what the session shows now, for later pilot operations.
    mutating func observe(_ windowManager: WindowManager) {
        for pane in windowManager.panes {
            guard let pilot = pane.pane.pilot, pilot.routesAreCodable else { continue }
            for route in pilot.stackDescriptions where !(routesSeen[pane.name] ?? []).contains(route) {
                routesSeen[pane.name, default: []].append(route)
            }
            if let link = pilot.stackLink, link.count < 2_000, !(linksSeen[pane.name] ?? []).contains(link) {
                linksSeen[pane.name, default: []].append(link)
            }
        }
    }

    /// The next step for the session as `windowManager` shows it on a screen of `size`; after the
    /// session quit (the palette's quit entry can be run without a key), it is launched again.
    mutating func next(for windowManager: WindowManager, size: Size, hasQuit: Bool = false) -> ScenarioStep {
        if hasQuit { return step(.relaunch) }
        let panes = windowManager.panes.map(\.name)
        switch random.next() % 100 {
        case 0..<38:
            return key(pick(Self.keys))
        case 38..<50:
            // The keys the session declares where the focus is (a widget's, a screen's), so an
            // app's own bindings are explored, not only the built-in ones.
            return key(boundKey(in: windowManager) ?? pick(Self.keys))
        case 50..<55:
            let keys = (0..<Int(random.next() % 3 + 2)).map { _ in Self.press(pick(Self.keys)) }
            return step(.burst(keys))
        case 55..<58:
            return step(.type(pick(["Jane", "x", "ünï", "a b", "🙂"])))
        case 58..<59:
            return step(.paste(pick(["pasted", "two\nlines"])))
        case 59..<67:
            return step(.click(.position(cell(in: size))))
        case 67..<70:
            let way: WheelDirection = random.next() % 2 == 0 ? .up : .down
            return step(.wheel(way, .position(cell(in: size)), count: 1))
        case 70..<74:
            let target = pick(["next", "prev"] + panes)
            return step(.focus(target == "next" ? .next : target == "prev" ? .previous : .named(target)))
        case 74..<76:
            return windowManager.zoomedPane == nil ? step(.zoom(pick(panes))) : step(.unzoom)
        case 76..<79:
            let sizes = [
                startSize, startSize, Size(width: 60, height: 20), Size(width: 20, height: 6),
                Size(width: 160, height: 48), Size(width: 1, height: 2),
            ]
            return step(.resize(pick(sizes)))
        case 79..<80:
            return step(.relaunch)
        default:
            return pilotOperation(on: pick(panes), in: windowManager)
                ?? key(pick(Self.keys))
        }
    }

    /// Characters typed for a binding that takes any character (a text field, a list's find).
    private static let characters = ["a", "e", "f", "i", "n", "s", "z", "1", ".", "space"]

    /// Keys that would end the exploration (quit, suspend) are never pressed.
    private static let endingKeys: Set<KeyPress> = [
        KeyPress(.character("q")), KeyPress(.character("c"), .control), KeyPress(.character("z"), .control),
    ]

    /// One key of a binding that applies where the focus is, in scenario notation; nil when there is
    /// none to press.
    private mutating func boundKey(in windowManager: WindowManager) -> String? {
        let patterns = windowManager.currentKeyBindings.flatMap(\.bindings).flatMap(\.keys).filter { pattern in
            pattern.isPrintable || pattern.press.map { !Self.endingKeys.contains($0) } == true
        }
        guard !patterns.isEmpty else { return nil }
        let pattern = pick(patterns)
        return pattern.press.map(KeyName.name(of:)) ?? pick(Self.characters)
    }

    private mutating func pilotOperation(on pane: String, in windowManager: WindowManager) -> ScenarioStep? {
        guard let pilot = windowManager.pane(named: pane)?.pane.pilot else { return nil }
        let codable = pilot.routesAreCodable
        switch random.next() % 7 {
        case 0: return step(.operation(pane: pane, .pop(count: 1)))
        case 1: return step(.operation(pane: pane, .popToRoot))
        // Forward where there is somewhere to go (every other depth, so Back still comes up there).
        case 2:
            let forward = !pilot.forwardDescriptions.isEmpty && pilot.depth % 2 == 1
            return step(forward ? .operation(pane: pane, .forward) : .back(pane: pane))
        case 3 where codable:
            guard let route = pickSeen(routesSeen[pane]) else { return nil }
            return step(.operation(pane: pane, .push([route])))
        case 4 where codable:
            guard let route = pickSeen(routesSeen[pane]) else { return nil }
            return step(.operation(pane: pane, .popTo(route)))
        case 5 where codable:
            guard let route = pickSeen(routesSeen[pane]), pilot.depth > 1 else { return nil }
            return step(.operation(pane: pane, .replaceCurrent(route)))
        case 6 where codable:
            guard let link = pickSeen(linksSeen[pane]) else { return nil }
            return step(.operation(pane: pane, .openURL(link)))
        default:
            return nil
        }
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(random.next() % UInt64(choices.count))]
    }

    private mutating func pickSeen(_ choices: [String]?) -> String? {
        guard let choices, !choices.isEmpty else { return nil }
        return pick(choices)
    }

    /// A step doing `action`, with the line a scenario file would hold for it.
    private func step(_ action: StepAction) -> ScenarioStep {
        ScenarioPrinter.step(action)
    }

    /// One press of the key named `name` (one of `keys`, or a bound key's name).
    private func key(_ name: String) -> ScenarioStep {
        step(.key(Self.press(name), count: 1))
    }

    /// The key press `name` stands for; the names here are the generator's own, each a key.
    private static func press(_ name: String) -> KeyPress {
        guard let press = KeyName.parse(name) else { preconditionFailure("navpilot explore named no key: \(name)") }
        return press
    }

    /// A random cell of a screen of `size`, its column drawn first.
    private mutating func cell(in size: Size) -> Point {
        let x = Int(random.next() % UInt64(size.width))
        return Point(x: x, y: Int(random.next() % UInt64(size.height)))
    }
}
