import NavPilotTUI
import Testing

/// Which theme a session gets: the one named, else the one for the terminal's background (its
/// answer, else `COLORFGBG`, else dark); `NO_COLOR` gives mono unless a theme is named.
@Suite("Choosing a theme")
struct ThemeSelectionTests {
    static let white = RGBColor(red: 255, green: 255, blue: 255)
    static let solarizedLight = RGBColor(red: 0xFD, green: 0xF6, blue: 0xE3)
    static let darkGrey = RGBColor(red: 0x1E, green: 0x1E, blue: 0x1E)

    @Test func aNamedThemeIsThatThemeAndAutoLeavesItToTheBackground() throws {
        #expect(try ThemeSelection.theme(named: "light") == .light)
        #expect(try ThemeSelection.theme(named: "High-Contrast") == .highContrast)
        #expect(try ThemeSelection.theme(named: "auto") == nil)
    }

    @Test func anUnknownNameSaysTheChoicesAndTheOneMeant() {
        #expect(throws: ThemeNameError(name: "ligth")) { try ThemeSelection.theme(named: "ligth") }
        let message = ThemeNameError(name: "ligth").description
        #expect(
            message == "unknown theme 'ligth': choose dark, light, high-contrast, mono or auto (did you mean light?)")
        #expect(ThemeNameError(name: "\u{1B}[2J").description.contains("'\\u{1B}[2J'"), "the name is shown escaped")
    }

    @Test func theTerminalsAnswerDecidesThenColorFGBGThenDark() {
        #expect(ThemeSelection.automaticTheme(background: Self.white, noColor: nil, colorFGBG: "15;0") == .light)
        #expect(ThemeSelection.automaticTheme(background: Self.solarizedLight, noColor: nil, colorFGBG: nil) == .light)
        #expect(ThemeSelection.automaticTheme(background: Self.darkGrey, noColor: nil, colorFGBG: "0;15") == .dark)
        #expect(ThemeSelection.automaticTheme(background: nil, noColor: nil, colorFGBG: "0;15") == .light)
        #expect(ThemeSelection.automaticTheme(background: nil, noColor: nil, colorFGBG: "15;default;0") == .dark)
        #expect(ThemeSelection.automaticTheme(background: nil, noColor: nil, colorFGBG: "rubbish") == .dark)
        #expect(ThemeSelection.automaticTheme(background: nil, noColor: nil, colorFGBG: nil) == .dark)
    }

    @Test func noColorGivesMonoOnAnyBackgroundButAnEmptyOneDoesNot() {
        #expect(ThemeSelection.automaticTheme(background: Self.white, noColor: "1", colorFGBG: nil) == .mono)
        #expect(ThemeSelection.automaticTheme(background: Self.white, noColor: "", colorFGBG: nil) == .light)
    }

    @MainActor
    @Test func viewsReadTheThemeAndSecondaryTextFollowsIt() {
        for theme in [Theme.dark, .light, .mono] {
            let harness = ViewHarness(width: 30, height: 2) {
                VStack {
                    Text("path").foregroundStyle(.secondary)
                    Text("done").themeStyle(\.success)
                }
            }
            harness.root.theme = theme
            let screen = harness.render()
            #expect(screen[x: 0, y: 0].style == theme.secondary, "\(theme): secondary text")
            #expect(screen[x: 0, y: 1].style == theme.success, "\(theme): a role's style")
        }
    }
}
