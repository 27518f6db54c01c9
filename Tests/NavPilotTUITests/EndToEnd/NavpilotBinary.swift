import Foundation
import Testing

/// The `navpilot` executable `swift test` built next to the test bundle.
enum NavpilotBinary {
    /// Its path; records an issue (failing the test) when it was not built.
    static func path() throws -> String {
        try #require(Tmux.builtProduct("navpilot"), "the navpilot product was not built next to the tests")
    }

    /// The path, for tests that also need tmux (throws `TmuxError.missing` on CI without tmux).
    static func pathForTmux() throws -> String {
        guard Tmux.executable != nil else { throw TmuxError.missing }
        return try path()
    }

    /// A shell command line that runs navpilot with `arguments` (each single-quoted) as the pane's
    /// process, with `environment` set.
    static func command(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> String {
        let settings = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(quoted($0.value))" }
        let env = settings.isEmpty ? "" : "env " + settings.joined(separator: " ") + " "
        return "exec \(env)\(quoted(try pathForTmux()))" + arguments.map { " " + quoted($0) }.joined()
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension TmuxSession {
    /// The lines of the screen.
    func lines() throws -> [Substring] {
        try capture().split(separator: "\n", omittingEmptySubsequences: false)
    }
}
