import NavPilot
import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Scenario {
    /// Parses and checks a scenario file's text against the session it names, before anything runs.
    ///
    /// Lines may end in LF, CRLF or a lone CR, and a byte order mark may start the text.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - file: the path as given; it names the scenario and locates its snapshots.
    ///   - catalog: the sessions the file may name.
    /// - Throws: every problem at once, each at its place in the file (the first ones shown, the
    ///   rest counted: see `ScenarioDiagnostics`).
    @MainActor
    public static func parse(
        _ text: String, file: String, catalog: SessionCatalog
    ) throws(ScenarioDiagnostics)
        -> Scenario
    {
        let syntax = ScenarioSyntax(text: text)
        // Problems of the file's structure (Session first, Set Size right after it).
        var failures = FailureList()
        var lines = syntax.lines[...]
        var sessionName: String?
        var size = defaultSize

        if let first = lines.first, case .session(let name) = first.content,
            first.command.span.line == syntax.firstCommandLine?.span.line
        {
            lines = lines.dropFirst()
            let span = first.sessionSpan ?? first.command.span
            if catalog.contains(name) {
                sessionName = name
            } else {
                failures.append(.init(span: span, message: unknownSessionMessage(name, catalog: catalog)))
            }
        } else if let first = syntax.firstCommandLine {
            // A first line that did not parse has its own error already.
            if !first.raw.isEmpty {
                failures.append(.init(span: first.span, message: "the first command must be Session NAME"))
            }
        } else {
            failures.append(
                .init(
                    span: SourceSpan(line: 1, column: 1),
                    message: "empty scenario: the first command must be Session NAME"))
        }
        if let next = lines.first, case .setSize(let given) = next.content {
            size = given
            lines = lines.dropFirst()
        }
        // The checker reads route types from a session built in a sandbox: checking a file never
        // touches the user's saved state.
        var checker = sessionName.flatMap { ScenarioSandbox().makeSession(named: $0, from: catalog) }
            .map(ScenarioChecker.init)
        let steps = Self.steps(of: lines, in: syntax, checker: &checker, failures: &failures) { content in
            switch content {
            case .session: "Session may only be the first command"
            case .setSize: "Set Size must come right after Session; use Resize to change the size later"
            }
        }
        let problems = Self.diagnostics(file: file, syntax: syntax, failures: failures, checker: checker)
        guard problems.count == 0, let sessionName else { throw problems }
        return Scenario(
            name: name(ofPath: file), file: file, sessionName: sessionName, size: size, steps: steps,
            snapshotDirectory: snapshotDirectory(forPath: file))
    }

    /// Parses and checks commands for a session that is already running (`ScenarioPilot.run`): the
    /// same language and checks as a file, without its `Session` and `Set Size` header.
    @MainActor
    static func steps(
        ofScript text: String, file: String, session: Session
    ) throws(ScenarioDiagnostics) -> [ScenarioStep] {
        let syntax = ScenarioSyntax(text: text)
        var failures = FailureList()
        var checker: ScenarioChecker? = ScenarioChecker(session: session)
        let steps = Self.steps(of: syntax.lines[...], in: syntax, checker: &checker, failures: &failures) { _ in
            "the session is already running: remove this line"
        }
        let problems = Self.diagnostics(file: file, syntax: syntax, failures: failures, checker: checker)
        guard problems.count == 0 else { throw problems }
        return steps
    }

    /// The steps of `lines`, each checked by `checker`; a header command among them is a failure
    /// with the message `misplaced` gives.
    @MainActor
    private static func steps(
        of lines: ArraySlice<ParsedLine>, in syntax: ScenarioSyntax, checker: inout ScenarioChecker?,
        failures: inout FailureList, misplaced: (ParsedLine.Header) -> String
    ) -> [ScenarioStep] {
        var steps: [ScenarioStep] = []
        for line in lines {
            switch line.content {
            case .session:
                failures.append(.init(span: line.command.span, message: misplaced(.session)))
            case .setSize:
                failures.append(.init(span: line.command.span, message: misplaced(.setSize)))
            case .control:
                failures.append(
                    .init(
                        span: line.command.span,
                        message: "\(line.command.value) is a command of the control socket (navpilot send), "
                            + "not of a scenario"))
            case .step(let action):
                checker?.check(line)
                let source = syntax.sourceLines[line.command.span.line - 1]
                steps.append(
                    ScenarioStep(action, line: line.command.span.line, source: Self.withoutComment(source)))
            }
        }
        return steps
    }

    /// Every problem found, in file order (the syntax's first), as diagnostics.
    @MainActor
    private static func diagnostics(
        file: String, syntax: ScenarioSyntax, failures: FailureList, checker: ScenarioChecker?
    ) -> ScenarioDiagnostics {
        let found = syntax.failures + failures.kept + (checker?.failures ?? [])
        let omitted = syntax.omittedFailures + failures.omitted + (checker?.omittedFailures ?? 0)
        return ScenarioDiagnostics(
            diagnostics: found.map { ScenarioDiagnostic(file: file, span: $0.span, message: $0.message) },
            sourceLines: syntax.sourceLines, omittedCount: omitted)
    }

    /// Reads the file at `path`, then parses and checks it (see `parse(_:file:catalog:)`).
    ///
    /// Only a regular file of at most `ScenarioLimits.maximumFileSize` bytes is read (a symbolic
    /// link the user named is followed): a FIFO, a device or a link to `/dev/zero` is refused with
    /// an error before a byte is read.
    @MainActor
    public static func load(path: String, catalog: SessionCatalog) throws(ScenarioDiagnostics) -> Scenario {
        let bytes: [UInt8]?
        do {
            bytes = try RegularFile.read(atPath: path, rules: .init(maximumSize: ScenarioLimits.maximumFileSize))
        } catch {
            throw fileProblem(path, error.description)
        }
        guard let bytes else { throw fileProblem(path, "no such file") }
        if let other = sharingSibling(of: path) {
            throw fileProblem(
                path,
                "its snapshots and cast would share the name \(SafeText.quoted(outputName(ofPath: path))) with "
                    + "\(SafeText.quoted(other)) in the same folder; rename one of them")
        }
        return try parse(String(decoding: bytes, as: UTF8.self), file: path, catalog: catalog)
    }

    private static func fileProblem(_ path: String, _ message: String) -> ScenarioDiagnostics {
        ScenarioDiagnostics(
            diagnostics: [.init(file: path, span: SourceSpan(line: 0, column: 0), message: message)], sourceLines: [])
    }

    /// Another scenario file in the folder of `path` whose name becomes the same file name, when the
    /// name of `path` had to be changed to become one (`a b.scenario` and `a_b.scenario` would
    /// write the same snapshots and cast).
    private static func sharingSibling(of path: String) -> String? {
        let outputName = outputName(ofPath: path)
        guard outputName != name(ofPath: path) else { return nil }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let own = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let entries = names(in: folder.isEmpty ? "/" : folder)
        return entries.sorted().first {
            $0 != own && $0.hasSuffix(".scenario") && Self.outputName(ofPath: $0) == outputName
        }
    }

    /// The names in `folder`, as bytes kept (see `FileName`), so a name that is not UTF-8 is not
    /// taken for another.
    private static func names(in folder: String) -> [String] {
        guard let directory = FileName.withCPath(folder, { opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let record = readdir(directory) {
            let name = withUnsafeBytes(of: record.pointee.d_name) { FileName.string(fromBytes: $0.prefix { $0 != 0 }) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    private static func unknownSessionMessage(_ name: String, catalog: SessionCatalog) -> String {
        let shown = Excerpt.prefix(name)
        if let guess = Suggestion.closest(to: name, in: catalog.names) {
            return "unknown session '\(shown)'; did you mean '\(guess)'?"
        }
        return "unknown session '\(shown)'; sessions are \(catalog.names.joined(separator: ", "))"
    }

    /// The command without its trailing comment or spaces, for progress and failure messages.
    static func withoutComment(_ line: String) -> String {
        var lexer = Lexer(line: line, lineNumber: 0)
        guard let tokens = try? lexer.tokens(), let last = tokens.last else {
            return String(line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        let first = tokens[0].span.column - 1
        let end = last.span.column - 1 + last.span.length
        return String(Array(line)[first..<end])
    }
}
