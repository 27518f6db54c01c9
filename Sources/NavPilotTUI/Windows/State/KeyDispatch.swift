import Observation

/// What sending keys through the bindings keeps between keys: the key table a prefix entered, the
/// keymap, and the bindings and hints made for the last frame, reused while nothing they depend on
/// changed.
@MainActor
@Observable
final class KeyDispatch {
    /// The key table a prefix key (Ctrl+W) entered, from the prefix to its next key or the timeout;
    /// observed, so the status line drops the prefix's hints when the wait ends on its own.
    var pending = PendingKeyTable()
    /// How long a prefix key waits for its next key.
    @ObservationIgnored var prefixTimeout: Duration = .seconds(1.5)
    /// Other keys for built-in bindings; a new one makes every binding and hint anew.
    @ObservationIgnored var keymap: Keymap = .none {
        didSet {
            boundGroups = [:]
            cachedHints = [:]
            helpTables = nil
            frameChain = nil
        }
    }
    /// Set by the quit bindings while a key is handled.
    @ObservationIgnored var quitRequested = false
    /// The bindings the last frame's status line was made from, for the next key (then dropped),
    /// with the state they were made in: a key in another state (the focus moved, a click or a paste
    /// reached the pane, help opened, with no frame since) makes its own.
    @ObservationIgnored var frameChain: (chain: KeyBindingChain, state: WindowManager.KeyState)?
    /// The window's bindings, by the signature of the state they were made for.
    @ObservationIgnored var boundGroups: [Int: KeyBindingGroup] = [:]
    /// The help's groups made from the keymap alone (see `WindowManager.keyBindings(showingPanes:)`).
    @ObservationIgnored var helpTables: (prefix: [KeyBindingGroup], overlays: [KeyBindingGroup])?
    /// Status hints by the signature of the bindings they were made from, with the text they last
    /// gave and the room it was fitted to.
    @ObservationIgnored var cachedHints: [[Int]: (hints: [StatusHint], room: Int, text: String)] = [:]
}
