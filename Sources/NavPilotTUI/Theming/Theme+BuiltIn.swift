/// The four themes that come with the toolkit. Colours are entries of the 256-colour cube (the same
/// on every terminal that has 256 colours, unlike the 16 named ones each terminal sets its own way)
/// or the terminal's default colours; `ThemeContrastTests` checks every text style of each against
/// the backgrounds it is drawn on.
extension Theme {
    /// Light text on a dark background: cyan accents (`#5fd7d7`), grey secondary text (`#9e9e9e`),
    /// the selected row a dark grey (`#303030`).
    public static let dark = Theme(
        name: "dark", appearance: .dark,
        selection: Style(foreground: .indexed(80), bold: true),
        selectionRow: Style(background: .indexed(236)),
        inactiveSelection: Style(foreground: .indexed(247)),
        accent: Style(foreground: .indexed(80), bold: true),
        secondary: Style(foreground: .indexed(247)),
        error: Style(foreground: .indexed(203)),
        success: Style(foreground: .indexed(114)),
        link: Style(foreground: .indexed(117), underline: true),
        buttonTint: Style(foreground: .indexed(80)),
        prominentButton: Style(bold: true, reverse: true),
        destructive: Style(foreground: .indexed(203)),
        warning: Style(foreground: .indexed(221), bold: true),
        dim: Style(foreground: .indexed(247)),
        field: Style(underline: true),
        fieldFocused: Style(foreground: .indexed(255), background: .indexed(236), underline: true),
        title: Style(bold: true),
        back: Style(foreground: .indexed(80)),
        chip: Style(foreground: .indexed(114)),
        border: Style(foreground: .indexed(247)),
        focusedBorder: Style(foreground: .indexed(80), bold: true))

    /// Dark text on a light background: blue accents (`#005faf`), grey secondary text (`#626262`),
    /// the selected row a light grey (`#e4e4e4`).
    public static let light = Theme(
        name: "light", appearance: .light,
        selection: Style(foreground: .indexed(25), bold: true),
        selectionRow: Style(background: .indexed(254)),
        inactiveSelection: Style(foreground: .indexed(241)),
        accent: Style(foreground: .indexed(25), bold: true),
        secondary: Style(foreground: .indexed(241)),
        error: Style(foreground: .indexed(124)),
        success: Style(foreground: .indexed(22)),
        link: Style(foreground: .indexed(24), underline: true),
        buttonTint: Style(foreground: .indexed(25)),
        prominentButton: Style(bold: true, reverse: true),
        destructive: Style(foreground: .indexed(124)),
        warning: Style(foreground: .indexed(94), bold: true),
        dim: Style(foreground: .indexed(241)),
        field: Style(underline: true),
        fieldFocused: Style(background: .indexed(254), underline: true),
        title: Style(bold: true),
        back: Style(foreground: .indexed(25)),
        chip: Style(foreground: .indexed(22)),
        border: Style(foreground: .indexed(241)),
        focusedBorder: Style(foreground: .indexed(25), bold: true))

    /// The terminal's own foreground and background only, at full strength: no colour, no faint
    /// text; the selection reversed, accents bold, links and fields underlined. Its contrast is the
    /// terminal's own pair on any background.
    public static let highContrast = Theme(
        name: "high-contrast", appearance: .dark,
        selection: Style(bold: true),
        selectionRow: Style(reverse: true),
        inactiveSelection: Style(underline: true),
        accent: Style(bold: true),
        secondary: .plain,
        error: Style(bold: true, underline: true),
        success: Style(bold: true),
        link: Style(underline: true),
        buttonTint: Style(bold: true),
        prominentButton: Style(bold: true, reverse: true),
        destructive: Style(bold: true, underline: true),
        warning: Style(bold: true),
        dim: .plain,
        field: Style(underline: true),
        fieldFocused: Style(bold: true, underline: true),
        title: Style(bold: true),
        back: Style(bold: true),
        chip: .plain,
        border: .plain,
        focusedBorder: Style(bold: true),
        heavyFocusedBorder: true)

    /// What `NO_COLOR` asks for: no colour at all, emphasis by bold, faint, reverse and underline.
    public static let mono = Theme(
        name: "mono", appearance: .dark,
        selection: Style(bold: true),
        selectionRow: Style(reverse: true),
        inactiveSelection: Style(dim: true),
        accent: Style(bold: true),
        secondary: Style(dim: true),
        error: Style(bold: true),
        success: .plain,
        link: Style(underline: true),
        buttonTint: .plain,
        prominentButton: Style(bold: true, reverse: true),
        destructive: Style(bold: true),
        warning: Style(bold: true),
        dim: Style(dim: true),
        field: Style(underline: true),
        fieldFocused: Style(bold: true, underline: true),
        title: Style(bold: true),
        back: Style(bold: true),
        chip: .plain,
        border: Style(dim: true),
        focusedBorder: Style(bold: true),
        heavyFocusedBorder: true)

    /// The built-in themes, in the order `--theme` lists them.
    public static let builtIn: [Theme] = [.dark, .light, .highContrast, .mono]

    /// The built-in theme called `name` (`dark`, `light`, `high-contrast`, `mono`), if any.
    public static func named(_ name: String) -> Theme? {
        builtIn.first { $0.name == name.lowercased() }
    }
}
