#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Opt-in state restore for Codable routes. File format: `SavedStack`; default store: `FileStateStore`.
extension NavPilot where Route: Codable {
    /// Creates a pilot that can save its stack and restore it at the next launch.
    ///
    /// - Parameters:
    ///   - initial: The root route, and the whole stack when nothing (usable) was saved.
    ///   - debug: Log every operation to `logSink`.
    ///   - persistState: Restore the stack saved under `persistenceKey` now, and save it after
    ///     every change, in a `FileStateStore` (`$NAVPILOT_STATE_DIR`, `$XDG_STATE_HOME/navpilot`
    ///     or `~/.local/state/navpilot`).
    ///   - persistenceKey: The name of the saved state; `NavPilot.<route type>` when nil. Give
    ///     each pilot of one route type its own key (panes: the pane name).
    ///   - routeGuard: Asked before a route is pushed, replaced in or deep-linked, and for every
    ///     restored entry (as `.deepLink`): a restore keeps the entries before the first refused one.
    public convenience init(
        initial: Route, debug: Bool = false, persistState: Bool = false, persistenceKey: String? = nil,
        routeGuard: NavPilotRouteGuard<Route>? = nil
    ) {
        self.init(initial: initial, debug: debug, routeGuard: routeGuard)
        if persistState {
            startPersisting(store: FileStateStore(), key: persistenceKey ?? Self.defaultPersistenceKey)
        }
    }

    /// Creates a pilot that restores from and saves to `store` (for tests and custom storage).
    public convenience init(
        initial: Route, debug: Bool = false, persistenceKey: String? = nil, store: any StateStore,
        routeGuard: NavPilotRouteGuard<Route>? = nil
    ) {
        self.init(initial: initial, debug: debug, routeGuard: routeGuard)
        startPersisting(store: store, key: persistenceKey ?? Self.defaultPersistenceKey)
    }

    /// The key used when none is given: `NavPilot.<route type>`, as in the original library.
    public static var defaultPersistenceKey: String { "NavPilot.\(Route.self)" }

    /// The key the stack is saved under, or nil when this pilot does not persist its state.
    public var persistenceKey: String? { stateSaver?.key }

    /// The last persistence failure (unreadable, refused or corrupt saved state, a stack too large
    /// to restore, a failed write), or nil after the next successful save. One terminal-safe line.
    /// Never thrown: persistence problems must not stop navigation.
    public var persistenceError: String? { stateSaver?.lastError }

    /// Why the saved state is at risk although it works (a state folder other users can write, or
    /// that belongs to another user), or why less than the saved stack was restored (the route guard
    /// refused an entry), or nil. Set when the pilot starts; one terminal-safe line.
    public var persistenceWarning: String? { stateSaver?.warning }

    /// The largest saved stack, in bytes of its file (1 MiB): a larger stack is not saved, the last
    /// one that fit is kept, and `persistenceError` says why.
    public static var maximumSavedStateSize: Int { SavedStack.maximumSize }

    /// Removes the saved stack. The pilot keeps saving after its next change, also when it had
    /// stopped because the file could not be read: what it protected is gone.
    public func clearPersistedState() {
        guard let saver = stateSaver else { return }
        do {
            try saver.store.remove(key: saver.key)
            saver.lastError = nil
            saver.savingBlocked = false
            saver.holdsCurrentStack = false
            log("persistence: cleared '\(saver.key)'")
        } catch {
            record("could not clear saved state: \(error)", in: saver)
        }
    }

    // MARK: Internals

    var stateSaver: StateSaver? {
        attachments.lazy.compactMap { $0 as? StateSaver }.first
    }

    private func startPersisting(store: any StateStore, key: String) {
        let saver = StateSaver(store: store, key: key)
        attachments.append(saver)
        let warnings = [store.locationWarning(), store.claim(key: key)].compactMap { $0 }
        if !warnings.isEmpty {
            let warning = warnings.joined(separator: "; ")
            saver.warning = SafeText.escaping(warning)
            log("persistence: warning: \(warning)")
        }
        restore(with: saver)
        // Installed after restoring, so the restore itself is not written straight back.
        onChange { [weak self] change in
            self?.save(change.new, with: saver)
        }
    }

