import Foundation
import NavPilotTestSupport
import Testing

/// The `navpilot` executable `swift test` built next to the test bundle.
enum NavpilotBinary {
    /// Its path (or that of the executable `product`); records an issue (failing the test) when it
    /// was not built.
    static func path(of product: String = "navpilot") throws -> String {
        try #require(Tmux.builtProduct(product), "the \(product) product was not built next to the tests")
    }

    /// The path, for tests that also need tmux (throws `TmuxError.missing` on CI without tmux).
    static func pathForTmux(of product: String = "navpilot") throws -> String {
        guard Tmux.executable != nil else { throw TmuxError.missing }
        return try path(of: product)
    }

    /// A shell command line that runs navpilot (or the executable `product`) with `arguments` (each
    /// single-quoted) as the pane's process (or, with `exec` false, as the shell's child), with
    /// `environment` set.
    static func command(
        _ arguments: [String] = [], environment: [String: String] = [:], exec: Bool = true,
        product: String = "navpilot"
    ) throws -> String {
        let settings = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(quoted($0.value))" }
        let env = settings.isEmpty ? "" : "env " + settings.joined(separator: " ") + " "
        let executable = quoted(try pathForTmux(of: product))
        let program = "\(env)\(executable)" + arguments.map { " " + quoted($0) }.joined()
        return exec ? "exec " + program : program
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension TmuxSession {
    /// The lines of the screen.
    func lines() throws -> [Substring] {
        try capture().split(separator: "\n", omittingEmptySubsequences: false)
    }
}

/// Waiting on things outside the screen (a file, a process) with a deadline, as `TmuxSession` waits on
/// the screen: checks often, never relies on a fixed delay being long enough.
enum Eventually {
    /// Polls `check` until it returns a value; throws after `timeout`, but only once two checks that
    /// both began past the deadline have failed.
    ///
    /// On a loaded two-core machine a test's task can wait longer than the whole timeout to run
    /// again. Its first check after that is the first look at a state that may have been right for
    /// seconds, and a check that compares with the look before (`TmuxSession.waitForScreen` wants two
    /// equal captures, so a frame still arriving is not taken) needs a second look. Failing before
    /// it reported correct screens as missing.
    @discardableResult
    static func value<T>(
        _ what: String, timeout: Duration = Patience.limit, _ check: () throws -> T?
    ) async throws -> T {
        try await asyncValue(what, timeout: timeout) { try check() }
    }

    /// `value(_:timeout:_:)` for a check that awaits (runs a program).
    @discardableResult
    static func asyncValue<T>(
        _ what: String, timeout: Duration = Patience.limit, _ check: () async throws -> T?
    ) async throws -> T {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var failedChecksPastDeadline = 0
        while true {
            let beganPastDeadline = clock.now >= deadline
            if let result = try await check() { return result }
            if beganPastDeadline { failedChecksPastDeadline += 1 }
            if failedChecksPastDeadline >= 2 { throw EventuallyError.timeout(what) }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// The first child process of `pid` (from /proc), once there is one.
    static func childProcess(of pid: Int32) async throws -> Int32 {
        try await value("a child of process \(pid)") {
            let children = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
            return children?.split(separator: " ").first.flatMap { Int32($0) }
        }
    }
}

enum EventuallyError: Error, CustomStringConvertible {
    case timeout(String)

    var description: String {
        switch self {
        case .timeout(let what): "timed out waiting for \(what)"
        }
    }
}
