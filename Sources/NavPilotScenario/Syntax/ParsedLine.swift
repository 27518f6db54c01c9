import NavPilotTUI

/// A command line after parsing, before it is checked against the session: what it does, plus the
/// names and routes in it that only the session can judge, each with its place in the file.
struct ParsedLine {
    enum Content: Equatable {
        case session(String)
        case setSize(Size)
        case step(StepAction)
        /// A control connection's own command (`Watch`, `Stacks`, `Screen`), which no file holds.
        case control(ControlRequest)
    }

    /// The commands that may only start a file.
    enum Header {
        case session
        case setSize
    }

    /// A route written for a pane, to be decoded by that pane's pilot.
    struct RouteReference {
        let pane: String
        let text: String
        let span: SourceSpan
        /// Expectations may name non-`Codable` routes by case name; operations need decodable routes.
        let isExpectation: Bool
    }

    /// A stack link written for a pane (`OpenURL`), to be decoded by that pane's pilot.
    struct LinkReference {
        let pane: String
        let text: String
        let span: SourceSpan
    }

    let command: Token
    let content: Content
    var sessionSpan: SourceSpan?
    var panes: [(name: String, span: SourceSpan)] = []
    var routes: [RouteReference] = []
    var links: [LinkReference] = []
    /// The file a `Snapshot` or `Screenshot` writes (`NAME.txt`, `NAME.svg`): one line per file.
    var snapshotFile: (name: String, file: String, span: SourceSpan)?

    init(command: Token, content: Content) {
        self.command = command
        self.content = content
    }
}