    private func restore(with saver: StateSaver) {
        let data: Data?
        do {
            data = try saver.store.load(key: saver.key)
        } catch RegularFileError.tooLarge(let path, let size, let limit) {
            // The user's own regular file, only too large to read: unusable like a corrupt one.
            let reason = "\(size) bytes, over the limit of \(limit)"
            moveAside(with: saver, reason: reason, refusedPath: path)
            return
        } catch {
            // Not a file this program writes (a symbolic link, a FIFO, a device, a folder, another
            // user's file) or one it cannot open: what is there is not ours to move or replace, so it
            // is left as it is and nothing is saved over it.
            saver.savingBlocked = true
            record("could not read saved state, not saving (it is left as it is): \(error)", in: saver)
            return
        }
        guard let data else { return }
        switch SavedStack.decode(Route.self, from: data) {
        case .success(let routes):
            // A stack saved while signed in must not reopen a guarded screen after signing out.
            let refused = firstRefused(routes, for: .deepLink)
            if let refused {
                let notice =
                    "the route guard refused entry \(refused) (\(describe(routes[refused]))) of the saved stack; "
                    + "restored the \(refused) before it"
                saver.warning = SafeText.escaping(notice)
                log("persistence: \(notice)")
            }
            let kept = Array(routes.prefix(refused ?? routes.count))
            if !kept.isEmpty {
                _ = setStack(kept, cause: .restore, operation: "restore '\(saver.key)'")
            }
        case .failure(let reason):
            moveAside(with: saver, reason: "\(reason)", refusedPath: nil)
        }
    }

    /// Quarantines an unusable saved file, or stops saving when it cannot be moved aside.
    private func moveAside(with saver: StateSaver, reason: String, refusedPath: String?) {
        let name = SafeText.quoted(refusedPath ?? saver.key)
        do {
            let movedTo = try saver.store.quarantine(key: saver.key)
            record("saved state \(name) unusable (\(reason)); moved to \(movedTo)", in: saver)
        } catch {
            saver.savingBlocked = true
            record(
                "saved state \(name) unusable (\(reason)) and could not be moved aside, not saving: \(error)",
                in: saver)
        }
    }

    private func save(_ routes: [Route], with saver: StateSaver) {
        guard !saver.savingBlocked else { return }
        do {
            try saver.store.save(SavedStack.encode(routes), key: saver.key)
            saver.lastError = nil
            saver.holdsCurrentStack = true
        } catch let error as SavedStackError {
            // Checked before the store is touched: the saved file still holds the last stack that fit.
            record("could not save state: \(error); the last saved stack is kept", in: saver)
        } catch {
            record("could not save state: \(error)", in: saver)
        }
    }

    /// Keeps the failure for `persistenceError`, terminal-safe (it quotes file contents and paths
    /// from the environment), and logs it (when debug is on).
    private func record(_ message: String, in saver: StateSaver) {
        saver.lastError = SafeText.escaping(message)
        log("persistence: \(message)")
    }
}

/// The persistence settings of one pilot, kept in its attachments (extensions cannot add storage).
@MainActor
final class StateSaver {
    let store: any StateStore
    let key: String
    var lastError: String?
    var warning: String?
    /// Set when what is at the saved file's place could be neither read nor moved aside, or is not a
    /// file this program writes (a link, a FIFO, another user's file): writing would replace it.
    var savingBlocked = false
    /// Whether the store holds the stack as it is now: set by a save, cleared by
    /// `clearPersistedState()` (until the next change saves again).
    var holdsCurrentStack = false

    init(store: any StateStore, key: String) {
        self.store = store
        self.key = key
    }
}
