import NavPilot

/// Why a scenario step failed: where, what was expected, and what was found.
public struct ScenarioFailure: Error, Sendable, CustomStringConvertible {
    /// The scenario file (or a label for scenarios run from code).
    public var file: String
    /// The line of the step (0 for steps called from code).
    public var line: Int
    /// The command as written.
    public var command: String
    /// One line saying what went wrong.
    public var message: String
    /// Further lines: a stack diff, the pane's text, a snapshot diff.
    public var details: [String]

    /// A failure of `command` at `file`:`line`.
    public init(file: String, line: Int, command: String, message: String, details: [String] = []) {
        self.file = file
        self.line = line
        self.command = command
        self.message = message
        self.details = details
    }

    /// The failure of `step` of the scenario in `file`, for `problem`.
    init(_ problem: StepProblem, file: String, step: ScenarioStep) {
        self.init(file: file, line: step.line, command: step.source, message: problem.message, details: problem.details)
    }

    /// `file:line: command: message`, then the details indented.
    public var description: String {
        // The file's name as given may hold line breaks or bytes that are not UTF-8: escaped, so the
        // line stays one line.
        let place = line > 0 ? "\(SafeText.escaping(file)):\(line): " : ""
        let head = command.isEmpty ? "\(place)\(message)" : "\(place)\(command): \(message)"
        return ([head] + details.map { "  " + $0 }).joined(separator: "\n")
    }
}

/// What a step reports when it fails, before the runner adds the place.
struct StepProblem: Error {
    var message: String
    var details: [String] = []

    init(_ message: String, details: [String] = []) {
        self.message = message
        self.details = details
    }
}
