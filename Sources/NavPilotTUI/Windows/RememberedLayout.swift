import NavPilot

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The shape of a session kept between launches (`navpilot --remember`,
/// `TerminalSession.run(remembersLayout:)`): the split ratios, the focused pane and the zoomed one,
/// saved on quit and given back at the next launch of the same session. Stacks are not part of it:
/// a pane whose pilot was made with `persistState: true` restores its own.
///
/// It lives in the state folder (`FileStateStore`: atomic writes, the user's own file only, a file
/// that does not decode moved aside, never lost) under the key `NavPilotTUI.layout.<session>`.
public struct RememberedLayout: Codable, Equatable, Sendable {
    /// The format's version; a file of another is not read.
    public var version = 1
    /// The focused pane.
    public var focus: String
    /// The pane shown alone, if any.
    public var zoom: String?
    /// The share of the first side of each split, depth first (`SplitTree.ratios`).
    public var splitRatios: [Double]

    /// The state-folder key of `session`'s layout.
    public static func key(forSession session: String) -> String {
        "NavPilotTUI.layout." + session
    }

    /// The layout `window` shows now.
    @MainActor
    public init(of window: WindowManager) {
        focus = window.focusedPane.name
        zoom = window.zoomedPane
        splitRatios = window.layout.ratios
    }

    /// Why a remembered layout was not given back.
    public enum Problem: Error, Hashable, CustomStringConvertible {
        /// The file could not be read or decoded (it was moved aside where it did not decode).
        case unreadable(String)
        /// The session's panes or splits are not the ones it was saved for.
        case doesNotFit(String)

        /// One line for the status line.
        public var description: String {
            switch self {
            case .unreadable(let reason): "the remembered layout could not be read: \(SafeText.escaping(reason))"
            case .doesNotFit(let reason): "the remembered layout no longer fits: \(SafeText.escaping(reason))"
            }
        }
    }

    /// Gives `window` the layout saved for its session, if there is one: true when one was applied.
    /// A file that is refused (too large, not a regular file of the user's) or does not decode is
    /// moved aside (`FileStateStore.quarantine`) and reported.
    @MainActor
    @discardableResult
    public static func restore(into window: WindowManager, from store: FileStateStore) throws(Problem) -> Bool {
        let key = key(forSession: window.session.name)
        let data: Data?
        do {
            data = try store.load(key: key)
        } catch {
            // What was refused (too large, a FIFO, a link, another user's) is moved aside before the
            // save on quit writes the path: never overwritten, never lost.
            let aside = (try? store.quarantine(key: key)).map { " (kept as \($0))" } ?? ""
            throw .unreadable("\(error)\(aside)")
        }
        guard let data else { return false }
        let saved: RememberedLayout
        do {
            saved = try JSONDecoder().decode(RememberedLayout.self, from: data)
            guard saved.version == 1 else { throw Problem.unreadable("format version \(saved.version)") }
        } catch {
            let aside = (try? store.quarantine(key: key)).map { " (kept as \($0))" } ?? ""
            throw .unreadable("\(store.path(forKey: key)) does not decode\(aside)")
        }
        let link = SessionLink(focus: saved.focus, zoom: saved.zoom, splitRatios: saved.splitRatios)
        guard window.pane(named: saved.focus) != nil else {
            throw .doesNotFit("no pane \(saved.focus) in session \(window.session.name)")
        }
        do {
            try window.applyLayout(of: link)
        } catch {
            throw .doesNotFit("\(error)")
        }
        window.focus(saved.focus)
        return true
    }

    /// Saves `window`'s layout for its session.
    @MainActor
    public static func save(_ window: WindowManager, to store: FileStateStore) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try store.save(try encoder.encode(RememberedLayout(of: window)), key: key(forSession: window.session.name))
    }
}
