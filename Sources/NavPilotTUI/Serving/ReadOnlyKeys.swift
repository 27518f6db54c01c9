/// The keys of a read-only client (`attach --read-only`): nothing it types reaches the session;
/// `q`, Ctrl+C and Ctrl+W d detach it, as they would quit or detach a session it could type into.
package struct ReadOnlyKeys: Sendable {
    /// Ctrl+W came, waiting for the `d` that detaches.
    private var prefixPending = false

    package init() {}

    /// Whether `press` detaches the client.
    package mutating func detaches(_ press: KeyPress) -> Bool {
        let detaches =
            press == KeyPress(.character("q")) || press == KeyPress(.character("c"), .control)
            || (prefixPending && press == KeyPress(.character("d")))
        prefixPending = press == KeyPress(.character("w"), .control)
        return detaches
    }
}
