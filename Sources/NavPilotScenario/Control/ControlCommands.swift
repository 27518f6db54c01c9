import NavPilot
import NavPilotTUI

/// Runs the lines a control connection sends on the live session, one after another, each after
/// the frame of the one before, and answers each with one JSON object: scenario lines as scenario
/// files run them (an expectation that fails answers with the message and details `navpilot run`
/// prints), and three commands of the protocol's own: `Screen [PANE]` (the text on screen),
/// `Stacks` (every pane's stack, the focus, the zoom) and `Watch` (events from now on).
///
/// Lines that arrive together act as keys typed together do, each on the frame the one before
/// drew; the session's tasks run (it settles) before anything is read or checked (an expectation,
/// `Screen`, `Stacks`) and after the last line of what arrived.
@MainActor
final class ControlCommands {
    private let host: LiveHost
    private let runner: StepRunner
    private let connections: ControlConnections

    init(host: LiveHost, connections: ControlConnections) {
        self.host = host
        self.connections = connections
        runner = StepRunner(host: host, snapshots: nil, makeSession: nil)
    }

    /// The answer to `line` from `connection` (nil: the line was too long to read); with
    /// `settling`, the session settles after an input line too.
    func answer(_ line: String?, from connection: Int, settling: Bool) async -> JSONValue {
        guard let line else {
            return Self.failure("a line longer than \(ControlConnections.longestLine) bytes is not read")
        }
        switch Self.request(in: line) {
        case .success(nil):
            return await run(line, settling: settling)
        case .success(.watch):
            connections.watch(connection)
            return Self.success([("watching", .bool(true))])
        case .success(.stacks):
            await host.settle()
            return Self.success(stacks)
        case .success(.screen(let name)):
            await host.settle()
            guard let text = name.map({ ScreenText.pane($0, of: host) }) ?? ScreenText.screen(of: host) else {
                return Self.failure("pane \(SafeText.quoted(name ?? "")) is not shown", column: 8)
            }
            return Self.success([("screen", .string(ScreenText.withoutTrailingEmptyRows(text)))])
        case .failure(let failure):
            return Self.failure(failure.message, column: failure.span.column)
        }
    }

    /// The control command `line` holds (`Watch`, `Stacks`, `Screen`, read through their
    /// declarations), nil for a scenario line or one that is not a command at all.
    private static func request(in line: String) -> Result<ControlRequest?, Lexer.Failure> {
        var lexer = Lexer(line: line, lineNumber: 1)
        guard let tokens = try? lexer.tokens(), let first = tokens.first, first.isWord,
            ScenarioCommands.named(first.value)?.isControlOnly == true
        else { return .success(nil) }
        do {
            guard case .control(let request) = try LineParser(tokens: tokens).parse().content else {
                return .success(nil)
            }
            return .success(request)
        } catch {
            return .failure(error)
        }
    }

    /// Runs a scenario line on the session.
    private func run(_ line: String, settling: Bool) async -> JSONValue {
        let steps: [ScenarioStep]
        do {
            steps = try Scenario.steps(ofScript: line, file: "control", session: host.windowManager.session)
        } catch {
            let first = error.diagnostics.first
            return Self.failure(first?.message ?? error.description, column: first?.span.column)
        }
        for step in steps {
            switch step.action {
            case .resize where !host.canResize:
                return Self.failure("Resize: a live session's terminal sets its own size")
            case .relaunch:
                return Self.failure("Relaunch: a live session is not launched again from here")
            default: break
            }
            do {
                if settling || step.action.isExpectation {
                    try await runner.run(step, file: "control")
                } else {
                    try runner.perform(step, file: "control")
                    try runner.checkSettled(step, file: "control")
                }
            } catch {
                var members: [(String, JSONValue)] = [("ok", .bool(false)), ("error", .string(error.message))]
                if !error.details.isEmpty { members.append(("details", .array(error.details.map(JSONValue.string)))) }
                return .object(members)
            }
        }
        return Self.success()
    }

    /// Every pane's stack in route notation, the focused pane and the zoomed one.
    var stacks: [(String, JSONValue)] {
        let window = host.windowManager
        let panes = window.panes.map { pane in
            JSONValue.object([
                ("name", .string(pane.name)),
                ("stack", .array((pane.pane.pilot?.stackDescriptions ?? []).map(JSONValue.string))),
            ])
        }
        return [
            ("panes", .array(panes)), ("focus", .string(window.focusedPane.name)),
            ("zoom", window.zoomedPane.map(JSONValue.string) ?? .null),
        ]
    }

    static func success(_ data: [(String, JSONValue)] = []) -> JSONValue {
        .object([("ok", .bool(true))] + data)
    }

    static func failure(_ message: String, column: Int? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("ok", .bool(false)), ("error", .string(message))]
        if let column { members.append(("column", .int(column))) }
        return .object(members)
    }
}
