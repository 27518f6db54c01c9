import NavPilot
import NavPilotTUI
import Testing

@MainActor
@Suite("Button styles")
struct ButtonStyleTests {
    /// A focused first button and an unfocused second one, both in `style`.
    private func harness(_ style: PrimitiveButtonStyle) -> ViewHarness {
        ViewHarness(width: 24, height: 2) {
            VStack {
                Button("Push Detail") {}
                Button("Pop") {}
            }
            .buttonStyle(style)
        }
    }

    @Test func automaticIsTheLookOfButtonsWithoutAStyle() {
        let styled = harness(.automatic)
        let unstyled = ViewHarness(width: 24, height: 2) {
            VStack {
                Button("Push Detail") {}
                Button("Pop") {}
            }
        }
        #expect(styled.lines == ["▸ Push Detail", "  Pop"])
        #expect(styled.screen == unstyled.screen)
    }

    @Test func borderedDrawsTheTitleInBrackets() {
        let harness = harness(.bordered)
        #expect(harness.lines == ["▸ [ Push Detail ]", "  [ Pop ]"])
        #expect(harness.screen[x: 2, y: 1].style == Style(), "an unfocused bordered button is plain")
    }

    @Test func borderedProminentDrawsTheTitleBoldAndReversedInBrackets() {
        let harness = harness(.borderedProminent)
        #expect(harness.lines == ["▸ [ Push Detail ]", "  [ Pop ]"])
        let bracket = harness.screen[x: 2, y: 1].style
        let title = harness.screen[x: 4, y: 1].style
        #expect(bracket.bold && !bracket.reverse)
        #expect(title.bold && title.reverse, "the title stands out")
        #expect(harness.screen[x: 3, y: 1].style.reverse, "the blanks inside the brackets are filled too")
    }

    @Test func plainAndBorderlessDrawTheTitleAlone() {
        let plain = harness(.plain)
        #expect(plain.lines == ["Push Detail", "Pop"])
        #expect(plain.screen[x: 0, y: 1].style == Style())
        let borderless = harness(.borderless)
        #expect(borderless.lines == ["Push Detail", "Pop"])
        #expect(borderless.screen[x: 0, y: 1].style == Theme.standard.buttonTint)
    }

    @Test(arguments: [
        PrimitiveButtonStyle.automatic, .plain, .borderless, .bordered, .borderedProminent,
    ])
    func theFocusedButtonIsHighlightedInEveryStyle(style: PrimitiveButtonStyle) {
        let harness = harness(style)
        let titleColumn = harness.lines[0].distance(
            from: harness.lines[0].startIndex, to: harness.lines[0].firstIndex(of: "P")!)
        let focused = harness.screen[x: titleColumn, y: 0].style
        #expect(focused.foreground == Theme.standard.selection.foreground)
        #expect(focused.bold)
        #expect(harness.screen[x: 23, y: 0].style.background == Theme.standard.selectionRow.background)
        #expect(harness.screen[x: 23, y: 1].style.background == nil)
        harness.press(.down)
        #expect(harness.screen[x: 23, y: 0].style.background == nil)
        #expect(harness.screen[x: 23, y: 1].style.background == Theme.standard.selectionRow.background)
    }

    @Test func theInnermostStyleWinsAndAppliesToNestedButtons() {
        let harness = ViewHarness(width: 24, height: 3) {
            VStack {
                HStack {
                    Button("A") {}
                }
                VStack {
                    Button("B") {}
                }
                .buttonStyle(.plain)
            }
            .buttonStyle(.bordered)
        }
        #expect(harness.lines == ["▸ [ A ]", "B", ""])
    }

    @Test(arguments: [
        PrimitiveButtonStyle.automatic, .plain, .borderless, .bordered, .borderedProminent,
    ])
    func enterRunsAButtonInEveryStyle(_ style: PrimitiveButtonStyle) {
        final class Runs { var count = 0 }
        let runs = Runs()
        let harness = ViewHarness(width: 24, height: 1) {
            Button("Go") { runs.count += 1 }.buttonStyle(style)
        }
        harness.press(.enter)
        #expect(runs.count == 1)
    }

    @Test(arguments: [
        PrimitiveButtonStyle.automatic, .plain, .borderless, .bordered, .borderedProminent,
    ])
    func aDestructiveButtonIsRedInEveryStyle(_ style: PrimitiveButtonStyle) throws {
        let harness = ViewHarness(width: 24, height: 2) {
            VStack {
                Button("Keep") {}
                Button("Delete", role: .destructive) {}
            }
            .buttonStyle(style)
        }
        let column = try #require(harness.lines[1].range(of: "Delete")).lowerBound
        let x = harness.lines[1].distance(from: harness.lines[1].startIndex, to: column)
        #expect(harness.screen[x: x, y: 1].style.foreground == Theme.standard.destructive.foreground)
    }

    @Test func anAlertsButtonsKeepTheirOwnLook() {
        let harness = ViewHarness(width: 40, height: 10) {
            Text("Screen")
                .alert("Sure?", isPresented: .constant(true)) {
                    Button("Yes") {}
                }
                .buttonStyle(.bordered)
        }
        #expect(harness.text.contains("Yes"))
        #expect(!harness.text.contains("[ Yes ]"))
    }
}
