/// Cells drawn in one theme, restyled as another theme draws them: how a served session whose
/// theme follows its clients' terminals shows each client in the theme its own terminal asks for
/// (a light terminal and a dark one attached to one session, each readable).
///
/// It goes role by role (`Theme.roles`). A cell whose style is exactly one role's takes that
/// role's style in the other theme, attributes included. Otherwise each of its colours that is a
/// role's colour takes that role's colour there (a row's selection background under a label's
/// accent). What belongs to no role stays as drawn: an app's own colours, the terminal's default
/// colours, plain text, and the shapes a theme chooses (`mono`'s heavy focused border). A style two
/// roles share that the other theme tells apart is taken colour by colour.
package struct ThemeTranslation: Sendable {
    /// A style without its hyperlink, as roles are compared.
    private struct Look: Hashable {
        let foreground: UInt16
        let background: UInt16
        let attributes: UInt8

        init(_ style: Style) {
            foreground = style.foregroundCode
            background = style.backgroundCode
            attributes = style.attributes.rawValue
        }
    }

    private var styles: [Look: Style] = [:]
    private var foregrounds: [UInt16: UInt16] = [:]
    private var backgrounds: [UInt16: UInt16] = [:]

    /// The translation of cells drawn in `source` into `target`; nil when they are the same theme.
    package init?(from source: Theme, to target: Theme) {
        guard source != target else { return nil }
        var styles: [Look: Style?] = [:]
        var foregrounds: [UInt16: UInt16?] = [:]
        var backgrounds: [UInt16: UInt16?] = [:]
        for (from, to) in zip(source.roles.map(\.style), target.roles.map(\.style)) {
            // Plain is every undecorated cell's style, not a role's: it never maps.
            if from != .plain { Self.note(Look(from), to, in: &styles) }
            // The terminal's default colour is no role's either (mapping it would recolour all text).
            if from.foregroundCode != 0 { Self.note(from.foregroundCode, to.foregroundCode, in: &foregrounds) }
            if from.backgroundCode != 0 { Self.note(from.backgroundCode, to.backgroundCode, in: &backgrounds) }
        }
        self.styles = styles.compactMapValues { $0 }
        self.foregrounds = foregrounds.compactMapValues { $0 }
        self.backgrounds = backgrounds.compactMapValues { $0 }
    }

    /// Records `key → value`; a key already mapped to another value is ambiguous (nil) for good.
    private static func note<Key: Hashable, Value: Equatable>(_ key: Key, _ value: Value, in map: inout [Key: Value?]) {
        if let known = map[key] {
            if known != value { map[key] = .some(nil) }
        } else {
            map[key] = value
        }
    }

    /// `style` as the target theme draws it; its hyperlink kept.
    package func translated(_ style: Style) -> Style {
        var result: Style
        if let role = styles[Look(style)] {
            result = role
        } else {
            result = style
            result.foregroundCode = foregrounds[style.foregroundCode] ?? style.foregroundCode
            result.backgroundCode = backgrounds[style.backgroundCode] ?? style.backgroundCode
        }
        result.linkCode = style.linkCode
        return result
    }

    /// `changes` with every cell's style translated.
    package func translated(_ changes: [CellChange]) -> [CellChange] {
        changes.map { change in
            var change = change
            change.cell.style = translated(change.cell.style)
            return change
        }
    }
}
