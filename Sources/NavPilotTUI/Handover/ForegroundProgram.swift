#if canImport(Glibc)
import Glibc
#endif

/// Runs a program in the foreground of this process's terminal and waits for it: what a shell does
/// for a command, and what an app does once it has left the screen to it.
///
/// When this process has the terminal, the program runs in a process group of its own made the
/// terminal's foreground group, as a shell runs a job: Ctrl+C, Ctrl+\ and Ctrl+Z reach the program
/// alone, and this process waits for the whole group, not only the program it started: a pager
/// script whose shell was killed leaves its `less` holding the terminal, and the app takes the
/// terminal back only once the last of them has gone. Ctrl+Z stops the program, then this process
/// (so the shell's job stops), and `fg` continues both. Without the terminal (no tty, or in the
/// background), the program shares this process's group and the keys' signals reach both: SIGINT
/// and SIGQUIT are ignored here while it runs, SIGTSTP stops both. The program starts with every
/// signal at its default and none blocked, whatever this process set.
enum ForegroundProgram {
    static func run(_ program: ExternalProgram) -> ExternalProgramOutcome {
        let ignored = replaceDisposition(of: [SIGINT, SIGQUIT], with: SIG_IGN)
        let stopping = replaceDisposition(of: [SIGTSTP], with: SIG_DFL)
        defer {
            SignalDisposition.restore(stopping)
            SignalDisposition.restore(ignored)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        // A job of its own only when this process is the terminal's foreground: a group that is
        // not would be stopped by the first read of the terminal.
        let ownsTerminal = tcgetpgrp(0) == getpgrp()
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if ownsTerminal {
            flags |= POSIX_SPAWN_SETPGROUP
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([program.executable] + program.arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        // SIGTTOU ignored: handing the terminal back and forth from here must not stop this process.
        let quiet = replaceDisposition(of: [SIGTTOU], with: SIG_IGN)
        defer { SignalDisposition.restore(quiet) }
        let spawned = posix_spawnp(&pid, program.executable, nil, &attributes, argv, environ)
        guard spawned == 0 else { return .failedToStart(String(cString: strerror(spawned))) }
        if ownsTerminal { hand(toGroup: pid) }
        defer { if ownsTerminal { _ = tcsetpgrp(0, getpgrp()) } }
        var status: Int32 = 0
        while true {
            var waited: pid_t
            repeat { waited = waitpid(pid, &status, ownsTerminal ? WUNTRACED : 0) } while waited < 0 && errno == EINTR
            guard waited == pid else { return .failedToStart("lost track of it: \(String(cString: strerror(errno)))") }
            guard status & 0xFF == 0x7F else { break }  // stopped, not ended
            let stop = (status >> 8) & 0xFF
            if stop == SIGTSTP || stop == SIGSTOP {
                // Ctrl+Z in the program: this process stops too, so the shell's job does; `fg`
                // continues this process, which continues the program.
                _ = tcsetpgrp(0, getpgrp())
                _ = raise(SIGSTOP)
            }
            // Stopped for reading the terminal before it was handed over: hand it over again.
            hand(toGroup: pid)
        }
        if ownsTerminal { waitForTheRest(ofGroup: pid) }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal: signal)
    }

    /// Makes `group` the terminal's foreground and continues it.
    private static func hand(toGroup group: pid_t) {
        _ = tcsetpgrp(0, group)
        _ = kill(-group, SIGCONT)
    }

    /// Waits until no process of `group` is left alive (a pager that outlived the script that
    /// started it): they are not this process's children, so `waitpid` cannot wait for them; the
    /// group is asked every 20 ms instead. One that has ended but is not reaped yet (a zombie whose
    /// new parent does not reap) counts as gone.
    private static func waitForTheRest(ofGroup group: pid_t) {
        while groupHasLiveProcess(group) {
            var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
            _ = nanosleep(&pause, nil)
        }
    }

    /// Whether a process of `group` runs (or is stopped), from `/proc`; true where `/proc` cannot
    /// be read and the group still answers.
    private static func groupHasLiveProcess(_ group: pid_t) -> Bool {
        guard kill(-group, 0) == 0 else { return false }
        guard let folder = opendir("/proc") else { return true }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = Int32(name), let stat = processStatus(pid) else { continue }
            if stat.group == group && stat.state != "Z" { return true }
        }
        return false
    }

    /// The state letter and process group of `pid` (`/proc/PID/stat`: `pid (comm) S ppid pgrp …`).
    private static func processStatus(_ pid: Int32) -> (state: Character, group: pid_t)? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 512)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0 else { return nil }
        // The command name may hold spaces and parentheses: the fields start after the last `)`.
        let text = String(decoding: bytes[..<count], as: UTF8.self)
        guard let end = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: end)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let group = pid_t(fields[2]) else { return nil }
        return (state, group)
    }

    private static func replaceDisposition(
        of signals: [Int32], with handler: __sighandler_t?
    ) -> [(signal: Int32, previous: sigaction)] {
        signals.compactMap { signal in
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            return sigaction(signal, &action, &previous) == 0 ? (signal, previous) : nil
        }
    }
}
