import Observation
import Synchronization

/// Whether a view tree's last frame can be shown again instead of rendering the tree: it can while
/// nothing the last pass read has changed (Observation), no input reached the tree, and it is drawn
/// at the same place, with the same focus and theme.
///
/// Observation reports a change on whatever thread made it, so the flag sits behind a lock; each
/// pass has a generation, so a change reported to an older pass's tracking (retired when the next
/// pass starts, see `PassClock`) is ignored.
final class FrameReuse: Sendable {
    private struct State {
        var generation = 0
        var stale = true
    }

    private let state = Mutex(State())

    /// True when the last frame must not be shown again.
    var isStale: Bool { state.withLock { $0.stale } }

    /// Marks the last frame stale (input reached the tree, its theme or place changed).
    func invalidate() {
        state.withLock { $0.stale = true }
    }

    /// Starts a pass: the frame it draws is fresh until something invalidates it. Returns the pass's
    /// generation, for `invalidate(generation:)`.
    func beginPass() -> Int {
        state.withLock { state in
            state.generation += 1
            state.stale = false
            return state.generation
        }
    }

    /// Marks the frame of pass `generation` stale; false (and nothing marked) when a later pass has
    /// started since, whose frame that change does not concern.
    func invalidate(generation: Int) -> Bool {
        state.withLock { state in
            guard state.generation == generation else { return false }
            state.stale = true
            return true
        }
    }
}

/// A counter each pass of a view tree reads and advances before the next one, so the previous
/// pass's Observation tracking is retired instead of staying registered on everything it read.
@Observable
final class PassClock {
    var pass = 0
}

/// The cells a view tree drew last, and where and how it drew them.
struct ReusableFrame {
    var rect: Rect
    var showsSelection: Bool
    var cells: CellBuffer
}

/// What one resolve of a view tree produced: the nodes to lay out and what flowed up from them.
/// Resolving does not depend on where or with which focus the tree is drawn, so while nothing the
/// resolve read has changed, this is laid out again instead of resolving anew.
struct ResolvedTree {
    var node: Node
    var modal: ModalRecord?
    /// The key under which the focused control is remembered.
    var scope: String
    var targets: [FocusTarget]
    var hosts: [HostRecord]
    var crumbs: [Crumb]
    var keyHandlers: [KeyHandler]
}
