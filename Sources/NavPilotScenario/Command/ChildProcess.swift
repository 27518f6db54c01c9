import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A child process of navpilot's own: `run -j` runs each scenario file in one, and `explore`
/// explores in one so that a trap ends the child, not the run, and shrinks the trap with more.
enum ChildProcess {
    /// How a child ended.
    enum End: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signaled(Int32)

        /// The end a `waitpid` status describes.
        init(waitStatus status: Int32) {
            // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
            self = (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        }
    }

    /// Starts `arguments` (the executable first) with standard input from /dev/null and standard
    /// output and error to the new file `outputPath`, or this process's when nil; `setting`
    /// variables (`NAME=value`) are added to this process's environment. Nil when it cannot start.
    static func start(_ arguments: [String], outputPath: String? = nil, setting: [String] = []) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let outputPath {
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        var inherited: [String] = []
        var index = 0
        while let entry = environ[index] {
            inherited.append(String(cString: entry))
            index += 1
        }
        let names = Set(setting.map { $0.prefix { $0 != "=" } })
        let environment = inherited.filter { !names.contains($0.prefix { $0 != "=" }) } + setting
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // The child starts with the default action for Ctrl-C even while this process ignores it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        // Spawned and registered under the lock: a teardown (`endAll`) that starts meanwhile waits
        // for the child to be registered and ends it, and once it has run nothing more starts.
        // (`posix_spawn` returns once the child has exec'd, so the lock is held that long only.)
        return running.withLock { running -> pid_t? in
            guard !running.closed else { return nil }
            var pid: pid_t = 0
            guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 else { return nil }
            running.pids.insert(pid)
            return pid
        }
    }

    /// The children started and not waited for yet, and whether no more may start.
    private static let running = Mutex<(pids: Set<pid_t>, closed: Bool)>(([], false))

    /// Forgets `pid`, which was waited for.
    static func reaped(_ pid: pid_t) {
        running.withLock { _ = $0.pids.remove(pid) }
    }

    /// Ends every child still running, and any started from now on: SIGTERM (each cleans up after
    /// itself, as this process does), then SIGKILL for one still there after `grace`. Callable from
    /// any thread.
    static func endAll(grace: Duration = .seconds(3)) {
        let children = running.withLock { running in
            running.closed = true
            return running.pids
        }
        for pid in children { kill(pid, SIGTERM) }
        let deadline = ContinuousClock.now + grace
        var left = children
        while !left.isEmpty {
            var status: Int32 = 0
            left = left.filter { pid in
                let ended = waitpid(pid, &status, WNOHANG)
                return ended == 0 || (ended < 0 && errno == EINTR)
            }
            guard !left.isEmpty else { break }
            if ContinuousClock.now >= deadline {
                for pid in left { kill(pid, SIGKILL) }
                for pid in left { waitpid(pid, &status, 0) }
                break
            }
            usleep(10_000)
        }
        running.withLock { $0.pids.subtract(children) }
    }

    /// Waits for the child `pid` to end, at most `limit`: then it is killed (SIGKILL), and so ends.
    /// Looks every few milliseconds, as waiting blocks no thread.
    static func wait(for pid: pid_t, killingAfter limit: Duration) async -> End {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        var status: Int32 = 0
        while true {
            let ended = waitpid(pid, &status, WNOHANG)
            if ended == pid {
                reaped(pid)
                return End(waitStatus: status)
            }
            if ended < 0, errno != EINTR { return .exited(-1) }
            if clock.now >= deadline {
                kill(pid, SIGKILL)
                return wait(for: pid)
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Waits for the child `pid` to end.
    static func wait(for pid: pid_t) -> End {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(-1) }
        }
        reaped(pid)
        return End(waitStatus: status)
    }
}
