import NavPilot
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension ScenarioCommand {
    /// The session `navpilot record` records when none is named.
    public static let defaultRecordedSession = "split-screen"

    /// `navpilot record FILE [--session NAME]`: runs a session interactively in the real terminal
    /// and, when it quits (`q`, Ctrl+C), writes the input as a scenario to FILE (mouse clicks and
    /// the wheel as `Click` and `Wheel`), ending with the final focus and stacks as expectations,
    /// so replaying it checks that it ends the same way.
    ///
    /// The session starts from nothing saved, as `navpilot run` starts it, so the recording replays
    /// the same way; it never reads or writes the user's saved stacks. FILE's folder is checked
    /// before the session starts, and a recording that still cannot be written is saved in the
    /// temporary folder instead (its path is printed), so a session is never lost.
    ///
    /// - Parameter arguments: the arguments after `record`.
    /// - Returns: 0 when the file was written, 1 when there is no terminal or the recording went to
    ///   the temporary folder instead, 2 for a bad command line, an unknown session, or a FILE that
    ///   cannot be written.
    public static func record(arguments: [String], catalog: SessionCatalog, output: (String) -> Void) async -> Int32 {
        let path: String
        let sessionName: String
        switch recordArguments(arguments, catalog: catalog) {
        case .success(let parsed): (path, sessionName) = parsed
        case .failure(let problem):
            output("navpilot: \(problem.message)")
            output(recordUsage)
            return exitMalformed
        }
        let sandbox = ScenarioSandbox()
        guard let session = sandbox.makeSession(named: sessionName, from: catalog) else {
            output(
                "navpilot: unknown session \(SafeText.quoted(sessionName)); sessions are "
                    + catalog.names.joined(separator: ", "))
            return exitMalformed
        }
        let target = RecordingTarget(path: path)
        if let problem = target.problem() {
            output("navpilot: cannot record to \(SafeText.quoted(path)): \(problem)")
            return exitMalformed
        }
        guard let terminal = openTerminal(output: output) else { return exitFailed }
        let size = terminal.size
        let recorder = RecordingApplication(WindowManager(session: session))
        recorder.windowManager.statusMessage = "recording to \(path) · q quits and saves"
        let loop = EventLoop(app: recorder, backend: terminal)
        await loop.run()
        terminal.restore()
        let text = recorder.scenario(sessionName: sessionName, size: size)
        do {
            try target.write(text)
        } catch {
            output("navpilot: cannot write \(SafeText.quoted(path)): \(error)")
            if let saved = RecordingTarget.saveInTemporaryFolder(text) {
                output("navpilot: the recording is saved in \(SafeText.quoted(saved)) instead")
            } else {
                output("navpilot: the recording follows, since no file could hold it:")
                text.split(separator: "\n").forEach { output(String($0)) }
            }
            return exitFailed
        }
        output("recorded \(recorder.events.count) events to \(path)")
        return exitPassed
    }

    static let recordUsage = "usage: navpilot record FILE [--session NAME]"

    private static func recordArguments(
        _ arguments: [String], catalog: SessionCatalog
    ) -> Result<(String, String), RunOptions.Problem> {
        var path: String?
        var session = catalog.contains(defaultRecordedSession) ? defaultRecordedSession : catalog.names.first
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--session" {
                guard let name = remaining.popFirst() else { return .failure(.init(message: "--session needs a name")) }
                session = name
            } else if argument.hasPrefix("--") {
                return .failure(.init(message: "unknown option \(SafeText.quoted(argument))"))
            } else if path == nil {
                path = argument
            } else {
                return .failure(
                    .init(message: "record takes one scenario file, found a second: \(SafeText.quoted(argument))"))
            }
        }
        guard let path else { return .failure(.init(message: "no scenario file given")) }
        guard let session else { return .failure(.init(message: "there are no sessions to record")) }
        return .success((path, session))
    }
}

/// The file a recording goes to.
struct RecordingTarget {
    let folder: String
    let name: String

    init(path: String) {
        if let slash = path.lastIndex(of: "/") {
            let head = String(path[..<slash])
            folder = head.isEmpty ? "/" : head
            name = String(path[path.index(after: slash)...])
        } else {
            folder = "."
            name = path
        }
    }

    /// Why the recording could not be written there, checked before the session starts; nil when
    /// it can.
    func problem() -> String? {
        guard !name.isEmpty, name != ".", name != ".." else { return "it names a folder, not a file" }
        var status = stat()
        guard stat(folder, &status) == 0 else {
            return "its folder \(SafeText.quoted(folder)): \(String(cString: strerror(errno)))"
        }
        guard FileKind(mode: status.st_mode) == .directory else {
            return "\(SafeText.quoted(folder)) is not a folder"
        }
        guard access(folder, W_OK) == 0 else {
            return "its folder \(SafeText.quoted(folder)): \(String(cString: strerror(errno)))"
        }
        let file = folder + "/" + name
        if lstat(file, &status) == 0 {
            let kind = FileKind(mode: status.st_mode)
            guard kind == .regular else { return "it is a \(kind.rawValue), not a regular file" }
        }
        return nil
    }

    /// Writes `text` atomically, never through a symbolic link.
    func write(_ text: String) throws(ConfinedFileError) {
        try ConfinedFile.write(Array(text.utf8), base: folder, folders: [], name: name)
    }

    /// Saves `text` in a new file of the temporary folder; its path, or nil when none could be made.
    static func saveInTemporaryFolder(_ text: String) -> String? {
        let sandbox = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((sandbox + "/navpilot-recording-XXXXXX.scenario").utf8CString)
        let descriptor = mkstemps(&template, Int32(".scenario".utf8.count))
        guard descriptor >= 0 else { return nil }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        guard written == bytes.count else {
            unlink(path)
            return nil
        }
        return path
    }
}
