/// Why a pilot's stack changed.
public enum StackChangeCause: String, Hashable, Sendable, CaseIterable {
    /// A call to the pilot's API: push, pop, popTo, replace, …
    case api
    /// The host's back gesture (Backspace, Escape, Left, or a click on `‹ Back`), written through the path binding.
    case backGesture
    /// A deep link was opened.
    case deepLink
    /// The stack was restored from saved state.
    case restore
    /// `goForward()` pushed a route a pop had taken off.
    case forward
}

/// One effective change of a pilot's stack, as reported to change handlers.
public struct StackChange<Route: Hashable> {
    /// The stack before the change.
    public let old: [Route]
    /// The stack after the change.
    public let new: [Route]
    /// What caused the change.
    public let cause: StackChangeCause

    @usableFromInline
    init(old: [Route], new: [Route], cause: StackChangeCause) {
        self.old = old
        self.new = new
        self.cause = cause
    }
}

extension StackChange: Sendable where Route: Sendable {}

/// Identifies a change handler so it can be removed with `NavPilot.removeChangeHandler(_:)`.
public struct ChangeHandlerToken: Hashable, Sendable {
    let rawValue: Int
}
