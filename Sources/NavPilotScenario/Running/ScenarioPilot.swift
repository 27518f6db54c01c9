import NavPilot
import NavPilotTUI

/// The scenario engine as a Swift API, for Swift Testing code: drive a session headlessly with
/// the same commands scenario files use, and get descriptive errors from expectations.
///
/// ```swift
/// let pilot = ScenarioPilot(session: splitScreen())
/// try await pilot.key("enter")
/// try pilot.expectStack("feed", ["feed", "post(id: 1, title: \"Swift Tips\")"])
/// try await pilot.run("""
///     Focus chat
///     Key enter
///     ExpectTop chat thread(id: 1, with: "Alice")
///     """)
/// ```
///
/// Every action settles before it returns, so expectations see the finished frame.
@MainActor
public final class ScenarioPilot {
    private let host: HeadlessHost
    private let runner: StepRunner

    /// Starts `session` headlessly at `size`.
    ///
    /// Pilots in `session` were made before the pilot existed, so they save wherever they were told
    /// to; use `init(size:snapshotDirectory:updateSnapshots:makeSession:)` to keep a
    /// `persistState: true` session away from the user's saved state.
    ///
    /// - Parameters:
    ///   - session: the session to drive.
    ///   - size: the size of its headless terminal.
    ///   - snapshotDirectory: where `Snapshot` files live (nil: snapshots fail).
    ///   - updateSnapshots: write snapshots instead of comparing them.
    ///   - narrates: tell the session in words (`Narration`), for `expectNarration(_:)`.
    public init(
        session: Session, size: Size = Scenario.defaultSize, snapshotDirectory: String? = nil,
        updateSnapshots: Bool = false, narrates: Bool = false
    ) {
        host = HeadlessHost(session, size: size, narrates: narrates)
        host.finishNarratedStep()
        runner = StepRunner(
            host: host,
            snapshots: snapshotDirectory.map { SnapshotStore(directory: $0, update: updateSnapshots) },
            makeSession: nil)
    }

    /// Starts the session `make` builds; `Relaunch` builds it again. Both are built with a state
    /// folder of the pilot's own, so `persistState: true` pilots restore what the driven session
    /// saved, and never the user's saved stacks.
    public init(
        size: Size = Scenario.defaultSize, snapshotDirectory: String? = nil, updateSnapshots: Bool = false,
        narrates: Bool = false, makeSession make: @escaping @MainActor () -> Session
    ) {
        // The sessions it builds save their state here, never in the user's folder (kept alive by
        // the runner's closure).
        let sandbox = ScenarioSandbox()
        host = HeadlessHost(sandbox.build(make), size: size, narrates: narrates)
        host.finishNarratedStep()
        runner = StepRunner(
            host: host,
            snapshots: snapshotDirectory.map { SnapshotStore(directory: $0, update: updateSnapshots) },
            makeSession: { sandbox.build(make) })
    }

    // MARK: Reading

    /// The headless session being driven.
    public var session: HeadlessSession { host.session }
    /// The window manager of the session.
    public var windowManager: WindowManager { host.windowManager }
    /// The whole screen as text.
    public var text: String { host.screen.text }
    /// The text inside the pane's border ("" when it is not shown).
    public func text(ofPane name: String) -> String { ScreenText.pane(name, of: host) ?? "" }
    /// The pane's stack as displayed (route notation, or case names for non-`Codable` routes).
    public func stack(ofPane name: String) -> [String] {
        windowManager.pane(named: name)?.pane.pilot?.stackDescriptions ?? []
    }

    // MARK: Scripts

    /// Runs scenario commands (no `Session` or `Set Size` line: the session is already running).
    ///
    /// - Throws: `ScenarioDiagnostics` when the script is malformed (nothing runs), else the first
    ///   `ScenarioFailure`.
    public func run(_ script: String, file: String = "script") async throws {
        let steps = try Scenario.steps(ofScript: script, file: file, session: windowManager.session)
        for (index, step) in steps.enumerated() {
            try await runner.run(step, file: file, before: steps.dropFirst(index + 1).first)
        }
    }

    /// Runs one action (as a scenario line would), settles, and checks it when it is an expectation.
    public func perform(
        _ action: StepAction, file: String = #fileID, line: Int = #line, command: String = ""
    ) async throws(ScenarioFailure) {
        try await runner.run(ScenarioStep(action, line: line, source: command), file: file)
    }

    // MARK: Input

    /// Presses the key named as in scenario files (`enter`, `shift+tab`, `ctrl+x`, `j`) `count` times.
    public func key(
        _ name: String, count: Int = 1, file: String = #fileID, line: Int = #line
    ) async throws(ScenarioFailure) {
        guard let press = KeyName.parse(name) else {
            throw ScenarioFailure(
                file: file, line: line, command: "Key \(name)", message: "unknown key '\(name)'; \(KeyName.help)")
        }
        try await perform(.key(press, count: count), file: file, line: line, command: "Key \(name)")
    }

