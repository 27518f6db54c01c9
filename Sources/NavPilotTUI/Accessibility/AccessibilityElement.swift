/// How a view is described in words: what narration (`--narrate`, `NAVPILOT_NARRATE=1`) says of it
/// and what a screen reader would read.
///
/// Built-in views describe themselves (a `Text` by its text, a `Button` as a button with its title,
/// a `TextField` by its prompt and value, a `Toggle` with its state). A `Widget` of your own
/// describes itself through `accessibilityElement`; any view can be relabelled with
/// `.accessibilityLabel(_:)`, `.accessibilityValue(_:)`, `.accessibilityHint(_:)` and hidden with
/// `.accessibilityHidden(true)`, as SwiftUI spells them.
///
/// ```swift
/// struct Meter: Widget {
///     var level: Int
///     var accessibilityElement: AccessibilityElement? {
///         AccessibilityElement(role: .progress, label: "Signal", value: "\(level) of 5")
///     }
///     func draw(in canvas: inout WidgetCanvas) { … }
/// }
/// ```
public struct AccessibilityElement: Hashable, Sendable {
    /// What kind of thing it is (said after the label for everything but text, buttons and progress).
    public var role: AccessibilityRole
    /// The name it is known by: a button's title, a field's prompt, a text's words.
    public var label: String
    /// Its current value, if it has one: a field's text, a toggle's state, a picker's choice.
    public var value: String?
    /// What activating it does, said when the listener asks where they are (`w`).
    public var hint: String?
    /// The rows of a list that is one control (a file list): their labels, in order.
    public var rows: [String]
    /// The selected row of `rows`, if any.
    public var selectedRow: Int?

    /// An element of `role` named `label`, with an optional value and hint; `rows` and
    /// `selectedRow` for a list that is one control.
    public init(
        role: AccessibilityRole, label: String, value: String? = nil, hint: String? = nil, rows: [String] = [],
        selectedRow: Int? = nil
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.hint = hint
        self.rows = rows
        self.selectedRow = selectedRow
    }
}

/// The kind of an `AccessibilityElement`, as narration names it (`button`, `text field`, …). Your
/// own widget can name a role the library does not have: `AccessibilityRole("slider")`.
public struct AccessibilityRole: Hashable, Sendable, CustomStringConvertible {
    /// The role as said, `text field`.
    public let name: String

    /// A role said as `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// Words on the screen; the role is not said.
    public static let text = AccessibilityRole("text")
    /// Something Enter runs; the role is not said (most items of a list are buttons).
    public static let button = AccessibilityRole("button")
    /// A field that takes typed text.
    public static let textField = AccessibilityRole("text field")
    /// An on/off switch.
    public static let toggle = AccessibilityRole("toggle")
    /// One choice of several.
    public static let picker = AccessibilityRole("picker")
    /// A list that is one control: Up and Down move its selected row.
    public static let list = AccessibilityRole("list")
    /// Progress: a bar with a percentage, or a spinner while the amount is unknown.
    public static let progress = AccessibilityRole("progress")
    /// Text that scrolls inside the pane.
    public static let scrollingText = AccessibilityRole("scrolling text")
    /// A problem shown in place of a view (a missing `@EnvironmentObject`).
    public static let problem = AccessibilityRole("problem")
    /// Text that is a hyperlink (`Link`).
    public static let link = AccessibilityRole("link")
    /// A focusable control that did not say what it is.
    public static let control = AccessibilityRole("control")

    /// The role's name.
    public var description: String { name }

    /// Whether the role goes unsaid (text, buttons and progress, whose words say what they are).
    var isSilent: Bool { self == .text || self == .button || self == .progress }
}
