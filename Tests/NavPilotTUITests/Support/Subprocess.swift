import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with `posix_spawn` and `waitpid`.
///
/// Foundation's `Process.waitUntilExit` can hang when called from Swift concurrency threads on Linux,
/// and a pipe for the output would never reach end-of-file when the program leaves a daemon behind
/// (tmux's server inherits it), so the output goes to a temporary file instead.
enum Subprocess {
    struct Output {
        var status: Int32
        var text: String
    }

    /// Runs `executable` with `arguments`, stdin from /dev/null (or `stdinPath`), stdout and stderr
    /// collected; `status` is the exit status, or 128 + signal when it was killed.
    static func run(_ executable: String, _ arguments: [String], stdinPath: String = "/dev/null") throws -> Output {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("subprocess-\(UUID().uuidString).out").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw SubprocessError.spawnFailed(executable, spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let signal = status & 0x7F
        return Output(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, text: text)
    }
}

enum SubprocessError: Error {
    case spawnFailed(String, Int32)
}
