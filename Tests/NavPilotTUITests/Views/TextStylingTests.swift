import NavPilot
import NavPilotTUI
import Testing

@MainActor
@Suite("Text styling: font, fontWeight, foregroundStyle")
struct TextStylingTests {
    /// The style of the first cell of a one-line view.
    private func style(of view: some View) -> Style {
        ViewHarness(width: 20, height: 1) { view }.screen[x: 0, y: 0].style
    }

    @Test(arguments: [
        (Font.largeTitle, true), (.title, true), (.headline, true), (.title2, false), (.title3, false),
        (.subheadline, false), (.body, false), (.callout, false), (.footnote, false), (.caption, false),
        (.caption2, false),
    ])
    func heavierTextStylesAreBoldTheRestPlain(font: Font, bold: Bool) {
        let style = style(of: Text("Heading").font(font))
        #expect(style.bold == bold)
        #expect(!style.dim)
    }

    @Test func anExplicitWeightDecidesOverTheTextStyle() {
        #expect(style(of: Text("a").font(.body.bold())).bold)
        #expect(style(of: Text("a").font(.footnote.weight(.semibold))).bold)
        #expect(!style(of: Text("a").font(.title.weight(.regular))).bold)
        #expect(style(of: Text("a").font(.system(size: 48, weight: .heavy))).bold)
        #expect(!style(of: Text("a").font(.system(size: 48))).bold)
        #expect(style(of: Text("a").font(.system(.body, weight: .black))).bold)
        #expect(!style(of: Text("a").font(nil)).bold)
    }

    @Test(arguments: [
        (Font.Weight.ultraLight, false), (.thin, false), (.light, false), (.regular, false), (.medium, false),
        (.semibold, true), (.bold, true), (.heavy, true), (.black, true),
    ])
    func fontWeightFromSemiboldUpIsBold(weight: Font.Weight, bold: Bool) {
        #expect(style(of: Text("a").fontWeight(weight)).bold == bold)
    }

    @Test func secondaryAndTertiaryTakeTheThemesSecondaryStylePrimaryPlain() {
        #expect(style(of: Text("a").foregroundStyle(.primary)) == .plain)
        #expect(style(of: Text("a").foregroundStyle(.secondary)) == Theme.standard.secondary)
        #expect(style(of: Text("a").foregroundStyle(.tertiary)) == Theme.standard.secondary)
        #expect(style(of: Text("a").foregroundStyle(.quaternary)) == Theme.standard.secondary)
    }

    @Test func aColourIsTheTextColour() {
        #expect(style(of: Text("a").foregroundStyle(.red)) == Style(foreground: .red))
        #expect(style(of: Text("a").foregroundStyle(Color.indexed(208))).foreground == .indexed(208))
    }

    @Test func stylesCombineOnTheSameText() {
        let combined = style(of: Text("a").font(.headline).foregroundStyle(.green))
        #expect(combined == Style(foreground: .green, bold: true))
    }
}
