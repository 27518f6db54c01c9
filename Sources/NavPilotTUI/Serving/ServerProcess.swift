import NavPilot

#if canImport(Glibc)
import Glibc
#endif

/// Starts a served session's server in the background, as `serve NAME` does: this executable again
/// with `serve --foreground`, in a session of its own (no terminal: closing this one leaves it
/// running), standard input and output on /dev/null, standard error in the session's log, and a
/// pipe on which it says when its socket takes connections, or why it cannot.
package enum ServerProcess {
    /// The environment variable naming the descriptor of the readiness pipe.
    package static let readyVariable = "NAVPILOT_SERVE_READY_FD"

    /// Starts the server with `arguments` (after the program's name) and waits until it is ready;
    /// its pid, or the problem it said.
    package static func start(arguments: [String], log: String) throws(ServeError) -> pid_t {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw .serverFailed("no pipe: \(String(cString: strerror(errno)))") }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        // Only the server's descriptor 3 may stay open: the pipe ends when it says its line.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0o600)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A session of its own: no controlling terminal, no SIGHUP when this one closes. Signals
        // this process ignores or blocks are the server's defaults again.
        var defaults = sigset_t()
        sigfillset(&defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | Self.setSessionFlag))
        let executable = "/proc/self/exe"
        let program = CommandLine.arguments.first ?? "navpilot"
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        var environment: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            if !text.hasPrefix(readyVariable + "=") { environment.append(text) }
            index += 1
        }
        let envp = (environment + ["\(readyVariable)=3"]).map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(writeEnd)
        defer { close(readEnd) }
        guard spawned == 0 else { throw .serverFailed(String(cString: strerror(spawned))) }
        let said = readAll(readEnd)
        guard said == "ready\n" else {
            let reason = said.isEmpty ? "it ended before its socket was ready (see \(SafeText.quoted(log)))" : said
            var status: Int32 = 0
            _ = waitpid(pid, &status, WNOHANG)
            throw .serverFailed(reason.hasSuffix("\n") ? String(reason.dropLast()) : reason)
        }
        return pid
    }

    /// `POSIX_SPAWN_SETSID` (glibc 2.26), which the Glibc module does not name.
    private static let setSessionFlag: Int32 = 0x80

    /// Tells the process that started this server (through the readiness pipe, when there is one)
    /// that it is ready (`problem` nil) or why it is not; closes the pipe.
    package static func tellReady(_ problem: String?) {
        guard let text = getenv(readyVariable).map({ String(cString: $0) }), let fd = Int32(text), fd > 2 else {
            return
        }
        unsetenv(readyVariable)
        var bytes = Array((problem.map { $0 + "\n" } ?? "ready\n").utf8)
        _ = write(fd, &bytes, bytes.count)
        close(fd)
    }

    private static func readAll(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
            if bytes.last == UInt8(ascii: "\n") { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
