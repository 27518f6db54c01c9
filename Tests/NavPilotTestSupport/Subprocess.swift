import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A program started by a test, waited for with a time limit.
///
/// `posix_spawn` and a reaper thread blocked in `waitpid` rather than Foundation's `Process`, whose
/// `waitUntilExit` can hang when called from Swift concurrency threads on Linux and has no time limit.
/// Output goes to a file rather than a pipe, which would never reach end-of-file when the program
/// leaves a daemon behind (tmux's server inherits it).
public final class ChildProcess: Sendable {
    /// The time a test waits for a child unless it says otherwise (`Patience.limit`): far above any
    /// healthy run, so a hung child fails its test instead of hanging the whole test run.
    public static let defaultTimeLimit: Duration = Patience.limit

    /// The program, as given to `start`.
    public let executable: String
    /// The child's process id.
    public let pid: pid_t
    private let status = Mutex<Int32?>(nil)
    private let exited = DispatchSemaphore(value: 0)

    private init(executable: String, pid: pid_t) {
        self.executable = executable
        self.pid = pid
    }

    /// Starts `executable` with `arguments`, stdin from `stdinPath`, stdout and stderr to `outputPath`,
    /// and the given environment (this process's when nil).
    public static func start(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        stdinPath: String = "/dev/null", outputPath: String = "/dev/null"
    ) throws(ChildProcessError) -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { envp?.forEach { free($0) } }
        var pid = pid_t()
        let spawned =
            if let envp {
                posix_spawn(&pid, executable, &actions, nil, argv, envp)
            } else {
                posix_spawn(&pid, executable, &actions, nil, argv, environ)
            }
        guard spawned == 0 else { throw .spawnFailed(executable, spawned) }
        let child = ChildProcess(executable: executable, pid: pid)
        Thread.detachNewThread { child.reap() }
        return child
    }

    /// Whether the child has not exited yet.
    public var isRunning: Bool { status.withLock { $0 == nil } }

    /// Waits until the child exits and returns its exit status, or 128 + the signal that ended it.
    /// When `timeLimit` passes first, kills the child and throws `.timedOut`.
    @discardableResult
    public func wait(timeLimit: Duration = defaultTimeLimit) throws(ChildProcessError) -> Int32 {
        let milliseconds = Int(timeLimit / .milliseconds(1))
        if exited.wait(timeout: .now() + .milliseconds(milliseconds)) == .timedOut {
            kill(pid, SIGKILL)
            exited.wait()
            exited.signal()
            throw .timedOut(executable, timeLimit)
        }
        exited.signal()  // later waits return at once
        return status.withLock { $0 ?? -1 }
    }

    /// `wait(timeLimit:)` without holding a thread of Swift concurrency's shared pool: the blocking
    /// wait runs on a thread of its own. On a two-core machine the pool has two threads; tests that
    /// held them while their programs ran starved every other test's polling (a tmux screen that had
    /// long arrived was reported missing after its deadline).
    @discardableResult
    public func exit(timeLimit: Duration = defaultTimeLimit) async throws(ChildProcessError) -> Int32 {
        let result: Result<Int32, ChildProcessError> = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                do throws(ChildProcessError) {
                    continuation.resume(returning: .success(try self.wait(timeLimit: timeLimit)))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    /// Runs on the reaper thread: blocks in `waitpid` until the child ends.
    private func reap() {
        var raw: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &raw, 0) } while result < 0 && errno == EINTR
        let signal = raw & 0x7F
        // -1 when waitpid failed: no status was collected, which must not read as success.
        status.withLock { $0 = result < 0 ? -1 : signal == 0 ? (raw >> 8) & 0xFF : 128 + signal }
        exited.signal()
    }
}

/// Why a child process failed a test.
public enum ChildProcessError: Error, CustomStringConvertible {
    /// `posix_spawn` refused the program, with its error number.
    case spawnFailed(String, Int32)
    /// The program was still running when the time limit passed, and was killed.
    case timedOut(String, Duration)

    /// What happened, for the test's failure message.
    public var description: String {
        switch self {
        case .spawnFailed(let executable, let code): "cannot start \(executable): \(String(cString: strerror(code)))"
        case .timedOut(let executable, let limit): "\(executable) still ran after \(limit) and was killed"
        }
    }
}

/// Runs a program to completion: `ChildProcess` with the output collected.
public enum Subprocess {
    /// What a program printed and how it ended.
    public struct Output: Sendable {
        /// The exit status, or 128 + the signal that ended the program.
        public var status: Int32
        /// Standard output and standard error, interleaved as written, byte for byte.
        public var bytes: [UInt8]
        /// `bytes` as text (invalid UTF-8 shown as U+FFFD).
        public var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments`, stdin from /dev/null (or `stdinPath`), stdout and stderr
    /// collected, in `environment` (this process's when nil); throws when it cannot start or runs
    /// past `timeLimit` (it is killed then). Waits without holding a thread of the shared pool
    /// (`ChildProcess.exit(timeLimit:)`).
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        stdinPath: String = "/dev/null", timeLimit: Duration = ChildProcess.defaultTimeLimit
    ) async throws(ChildProcessError) -> Output {
        let (child, outputPath) = try start(executable, arguments, environment: environment, stdinPath: stdinPath)
        defer { unlink(outputPath) }
        let status = try await child.exit(timeLimit: timeLimit)
        return Output(status: status, bytes: output(at: outputPath))
    }

    /// `run` that blocks the calling thread until the program ends: only for programs that answer at
    /// once (tmux's commands), from code that cannot wait asynchronously.
    public static func runBlocking(
        _ executable: String, _ arguments: [String], timeLimit: Duration = ChildProcess.defaultTimeLimit
    ) throws(ChildProcessError) -> Output {
        let (child, outputPath) = try start(executable, arguments, environment: nil, stdinPath: "/dev/null")
        defer { unlink(outputPath) }
        let status = try child.wait(timeLimit: timeLimit)
        return Output(status: status, bytes: output(at: outputPath))
    }

    /// Starts the program with its output to a new file; the child and the file's path.
    private static func start(
        _ executable: String, _ arguments: [String], environment: [String: String]?, stdinPath: String
    ) throws(ChildProcessError) -> (ChildProcess, String) {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("subprocess-\(UUID().uuidString).out").path
        do {
            let child = try ChildProcess.start(
                executable, arguments, environment: environment, stdinPath: stdinPath, outputPath: outputPath)
            return (child, outputPath)
        } catch {
            unlink(outputPath)
            throw error
        }
    }

    private static func output(at path: String) -> [UInt8] {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
    }
}
