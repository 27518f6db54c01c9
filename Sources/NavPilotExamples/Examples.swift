import NavPilotTUI

/// One of the examples `navpilot` ships: a session of one or more panes, each driven by its own pilot.
public struct Example: Sendable {
    /// The position in `navpilot --list` (`navpilot --example 4`).
    public let number: Int
    /// The short name (`push-pop`, `split-screen`), also the session's name.
    public let name: String
    /// A title for people.
    public let title: String
    /// One sentence about what the example shows.
    public let summary: String
    /// The names of the example's panes, as its own session calls them.
    public let paneNames: [String]
    /// Builds the example's panes with fresh pilots; `paneName` maps each of the example's own pane
    /// names to the name it gets in the session (composed sessions rename `main`).
    public let makePanes: @MainActor (_ paneName: (String) -> String) -> [Pane]
    /// A new session of this example, with fresh pilots (a persisting pilot restores its saved stack).
    public let make: @MainActor () -> Session

    init(
        number: Int, name: String, title: String, summary: String, paneNames: [String],
        layout: SessionLayout = .sideBySide, makePanes: @escaping @MainActor ((String) -> String) -> [Pane]
    ) {
        self.number = number
        self.name = name
        self.title = title
        self.summary = summary
        self.paneNames = paneNames
        self.makePanes = makePanes
        self.make = {
            let panes = makePanes { $0 }
            return Session(name, layout: layout) {
                for pane in panes { pane }
            }
        }
    }
}

/// The examples of the original NavigationPilot library, as terminal sessions.
public enum Examples {
    /// Every example, in the order of the original library's demos (`navpilot --list`).
    public static let all: [Example] = [
        PushPopExample.example, ParametersExample.example, CallbackExample.example, SplitScreenExample.example,
        DeepLinkExample.example, PersistenceExample.example, InspectorExample.example, RouteGuardsExample.example,
        TransitionsExample.example,
    ]

    /// The examples on real data, after the original library's: the file browser.
    public static let realData: [Example] = [FilesExample.example]

    /// Every example `navpilot` runs: the original library's nine, then those on real data.
    public static var catalogue: [Example] { all + realData }

    /// The example `navpilot` runs when given no arguments: the split screen.
    public static let defaultExample = SplitScreenExample.example

    /// The example with this name (any case) or number, or nil.
    public static func named(_ nameOrNumber: String) -> Example? {
        if let number = Int(nameOrNumber) {
            return catalogue.first { $0.number == number }
        }
        let name = nameOrNumber.lowercased()
        return catalogue.first { $0.name == name }
    }

    /// `navpilot --list`: one line per example with its number, name and title, then an indented line
    /// with its one-line summary.
    public static var listing: String {
        let width = catalogue.map(\.name.count).max() ?? 0
        let numberWidth = catalogue.map { "\($0.number)".count }.max() ?? 1
        let indent = String(repeating: " ", count: numberWidth + 2)
        return catalogue.map { example in
            let number = "\(example.number)"
            let numberPadding = String(repeating: " ", count: numberWidth - number.count)
            let padding = String(repeating: " ", count: width - example.name.count)
            return "\(number)\(numberPadding)  \(example.name)\(padding)  \(example.title)\n\(indent)\(example.summary)"
        }.joined(separator: "\n")
    }
}
