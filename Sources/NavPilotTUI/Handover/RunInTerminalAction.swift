/// Runs a program in the app's terminal (`@Environment(\.runInTerminal)`), as SwiftUI's
/// `OpenURLAction` opens a URL: the program gets the whole terminal — the alternate screen left,
/// keys and mouse reports back to normal, as Ctrl+Z leaves them — and the app takes it back and
/// repaints when the program exits. The completion gets how it ended, so the app can say when it
/// failed.
///
/// ```swift
/// @Environment(\.runInTerminal) private var runInTerminal
///
/// Button("Edit") {
///     let editor = ExternalProgram.editor(for: path, environment: ProcessInfo.processInfo.environment)
///     runInTerminal(editor) { outcome in problem = outcome.problem(running: editor) }
/// }
/// ```
///
/// The program runs once the key or click that asked for it has been handled, before the next
/// one. Ctrl+C and Ctrl+\ reach the program, not the app; Ctrl+Z stops both, and `fg` resumes both.
/// Where nothing can be handed over (a headless session, a scenario), the completion gets
/// `.failedToStart` at once, unless the session was given a stand-in (`HeadlessTerminal`'s
/// `externalPrograms`).
@MainActor
public struct RunInTerminalAction {
    let handOff: TerminalHandOff?

    /// Runs `program`, then calls `completion` with how it ended.
    public func callAsFunction(
        _ program: ExternalProgram, then completion: @escaping @MainActor (ExternalProgramOutcome) -> Void = { _ in }
    ) {
        guard let handOff else {
            completion(.failedToStart("there is no terminal to hand over"))
            return
        }
        handOff.request(program, completion)
    }
}

/// Where a view's request to run a program goes: the event loop's queue (`TerminalApplication
/// .connectProgramRuns`), which runs it once the event is handled; a view never touches the
/// terminal itself.
@MainActor
final class TerminalHandOff {
    let request: @MainActor (ExternalProgram, @escaping @MainActor (ExternalProgramOutcome) -> Void) -> Void

    init(request: @escaping @MainActor (ExternalProgram, @escaping @MainActor (ExternalProgramOutcome) -> Void) -> Void)
    {
        self.request = request
    }
}

extension EnvironmentValues {
    /// Runs a program in the app's terminal (see `RunInTerminalAction`).
    public var runInTerminal: RunInTerminalAction {
        RunInTerminalAction(handOff: object(of: TerminalHandOff.self))
    }
}