    /// Types `text` one character at a time.
    public func type(_ text: String) async {
        try? await perform(.type(text))
    }

    /// Focuses the pane named `name`.
    public func focus(_ name: String, file: String = #fileID, line: Int = #line) async throws(ScenarioFailure) {
        guard windowManager.pane(named: name) != nil else {
            throw ScenarioFailure(file: file, line: line, command: "Focus \(name)", message: "unknown pane '\(name)'")
        }
        try await perform(.focus(.named(name)), file: file, line: line, command: "Focus \(name)")
    }

    /// Runs a pilot operation (routes in notation) on the pane's pilot.
    public func perform(
        _ operation: PilotOperation, on pane: String, file: String = #fileID, line: Int = #line
    ) async throws(ScenarioFailure) {
        try await perform(.operation(pane: pane, operation), file: file, line: line, command: "\(operation) on \(pane)")
    }

    // MARK: Expectations

    /// Expects the pane's stack to be `routes` (by value for `Codable` routes, by case name otherwise).
    public func expectStack(
        _ pane: String, _ routes: [String], file: String = #fileID, line: Int = #line
    ) throws(ScenarioFailure) {
        try expect(.expectStack(pane: pane, routes), "ExpectStack \(pane)", file, line)
    }

    /// Expects the pane's top route to be `route`.
    public func expectTop(
        _ pane: String, _ route: String, file: String = #fileID, line: Int = #line
    ) throws(ScenarioFailure) {
        try expect(.expectTop(pane: pane, route), "ExpectTop \(pane)", file, line)
    }

    /// Expects the pane's stack to hold `depth` routes.
    public func expectDepth(
        _ pane: String, _ depth: Int, file: String = #fileID, line: Int = #line
    ) throws(ScenarioFailure) {
        try expect(.expectDepth(pane: pane, depth), "ExpectDepth \(pane)", file, line)
    }

    /// Expects the focus on the pane.
    public func expectFocus(_ pane: String, file: String = #fileID, line: Int = #line) throws(ScenarioFailure) {
        try expect(.expectFocus(pane), "ExpectFocus \(pane)", file, line)
    }

    /// Expects `text` on the screen, or in the pane when given.
    public func expectText(
        _ text: String, in pane: String? = nil, file: String = #fileID, line: Int = #line
    ) throws(ScenarioFailure) {
        try expect(.expectText(text, pane: pane), "ExpectText", file, line)
    }

    /// Expects `text` nowhere on the screen, or not in the pane when given.
    public func expectNoText(
        _ text: String, in pane: String? = nil, file: String = #fileID, line: Int = #line
    ) throws(ScenarioFailure) {
        try expect(.expectNoText(text, pane: pane), "ExpectNoText", file, line)
    }

    /// Expects an alert or confirmation dialog titled `title`, in the pane when given, else in any.
    public func expectAlert(
        _ title: String, in pane: String? = nil, file: String = #fileID, line: Int = #line
    ) throws(ScenarioFailure) {
        try expect(.expectAlert(title, pane: pane), "ExpectAlert", file, line)
    }

    /// Expects no alert, dialog or sheet, in the pane when given, else in any.
    public func expectNoAlert(in pane: String? = nil, file: String = #fileID, line: Int = #line) throws(ScenarioFailure)
    {
        try expect(.expectNoAlert(pane: pane), "ExpectNoAlert", file, line)
    }

    /// What the last action narrated (the session's start before any), a line each; nil unless the
    /// pilot was made with `narrates: true`.
    public var narration: [String]? { host.lastNarration }

    /// Expects a line the last action narrated to contain `text` (the pilot narrates: `narrates: true`).
    public func expectNarration(_ text: String, file: String = #fileID, line: Int = #line) throws(ScenarioFailure) {
        try expect(.expectNarration(text), "ExpectNarration", file, line)
    }

    /// Compares the screen with the snapshot `name` (or writes it when updating).
    public func snapshot(_ name: String, file: String = #fileID, line: Int = #line) throws(ScenarioFailure) {
        try expect(.snapshot(name), "Snapshot \(name)", file, line)
    }

    /// Compares the screen, as an SVG picture, with the screenshot `name` (or writes it when updating).
    public func screenshot(_ name: String, file: String = #fileID, line: Int = #line) throws(ScenarioFailure) {
        try expect(.screenshot(name, frame: nil), "Screenshot \(name)", file, line)
    }

    private func expect(_ action: StepAction, _ command: String, _ file: String, _ line: Int) throws(ScenarioFailure) {
        try runner.check(ScenarioStep(action, line: line, source: command), file: file)
    }
}
