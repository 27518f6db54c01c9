import Testing

@testable import NavPilotTUI

/// Every built-in theme is readable: each style that draws text has a WCAG contrast of at least
/// 4.5:1 against every background it is drawn on, in xterm's default palette (7:1 for
/// high-contrast), and the focused pane and the selection are told apart without colour.
@Suite("Theme contrast")
struct ThemeContrastTests {
    /// The styles that draw text, alone on the pane's background and over the selected row.
    static func textPairs(of theme: Theme) -> [(name: String, style: Style)] {
        let alone = theme.roles.filter { $0.name != "selectionRow" }
        let overSelectedRow = ["selection", "accent", "secondary", "title", "dim", "inactiveSelection"].compactMap {
            name in
            theme.roles.first { $0.name == name }.map {
                ("\(name) on selectionRow", theme.selectionRow.patched(with: $0.style))
            }
        }
        return alone + overSelectedRow
    }

    @Test(arguments: [Theme.dark, .light, .mono], [256, 16, 8])
    func everyTextStyleReadsAtFourAndAHalfToOneAt256And16And8Colours(theme: Theme, colors: Int) {
        let drawn = theme.adapted(toColorCount: colors)
        for (name, style) in Self.textPairs(of: drawn) {
            let contrast = ThemeContrast.lowestContrast(of: style, on: theme.appearance, colors: colors)
            #expect(contrast >= 4.5, "\(theme.name) at \(colors) colours: \(name) has \(contrast)")
        }
    }

    @Test(arguments: Theme.builtIn, [16, 8])
    func theSelectedRowStaysVisibleWithFewColours(theme: Theme, colors: Int) throws {
        // The dark theme's row, dark grey, was drawn black: on a black terminal it was gone.
        let row = theme.adapted(toColorCount: colors).selectionRow
        guard let background = row.background else {
            #expect(row.reverse, "\(theme.name): a row without colour is reversed")
            return
        }
        #expect(background.paletteIndex < colors, "drawn in a colour the terminal has")
        for terminal in theme.appearance.assumedTerminalColors.backgrounds {
            #expect(
                ThemeContrast.rgb(of: background).contrastRatio(with: terminal) > 1.05,
                "\(theme.name) at \(colors) colours: the row shows on its terminal's background")
        }
    }

    @Test func theLightThemesBoldBlueOnTheSelectedRowWasWhatTheIssueMeasuredAndIsNoMore() {
        // xterm at 8 colours drew the light theme's bold blue label in bright blue on the row's grey.
        let before = Style(foreground: .blue, background: .white, bold: true)
        #expect(abs(ThemeContrast.lowestContrast(of: before, on: .light) - 3.8) < 0.1)
        let row = Theme.light.adapted(toColorCount: 8)
        let label = row.selectionRow.patched(with: row.selection)
        #expect(ThemeContrast.lowestContrast(of: label, on: .light, colors: 8) >= 4.5)
        let unadapted = Theme.light.selectionRow.patched(with: Theme.light.selection)
        #expect(ThemeContrast.lowestContrast(of: unadapted, on: .light, colors: 8) < 4.5, "as it was drawn before")
    }

    @Test(arguments: Theme.Appearance.allCases)
    func highContrastReadsAtSevenToOneOnEitherBackground(appearance: Theme.Appearance) {
        for (name, style) in Self.textPairs(of: .highContrast) {
            let contrast = ThemeContrast.lowestContrast(of: style, on: appearance)
            #expect(contrast >= 7, "high-contrast on \(appearance): \(name) has \(contrast)")
            #expect(!style.dim, "no faint text: \(name)")
        }
    }

    @Test func theOldColoursFailedOnALightBackgroundAsTheIssueMeasured() {
        let white = ThemeContrast.rgb(of: .brightWhite)
        let cyanOnWhite = ThemeContrast.rgb(of: .cyan).contrastRatio(with: white)
        let greenOnWhite = ThemeContrast.rgb(of: .green).contrastRatio(with: white)
        #expect(abs(cyanOnWhite - 1.98) < 0.1 && abs(greenOnWhite - 2.16) < 0.1, "\(cyanOnWhite) \(greenOnWhite)")
        #expect(ThemeContrast.lowestContrast(of: Theme.light.focusedBorder, on: .light) >= 4.5)
    }

    @Test(arguments: Theme.builtIn)
    func theSelectionAndTheFocusedPaneDoNotRestOnColour(theme: Theme) {
        let row = theme.selectionRow
        #expect(row.background != nil || row.reverse, "\(theme.name): the selected row is marked")
        #expect(theme.focusedBorder.bold && !theme.border.bold, "\(theme.name): the focused pane's title is bold")
        if theme.focusedBorder.foreground == nil {
            #expect(theme.heavyFocusedBorder, "\(theme.name): without colour, the focused pane's top edge is heavy")
            #expect(row.reverse, "\(theme.name): without colour, the selected row is reversed")
        }
    }

    @Test func namedColoursAreNotUsedForTextTheyMeanSomethingDifferentOnEveryTerminal() {
        for theme in Theme.builtIn {
            for (name, style) in theme.roles {
                for color in [style.foreground, style.background].compactMap({ $0 }) {
                    #expect(color.paletteIndex >= 16, "\(theme.name).\(name) uses ANSI colour \(color.paletteIndex)")
                }
            }
        }
    }
}
