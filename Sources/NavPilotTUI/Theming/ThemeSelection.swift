import NavPilot

/// Which theme a session gets: the one named (`--theme`, `NAVPILOT_THEME`), else the one for the
/// terminal's background — learnt by asking the terminal (OSC 11), else from `COLORFGBG`, else
/// dark. `NO_COLOR` (non-empty) gives `mono` unless a theme is named.
public enum ThemeSelection {
    /// The name that asks for the theme of the terminal's background (the default).
    public static let automatic = "auto"

    /// The names `--theme` takes: the built-in themes and `auto`.
    public static var names: [String] { Theme.builtIn.map(\.name) + [automatic] }

    /// The theme `name` names; nil for `auto` (the background decides).
    public static func theme(named name: String) throws(ThemeNameError) -> Theme? {
        if name.lowercased() == automatic { return nil }
        guard let theme = Theme.named(name) else { throw ThemeNameError(name: name) }
        return theme
    }

    /// The theme for a terminal whose background is `background` (nil: not known), in an
    /// environment where `NO_COLOR` is `noColor` and `COLORFGBG` is `colorFGBG`.
    public static func automaticTheme(background: RGBColor?, noColor: String?, colorFGBG: String?) -> Theme {
        automaticTheme(background: background, noColor: noColor, colorFGBG: colorFGBG, remembered: nil)
    }

    /// `automaticTheme(background:noColor:colorFGBG:)`, where `remembered` is what the terminal said
    /// of its background last time (`RememberedBackgrounds`), for when neither it nor `COLORFGBG`
    /// has said yet.
    static func automaticTheme(
        background: RGBColor?, noColor: String?, colorFGBG: String?, remembered: Theme.Appearance?
    ) -> Theme {
        if let noColor, !noColor.isEmpty { return .mono }
        let appearance = background.map(appearance(of:)) ?? appearance(colorFGBG: colorFGBG) ?? remembered ?? .dark
        return appearance == .light ? .light : .dark
    }

    /// Light or dark, by which of black and white text would stand out more on `color`.
    public static func appearance(of color: RGBColor) -> Theme.Appearance {
        color.isLight ? .light : .dark
    }

    /// The appearance `COLORFGBG` tells (`15;0`: white on black; the last field is the background's
    /// ANSI number, 7 and 15 light, 0 to 6 and 8 dark); nil when unset or unreadable.
    public static func appearance(colorFGBG value: String?) -> Theme.Appearance? {
        guard let last = value?.split(separator: ";").last, let background = Int(last) else { return nil }
        switch background {
        case 7, 9...15: return .light
        case 0...6, 8: return .dark
        default: return nil
        }
    }
}

/// A theme name that is not one: says which there are, and the one probably meant.
public struct ThemeNameError: Error, Equatable, CustomStringConvertible {
    /// The name given.
    public let name: String

    /// The error for `name`.
    public init(name: String) {
        self.name = name
    }

    /// `unknown theme 'ligth': choose dark, light, high-contrast, mono or auto (did you mean light?)`.
    public var description: String {
        let names = ThemeSelection.names
        let choices = names.dropLast().joined(separator: ", ") + " or " + names.last!
        let meant = Suggestion.closest(to: name.lowercased(), in: names).map { " (did you mean \($0)?)" } ?? ""
        return "unknown theme \(SafeText.quoted(name)): choose \(choices)\(meant)"
    }
}
