#if canImport(Glibc)
import Glibc
#endif

/// The processor time this process has used, on every thread: what a step of an exploration
/// costs, whatever else the machine runs meanwhile. The wall clock also counts the time other
/// programs held the processors; on a busy machine a step that did a millisecond of work took
/// seconds by it, and was reported slow.
enum ProcessorTime {
    /// The processor time used so far.
    static var used: Duration {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return .zero }
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
