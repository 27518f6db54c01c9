/// A key on the keyboard, independent of modifiers.
public enum Key: Hashable, Sendable {
    /// A printable character (also the letter of a Ctrl or Alt combination, in lower case for Ctrl).
    case character(Character)
    /// Return / Enter.
    case enter
    /// Tab.
    case tab
    /// Shift+Tab.
    case backTab
    /// Backspace.
    case backspace
    /// Delete (forward).
    case delete
    /// Escape on its own.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Insert.
    case insert
    /// A function key, F1 = `.function(1)`.
    case function(Int)
}

/// Modifier keys held with a key or mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = Modifiers(rawValue: 1 << 1)
    /// Alt (Meta, Option).
    public static let alt = Modifiers(rawValue: 1 << 2)
}

/// A key with the modifiers held while it was pressed.
public struct KeyPress: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// The modifiers.
    public var modifiers: Modifiers

    /// Creates a key press, `KeyPress(.character("a"), .control)`.
    public init(_ key: Key, _ modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    /// The primary button.
    case left
    /// The middle button (or wheel press).
    case middle
    /// The secondary button.
    case right
    /// No button (wheel events, or a report without a button).
    case none
}

/// What happened with the mouse.
public enum MouseEventKind: Hashable, Sendable {
    /// A button went down.
    case press
    /// A button went up.
    case release
    /// A press and release in place (reported by terminals that resolve clicks).
    case click
    /// The pointer moved with a button held (button-event tracking): dragging a pane's border.
    case drag
    /// The wheel turned up (away from the user).
    case scrollUp
    /// The wheel turned down.
    case scrollDown
}

/// A mouse event at a cell.
public struct MouseEvent: Hashable, Sendable {
    /// The cell under the pointer.
    public var position: Point
    /// The button involved.
    public var button: MouseButton
    /// What happened.
    public var kind: MouseEventKind
    /// Modifiers held.
    public var modifiers: Modifiers

    /// Creates a mouse event.
    public init(position: Point, button: MouseButton, kind: MouseEventKind, modifiers: Modifiers = []) {
        self.position = position
        self.button = button
        self.kind = kind
        self.modifiers = modifiers
    }
}

/// One input event for an application.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(KeyPress)
    /// Text pasted with bracketed paste, delivered whole (line breaks as "\n").
    case paste(String)
    /// A mouse event.
    case mouse(MouseEvent)
    /// The terminal now has this size.
    case resize(Size)
}

extension InputEvent {
    /// A key press of `key` with `modifiers`, `.key(KeyPress(key, modifiers))`.
    public static func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent {
        .key(KeyPress(key, modifiers))
    }
}

extension KeyPress: CustomStringConvertible {
    /// The key in scenario notation: modifiers first, then the key, joined by "+": "ctrl+a",
    /// "shift+tab", "alt+up", "f5", "enter", "space", or the character itself.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.alt) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        parts.append(key.name)
        return parts.joined(separator: "+")
    }
}

extension Key {
    /// The key's name in scenario notation ("enter", "pageup", "f1", "space", or the character).
    public var name: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .enter: "enter"
        case .tab: "tab"
        case .backTab: "backtab"
        case .backspace: "backspace"
        case .delete: "delete"
        case .escape: "escape"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pageup"
        case .pageDown: "pagedown"
        case .insert: "insert"
        case .function(let n): "f\(n)"
        }
    }
}
