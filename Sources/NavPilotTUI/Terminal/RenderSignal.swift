import Synchronization

/// The "needs a new frame" flag, set from Observation's `onChange` (which may run on any thread) and
/// read by the event loop on the main actor. Setting it also wakes a waiting `EventLoop.run()`.
final class RenderSignal: Sendable {
    private struct State {
        var dirty = false
        var frame = 0
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

    /// Starts a frame: clears the flag and returns the frame's number, so a change reported to an
    /// older frame's observation (`markDirty(frame:)`) is ignored.
    func beginFrame() -> Int {
        state.withLock { state in
            state.dirty = false
            state.frame += 1
            return state.frame
        }
    }

    /// Marks the frame stale, unless `frame` is not the current one (a retired observation).
    func markDirty(frame: Int) {
        let wake = state.withLock { state -> (@Sendable () -> Void)? in
            guard state.frame == frame else { return nil }
            state.dirty = true
            return state.wake
        }
        wake?()
    }

    /// Sets or removes the function that wakes the loop.
    func setWake(_ wake: (@Sendable () -> Void)?) {
        state.withLock { $0.wake = wake }
    }
}
