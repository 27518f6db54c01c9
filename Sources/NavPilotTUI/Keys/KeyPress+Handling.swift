extension KeyPress {
    /// What a `.onKeyPress` action did with a key, as in SwiftUI.
    public enum Result: Hashable, Sendable {
        /// The key was used: nothing else sees it.
        case handled
        /// The key was not used: the enclosing views' handlers, the pane's navigation and then the
        /// window manager's keys get it.
        case ignored
    }

    /// The typed character of a plain key press (Shift included, since it is part of the
    /// character); nil for other keys and for Ctrl or Alt combinations.
    public var characters: String {
        guard case .character(let character) = key, modifiers.subtracting(.shift).isEmpty else { return "" }
        return String(character)
    }
}

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
    /// A character key written as a literal: `.onKeyPress("r") { … }`, as SwiftUI's `KeyEquivalent`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self = .character(character)
    }

    /// SwiftUI's name for Return.
    public static var `return`: Key { .enter }
    /// SwiftUI's name for the Up arrow.
    public static var upArrow: Key { .up }
    /// SwiftUI's name for the Down arrow.
    public static var downArrow: Key { .down }
    /// SwiftUI's name for the Left arrow.
    public static var leftArrow: Key { .left }
    /// SwiftUI's name for the Right arrow.
    public static var rightArrow: Key { .right }
    /// The space bar.
    public static var space: Key { .character(" ") }
    /// SwiftUI's name for Delete forward.
    public static var deleteForward: Key { .delete }
}
