import Foundation
import NavPilotTestSupport
import Testing

/// Helpers for end-to-end tests in a real terminal: tmux runs the program in a detached session on a
/// server of its own (one socket per session, no user configuration), tests read the screen with
/// `capture-pane`. A server per session keeps tests that run at once apart: one test's clipboard,
/// buffers and options are never another's.
///
/// Tests that need tmux are skipped when it is missing, except when `CI=true`, where they run and fail.
enum Tmux {
    /// The tmux executable on PATH, if any.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// True on CI, where a missing tmux is a failure rather than a reason to skip.
    static var isRequired: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// Whether tmux tests should run (the trait condition).
    static var shouldRun: Bool { executable != nil || isRequired }

    /// A product built next to the test bundle (`swift test` builds every product), e.g. `navpilot`.
    static func builtProduct(_ name: String) -> String? {
        let testBinary =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
        // On Linux the bundle is an executable file; on macOS it is a directory three levels deep.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// Runs tmux with `arguments` on the server named `server` and returns its standard output.
    @discardableResult
    static func run(server: String, _ arguments: [String]) throws -> String {
        guard let executable else { throw TmuxError.missing }
        let output = try Subprocess.runBlocking(executable, ["-L", server, "-f", "/dev/null"] + arguments)
        guard output.status == 0 else {
            throw TmuxError.failed(arguments: arguments, output: output.text)
        }
        return output.text
    }
}

enum TmuxError: Error, CustomStringConvertible {
    case missing
    case failed(arguments: [String], output: String)
    case timeout(what: String, screen: String)

    var description: String {
        switch self {
        case .missing:
            "tmux is not installed (required because CI=true)"
        case .failed(let arguments, let output):
            "tmux \(arguments.joined(separator: " ")) failed: \(output)"
        case .timeout(let what, let screen):
            "timed out waiting for \(what); the screen was:\n\(screen)"
        }
    }
}

/// One detached tmux session running one program, alone on its own tmux server (named like the
/// session). Call `kill()` in a `defer` right after starting.
struct TmuxSession {
    let name: String

    /// Runs tmux with `arguments` on this session's server and returns its standard output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        try Tmux.run(server: name, arguments)
    }

    /// Starts `command` (run by `sh -c`; prefix it with `exec` so the pane's pid is the program) in a
    /// new session of `width` x `height` with a UTF-8 locale. The pane stays after the program exits,
    /// so tests can inspect the terminal state it left behind.
    static func start(_ command: String, width: Int = 100, height: Int = 30) throws -> TmuxSession {
        let name = "np-\(getpid())-\(UUID().uuidString.prefix(8))"
        // The test runner's own NO_COLOR (swift test sets one) and theme settings must not choose
        // the program's look: empty values are unset for it.
        try Tmux.run(
            server: name,
            [
                "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
                "-e", "LANG=C.UTF-8", "-e", "LC_ALL=C.UTF-8", "-e", "NO_COLOR=", "-e", "NAVPILOT_THEME=",
                "-e", "COLORFGBG=", command,
                ";", "set-option", "-w", "-t", name, "remain-on-exit", "on",
            ])
        return TmuxSession(name: name)
    }

    /// The visible text of the pane.
    func capture() throws -> String {
        try run(["capture-pane", "-p", "-t", name])
    }

    /// The visible text of the pane with its colours and attributes as SGR sequences.
    func captureStyled() throws -> String {
        try run(["capture-pane", "-p", "-e", "-t", name])
    }

    /// The pane's text with every line the terminal wrapped joined again: what a program printed
    /// line by line (a result line naming a file), whose rows depend on how long the file's path is
    /// and so on where the tests run. A full-screen frame places its rows itself: read it with
    /// `capture()`.
    func capturePrintedLines() throws -> String {
        try run(["capture-pane", "-p", "-J", "-t", name])
    }

    /// A tmux format evaluated for the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends keys in tmux notation ("q", "Tab", "C-c").
    func sendKeys(_ keys: String...) throws {
        try run(["send-keys", "-t", name] + keys)
    }

    /// Writes `bytes` to the program in one write, as a terminal delivers a burst of keys or a paste.
    func sendBytes(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-t", name, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Resizes the window, which delivers SIGWINCH to the program.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the screen until `condition` holds on a settled screen (two captures in a row agree, so
    /// a frame that is still arriving is not taken for the finished one); throws with the last
    /// screen after `timeout`.
    @discardableResult
    func waitForScreen(
        _ what: String, timeout: Duration = Patience.limit, until condition: (String) -> Bool
    ) async throws -> String {
        var previous: String?
        return try await poll(what, timeout: timeout) {
            let screen = try capture()
            defer { previous = screen }
            return condition(screen) && screen == previous ? screen : nil
        }
    }

    /// Polls a tmux format until it has `expected` value.
    func waitForFormat(_ format: String, toBe expected: String, timeout: Duration = Patience.limit) async throws {
        try await poll("\(format) == \(expected)", timeout: timeout) {
            try display(format) == expected ? "" : nil
        }
    }

    /// `Eventually.value`, failing with the screen as it was at the end.
    @discardableResult
    private func poll(_ what: String, timeout: Duration, check: () throws -> String?) async throws -> String {
        do {
            return try await Eventually.value(what, timeout: timeout, check)
        } catch is EventuallyError {
            throw TmuxError.timeout(what: what, screen: (try? capture()) ?? "(no screen)")
        }
    }

    /// Ends the session, its program and its server; never throws, so it is safe in `defer`.
    func kill() {
        _ = try? run(["kill-server"])
    }
}
