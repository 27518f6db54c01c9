import NavPilot
import NavPilotTUI

/// Prints a parsed line or a step as its canonical scenario line, through the command's declaration
/// (`ScenarioCommands`): one space between words, keys as the docs write them, strings as route
/// notation quotes them. What it prints parses back to the same step.
enum ScenarioPrinter {
    /// The canonical line of `content`.
    static func line(for content: ParsedLine.Content) -> String {
        for declaration in ScenarioCommands.all {
            if let words = declaration.print(content) { return ([declaration.name] + words).joined(separator: " ") }
        }
        // Every content is some command's: the table's round-trip test covers each.
        preconditionFailure("no scenario command prints \(content)")
    }

    /// The canonical line of a step's action.
    static func line(for action: StepAction) -> String {
        line(for: .step(action))
    }

    /// A step doing `action`, its source the canonical line (for steps made in code).
    static func step(_ action: StepAction) -> ScenarioStep {
        ScenarioStep(action, source: line(for: action))
    }

    /// A string argument.
    static func quoted(_ text: String) -> String { RouteNotation.quoted(text) }

    /// A cell: `12,3`.
    static func position(_ point: Point) -> String { "\(point.x),\(point.y)" }

    /// A size: `100x30`.
    static func size(_ size: Size) -> String { "\(size.width)x\(size.height)" }

    /// An optional count, left out when it is 1.
    static func count(_ count: Int) -> [String] { count == 1 ? [] : [String(count)] }

    /// `in PANE` when a pane is named.
    static func pane(_ pane: String?) -> [String] { pane.map { ["in", $0] } ?? [] }

    /// Where a click or the wheel lands.
    static func target(_ target: PointerTarget) -> [String] {
        switch target {
        case .position(let point): [position(point)]
        case .text(let text, let pane): self.pane(pane) + [quoted(text)]
        case .pane(let pane): ["in", pane]
        }
    }

    /// A list of routes: `[feed, post(id: 1, title: "Swift Tips")]`.
    static func routes(_ routes: [String]) -> String { "[" + routes.joined(separator: ", ") + "]" }
}
