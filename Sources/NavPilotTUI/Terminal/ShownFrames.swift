import Synchronization

/// The frames the terminals of this process show (one per event loop) and the cells kept to be
/// shown again (a pane's last frame, pasted while nothing it read changed): what the process-wide
/// tables of graphemes and links must not free when they collect.
///
/// A diff passes the two frames of its own terminal, but one process may drive several terminals
/// (an explorer's session and its twin, sessions side by side in tests, one session's several
/// clients), and a pane hidden under the help keeps cells it pastes back once the help closes. A
/// code freed while such cells hold it would be handed to another text or link, and the same state
/// would then draw different cells, or a link go to the wrong place.
final class ShownFrames: Sendable {
    static let shared = ShownFrames()

    /// One terminal's frame on screen.
    final class Entry: Sendable {
        private let frame = Mutex<CellBuffer?>(nil)

        /// Notes the frame the terminal now shows (nil: none, or the terminal is gone).
        func show(_ buffer: CellBuffer?) {
            frame.withLock { $0 = buffer }
        }

        var shown: CellBuffer? { frame.withLock { $0 } }
    }

    private struct Weak: Sendable {
        weak var entry: Entry?
    }

    private let entries = Mutex<[Weak]>([])

    /// A new entry, shown to every collection until it is released.
    func register() -> Entry {
        let entry = Entry()
        entries.withLock { entries in
            entries.removeAll { $0.entry == nil }
            entries.append(Weak(entry: entry))
        }
        return entry
    }

    /// The frames every live entry shows.
    var frames: [CellBuffer] {
        entries.withLock { $0.compactMap(\.entry) }.compactMap(\.shown)
    }
}
