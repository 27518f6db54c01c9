/// One command of the scenario language, declared once: its name and family, how it is written
/// (for `navpilot commands`, the reference and error messages), how a line of it parses (and so
/// what the checker checks: the panes, routes, links and files the parsed line names), how it runs
/// on the session or what it checks there, and how a step prints back as its canonical line. The
/// parser, the checker, the runner, the control socket, the recorder, the explorer, the shrinker and
/// `navpilot fmt` all go through the table (`ScenarioCommands.all`): a new command is its case of
/// `StepAction` and one declaration.
struct CommandDeclaration: Sendable {
    /// The kind of thing a command does, as `navpilot commands` and the reference group them.
    enum Family: String, CaseIterable, Sendable {
        /// The session, its terminal and its window: `Session`, `Set`, `Resize`, `Focus`, `Zoom`, …
        case session
        /// Keys, text and the mouse.
        case input
        /// A pane's pilot: `Push`, `Pop`, `Back`, `OpenURL`, …
        case navigation
        /// What must hold: `ExpectStack`, `ExpectText`, `Snapshot`, …
        case expectation
        /// The control socket's own commands, which only a connection takes (`Watch`, `Stacks`, `Screen`).
        case control
    }

    /// The command's name, the first word of its lines.
    let name: String
    /// What kind of thing it does.
    let family: Family
    /// How it is written, with its arguments in capitals: `Push PANE ROUTE...`.
    let syntax: String
    /// What it does, in one line.
    let summary: String
    /// What an error about its arguments says (`Push takes a pane and one or more routes`).
    let usage: String
    /// How the command is suggested for a misspelt one, when not by its name (`Set Size`).
    var suggestion: String?
    /// Reads a line of the command (the parser holds its tokens, the command first), `usage` being
    /// what an error about its arguments says.
    let parse: @Sendable (_ parser: LineParser, _ usage: String) throws(Lexer.Failure) -> ParsedLine
    /// The words after the name of the canonical line of `content`, nil when `content` is not this
    /// command's.
    let print: @Sendable (ParsedLine.Content) -> [String]?
    /// Does `action` on the session when it is this command's (false when it is not); nil for a
    /// command that changes nothing (an expectation, a header, a control command).
    var run: Run?
    /// Checks `action` against the session when it is this command's (false when it is not); nil
    /// for a command that is no expectation.
    var check: Check?

    /// Does a step on the session when it is the command's: true when it was.
    typealias Run = @MainActor @Sendable (StepAction, StepRunner) throws(StepProblem) -> Bool
    /// Checks a step against the session when it is the command's: true when it was.
    typealias Check = @MainActor @Sendable (StepAction, Expectations) throws(StepProblem) -> Bool

    /// Whether only a control connection takes the command (not a scenario file).
    var isControlOnly: Bool { family == .control }
}

/// Every command of the scenario language, in the order `navpilot commands` lists them.
enum ScenarioCommands {
    /// The table.
    static let all: [CommandDeclaration] =
        SessionCommands.all + InputCommands.all + NavigationCommands.all + ExpectationCommands.all
        + ControlOnlyCommands.all

    /// The commands by name.
    static let byName: [String: CommandDeclaration] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The command called `name`, if there is one.
    static func named(_ name: String) -> CommandDeclaration? { byName[name] }
}
