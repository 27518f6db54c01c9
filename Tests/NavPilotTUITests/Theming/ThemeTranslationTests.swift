import NavPilotTUI
import Testing

/// A served session shows each client in the theme its own terminal asks for by translating the
/// cells role by role: a light terminal and a dark one on one session must both be readable.
@Suite("Theme translation: a served session's cells in each client's theme")
struct ThemeTranslationTests {
    static let pairs: [(Theme, Theme)] = Theme.builtIn.flatMap { from in
        Theme.builtIn.filter { $0 != from }.map { (from, $0) }
    }

    @Test func everyRoleOfDarkBecomesTheSameRoleOfLightAndBack() throws {
        for (from, to) in [(Theme.dark, Theme.light), (Theme.light, Theme.dark)] {
            let translation = try #require(ThemeTranslation(from: from, to: to))
            for (index, (source, target)) in zip(from.roles.map(\.style), to.roles.map(\.style)).enumerated() {
                #expect(
                    translation.translated(source) == target,
                    "role \(index) of \(from.name) is drawn as \(to.name) draws it")
            }
        }
    }

    @Test func aRoleWhoseStyleNoOtherRoleSharesDifferentlyTranslatesExactlyInEveryPair() throws {
        for (from, to) in Self.pairs {
            let translation = try #require(ThemeTranslation(from: from, to: to))
            let roles = Array(zip(from.roles.map(\.style), to.roles.map(\.style)))
            for (source, target) in roles where source != .plain {
                let sharers = Set(roles.filter { $0.0 == source }.map(\.1))
                guard sharers.count == 1 else { continue }
                #expect(translation.translated(source) == target, "\(from.name) → \(to.name): \(source)")
            }
        }
    }

    @Test func plainTextTheDefaultColoursAndAnAppsOwnColoursStayAsDrawn() throws {
        for (from, to) in Self.pairs {
            let translation = try #require(ThemeTranslation(from: from, to: to))
            #expect(translation.translated(.plain) == .plain, "\(from.name) → \(to.name): plain text")
            let own = Style(foreground: .indexed(201), background: .indexed(17), bold: true)
            #expect(translation.translated(own) == own, "\(from.name) → \(to.name): an app's own colours")
            let underlined = Style(underline: true)
            #expect(translation.translated(underlined).foreground == nil, "the default foreground is no role's")
        }
    }

    @Test func aCombinedStyleTakesEachRolesColour() throws {
        // A label in the accent colour on the selected row's background: no role's style as a whole.
        let translation = try #require(ThemeTranslation(from: .dark, to: .light))
        let drawn = Theme.dark.selectionRow.patched(with: Style(foreground: Theme.dark.accent.foreground))
        let shown = translation.translated(drawn)
        #expect(shown.foreground == Theme.light.accent.foreground)
        #expect(shown.background == Theme.light.selectionRow.background)
    }

    @Test func theSameThemeNeedsNoTranslation() {
        for theme in Theme.builtIn { #expect(ThemeTranslation(from: theme, to: theme) == nil) }
    }

    @Test func rolesListsEveryStyleOfATheme() {
        // A role added to `Theme` but not to `roles` would be drawn in the session's theme.
        for theme in Theme.builtIn {
            #expect(
                theme.roles.map(\.style) == Mirror(reflecting: theme).children.compactMap { $0.value as? Style })
        }
    }
}
