import Synchronization

/// The "needs a new frame" flag, set from Observation's `onChange` (which may run on any thread) and
/// read by the event loop on the main actor. Setting it also wakes a waiting `EventLoop.run()`.
final class RenderSignal: Sendable {
    private struct State {
        var dirty = false
        var wake: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    /// True when something the last frame read has changed since.
    var isDirty: Bool { state.withLock { $0.dirty } }

    /// Marks the frame stale and wakes the loop if it waits.
    func markDirty() {
        let wake = state.withLock { state -> (@Sendable () -> Void)? in
            state.dirty = true
            return state.wake
        }
        wake?()
    }

    /// Clears the flag (right before rendering, so changes made during the render still count).
    func clear() {
        state.withLock { $0.dirty = false }
    }

    /// Sets or removes the function that wakes the loop.
    func setWake(_ wake: (@Sendable () -> Void)?) {
        state.withLock { $0.wake = wake }
    }
}
