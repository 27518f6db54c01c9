/// The styles the renderer uses for its own decorations.
public struct Theme: Sendable {
    /// The focused control's label.
    public var selection = Style(foreground: .cyan, bold: true)
    /// The row of the selected control in the focused pane (drawn under the whole row).
    public var selectionRow = Style(background: .indexed(236))
    /// The selected control of a pane without focus: still visible, dimmed.
    public var inactiveSelection = Style(dim: true)
    /// The `▸` selection marker and other accents.
    public var accent = Style(foreground: .cyan, bold: true)
    /// The titles of `.borderless` buttons.
    public var buttonTint = Style(foreground: .cyan)
    /// The titles of `.borderedProminent` buttons, which should stand out.
    public var prominentButton = Style(bold: true, reverse: true)
    /// Destructive buttons.
    public var destructive = Style(foreground: .red)
    /// Problems shown in place of a view.
    public var warning = Style(foreground: .yellow, bold: true)
    /// De-emphasised text: dividers, hints.
    public var dim = Style(dim: true)
    /// A text field's editable area.
    public var field = Style(underline: true)
    /// A focused text field's editable area.
    public var fieldFocused = Style(foreground: .white, background: .indexed(236), underline: true)
    /// Title bars.
    public var title = Style(bold: true)
    /// The `‹ Back` button.
    public var back = Style(foreground: .cyan)
    /// Stack inspector chips.
    public var chip = Style(foreground: .green)
    /// Borders of panes without focus.
    public var border = Style(dim: true)
    /// The border and title of the focused pane.
    public var focusedBorder = Style(foreground: .cyan, bold: true)

    /// The default theme.
    public static let standard = Theme()

    /// A theme with the default styles (change the properties you want).
    public init() {}
}
