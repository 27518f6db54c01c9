#if canImport(Glibc)
import Glibc
#endif

/// Runs a program in the foreground of this process's terminal and waits for it: what a shell does
/// for a command, and what an app does once it has left the screen to it.
///
/// While it runs, the keys that send signals to the terminal's foreground group reach both
/// processes: SIGINT and SIGQUIT (Ctrl+C, Ctrl+\) are the program's to act on, so this process
/// ignores them; SIGTSTP (Ctrl+Z) stops both, as a shell's job, and `fg` continues both. The program
/// starts with every signal at its default and none blocked, whatever this process set.
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
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([program.executable] + program.arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, program.executable, nil, &attributes, argv, environ)
        guard spawned == 0 else { return .failedToStart(String(cString: strerror(spawned))) }
        var status: Int32 = 0
        var waited: pid_t
        repeat { waited = waitpid(pid, &status, 0) } while waited < 0 && errno == EINTR
        guard waited == pid else { return .failedToStart("lost track of it: \(String(cString: strerror(errno)))") }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal: signal)
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
