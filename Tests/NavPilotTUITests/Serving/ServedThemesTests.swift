import NavPilotTUI
import Testing

/// Each client of a served session sees it in the theme its own terminal asks for, with the colours
/// its terminal has: a light terminal and an 8-colour one on a dark session both read.
@MainActor
@Suite("Served session: each client's theme and colours")
struct ServedThemesTests {
    /// The style of the selected row's label in `theme`.
    private static func selectedLabel(_ theme: Theme) -> Style {
        theme.selectionRow.patched(with: theme.selection)
    }

    /// A session drawn in `dark` whose clients ask for what `hellos` say; the style each one is sent
    /// for a cell drawn as the dark theme's selected label.
    private func shown(to hellos: [ClientHello], followsClientThemes: Bool = true) -> [Style?] {
        let served = ServedTerminal(name: "t", connections: nil, size: Size(width: 4, height: 1))
        served.drawnTheme = { .dark }
        served.followsClientThemes = followsClientThemes
        var screens = hellos.map { _ in ClientScreen() }
        for (index, hello) in hellos.enumerated() {
            served.connect(index + 1, hello: hello) { bytes, _ in
                var buffer = bytes
                for (kind, body) in (try? AttachFraming.take(from: &buffer)) ?? [] {
                    if case .frame(let frame) = try? AttachMessage.decode(kind: kind, body: body) {
                        screens[index].apply(frame)
                    }
                }
            }
        }
        served.draw([CellChange(position: .zero, cell: Cell("A", style: Self.selectedLabel(.dark)))])
        served.flush()
        return screens.map { $0.session.size.width > 0 ? $0.session[0, 0].style : nil }
    }

    @Test func aLightTerminalAndAnEightColourOneEachSeeTheSessionReadably() {
        let styles = shown(to: [
            ClientHello(purpose: .attach, size: Size(width: 4, height: 1), theme: "dark"),
            ClientHello(purpose: .attach, size: Size(width: 4, height: 1), theme: "light"),
            ClientHello(purpose: .attach, size: Size(width: 4, height: 1), theme: "dark", colors: 8),
        ])
        #expect(styles[0] == Self.selectedLabel(.dark), "the session's own theme, as drawn")
        #expect(styles[1] == Self.selectedLabel(.light), "the light terminal's theme")
        #expect(
            styles[2] == Self.selectedLabel(Theme.dark.adapted(toColorCount: 8)),
            "the 8-colour terminal's: the row blue, not black on its black")
        #expect(styles[2]?.background == .blue)
    }

    @Test func aClientWhoseTerminalSaysItsBackgroundLateIsShownTheSessionAnewInItsTheme() throws {
        let served = ServedTerminal(name: "t", connections: nil, size: Size(width: 4, height: 1))
        served.drawnTheme = { .dark }
        served.followsClientThemes = true
        var screens = [ClientScreen(), ClientScreen()]
        var frames = [0, 0]
        for index in 0..<2 {
            let hello = ClientHello(purpose: .attach, size: Size(width: 4, height: 1), theme: "dark")
            served.connect(index + 1, hello: hello) { bytes, _ in
                var buffer = bytes
                for (kind, body) in (try? AttachFraming.take(from: &buffer)) ?? [] {
                    if case .frame(let frame) = try? AttachMessage.decode(kind: kind, body: body) {
                        screens[index].apply(frame)
                        frames[index] += 1
                    }
                }
            }
        }
        served.draw([CellChange(position: .zero, cell: Cell("A", style: Self.selectedLabel(.dark)))])
        served.flush()
        #expect(screens[1].session[0, 0].style == Self.selectedLabel(.dark), "dark, as its hello guessed")
        let sent = frames

        // Its terminal's answer came after the hello: the message goes over the wire like any other.
        var wire = AttachMessage.theme("light").bytes
        let (kind, body) = try #require(try AttachFraming.take(from: &wire).first)
        served.receive(try AttachMessage.decode(kind: kind, body: body), from: 2)
        served.flush()
        #expect(screens[1].session[0, 0].style == Self.selectedLabel(.light), "shown anew, light")
        #expect(frames[1] == sent[1] + 1)
        #expect(screens[0].session[0, 0].style == Self.selectedLabel(.dark), "the other client as it was")
        #expect(frames[0] == sent[0], "and sent nothing")

        served.receive(.theme("light"), from: 2)
        served.flush()
        #expect(frames[1] == sent[1] + 1, "the same theme again changes nothing")
    }

    @Test func aChosenThemeIsEveryClientsButStillAdaptedToItsColours() {
        let styles = shown(
            to: [
                ClientHello(purpose: .attach, size: Size(width: 4, height: 1), theme: "light"),
                ClientHello(purpose: .attach, size: Size(width: 4, height: 1), theme: "light", colors: 16),
            ], followsClientThemes: false)
        #expect(styles[0] == Self.selectedLabel(.dark), "--theme dark: dark on a light terminal too")
        #expect(styles[1] == Self.selectedLabel(Theme.dark.adapted(toColorCount: 16)))
    }
}
