/// The styles the renderer draws with, by role: what the built-in views use for their decorations
/// and what an app's own views and widgets read (`@Environment(\.theme)`, `canvas.theme`) to look
/// like them on every terminal.
///
/// Four are built in (`dark`, `light`, `highContrast`, `mono`), chosen from the terminal's
/// background (`ThemeSelection`); every style of each that draws text has a contrast of at least
/// 4.5 against the background it is drawn on (7 for `highContrast`), checked by a test. Colours
/// are taken from the 256-colour cube, whose values every terminal shares, or left to the
/// terminal's default foreground and background; meaning never rests on colour or faint text alone
/// (the selection has its `▸`, the focused pane its bold title and its name in the status line, and
/// in the themes without colour a heavy top edge).
public struct Theme: Sendable, Equatable, CustomStringConvertible {
    /// The background a theme is made for.
    public enum Appearance: String, Sendable, CaseIterable {
        /// Light text on a dark background.
        case dark
        /// Dark text on a light background.
        case light
    }

    /// The theme's name, as `--theme` and `NAVPILOT_THEME` spell it.
    public var name: String
    /// The background the theme is made for (screenshots paint that background).
    public var appearance: Appearance

    /// The focused control's label.
    public var selection: Style
    /// The row of the selected control in the focused pane (drawn under the whole row).
    public var selectionRow: Style
    /// The selected control of a pane without focus: still visible, less emphasised.
    public var inactiveSelection: Style
    /// The `▸` selection marker and other accents.
    public var accent: Style
    /// Text of less emphasis (`.foregroundStyle(.secondary)`): paths, counts, notes.
    public var secondary: Style
    /// Errors and destructive actions.
    public var error: Style
    /// Success: a check that passed, a thing done.
    public var success: Style
    /// Hyperlinks (`Link`).
    public var link: Style
    /// The titles of `.borderless` buttons.
    public var buttonTint: Style
    /// The titles of `.borderedProminent` buttons, which should stand out.
    public var prominentButton: Style
    /// Destructive buttons.
    public var destructive: Style
    /// Problems shown in place of a view, and the status line's notes.
    public var warning: Style
    /// Decorations and hints of less emphasis: dividers, `↓ 3 more`, the status line's hints.
    public var dim: Style
    /// A text field's editable area.
    public var field: Style
    /// A focused text field's editable area.
    public var fieldFocused: Style
    /// Title bars.
    public var title: Style
    /// The `‹ Back` button.
    public var back: Style
    /// Stack inspector entries.
    public var chip: Style
    /// Borders of panes without focus.
    public var border: Style
    /// The border and title of the focused pane.
    public var focusedBorder: Style
    /// Whether the focused pane's border is drawn in heavy lines (`┏━┓`), so it is told from the
    /// others without colour.
    public var heavyFocusedBorder: Bool

    /// A theme from its roles; every role not given is plain.
    public init(
        name: String, appearance: Appearance, selection: Style = .plain, selectionRow: Style = .plain,
        inactiveSelection: Style = .plain, accent: Style = .plain, secondary: Style = .plain, error: Style = .plain,
        success: Style = .plain, link: Style = .plain, buttonTint: Style = .plain, prominentButton: Style = .plain,
        destructive: Style = .plain, warning: Style = .plain, dim: Style = .plain, field: Style = .plain,
        fieldFocused: Style = .plain, title: Style = .plain, back: Style = .plain, chip: Style = .plain,
        border: Style = .plain, focusedBorder: Style = .plain, heavyFocusedBorder: Bool = false
    ) {
        self.name = name
        self.appearance = appearance
        self.selection = selection
        self.selectionRow = selectionRow
        self.inactiveSelection = inactiveSelection
        self.accent = accent
        self.secondary = secondary
        self.error = error
        self.success = success
        self.link = link
        self.buttonTint = buttonTint
        self.prominentButton = prominentButton
        self.destructive = destructive
        self.warning = warning
        self.dim = dim
        self.field = field
        self.fieldFocused = fieldFocused
        self.title = title
        self.back = back
        self.chip = chip
        self.border = border
        self.focusedBorder = focusedBorder
        self.heavyFocusedBorder = heavyFocusedBorder
    }

    /// The theme a session has unless one is chosen: `dark`.
    public static let standard = Theme.dark

    /// The same theme (change the properties you want).
    public init() {
        self = .standard
    }

    /// The theme's name.
    public var description: String { name }

    /// Every style of the theme by role name, for checks and listings.
    public var roles: [(name: String, style: Style)] {
        Self.rolePaths.map { ($0.name, self[keyPath: $0.path]) }
    }

    /// Every role: its name and where its style is. The one list of roles (`roles`, the adaptation
    /// to fewer colours, a served session's translation between themes all read it).
    static var rolePaths: [(name: String, path: WritableKeyPath<Theme, Style>)] {
        [
            ("selection", \.selection), ("selectionRow", \.selectionRow), ("inactiveSelection", \.inactiveSelection),
            ("accent", \.accent), ("secondary", \.secondary), ("error", \.error), ("success", \.success),
            ("link", \.link), ("buttonTint", \.buttonTint), ("prominentButton", \.prominentButton),
            ("destructive", \.destructive), ("warning", \.warning), ("dim", \.dim), ("field", \.field),
            ("fieldFocused", \.fieldFocused), ("title", \.title), ("back", \.back), ("chip", \.chip),
            ("border", \.border), ("focusedBorder", \.focusedBorder),
        ]
    }

    /// The roles whose text is drawn over the selected row too (a list's labels, notes and titles).
    static let rolesOverSelectedRow: Set = ["selection", "accent", "secondary", "title", "dim", "inactiveSelection"]
}
