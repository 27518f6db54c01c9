import NavPilot
import NavPilotTUI
import Testing

/// The window's own UI (borders and titles, the too-small message, the help, the palette, the
/// status line) is views, each drawn again from its last frame while it is unchanged: what every
/// step shows must be what drawing each of them anew shows.
@MainActor
@Suite("The window's own views: reused while unchanged, redrawn the moment anything they show changes")
struct WindowChromeTests {
    private func session() -> HeadlessSession {
        let feed = NavPilot<FeedRoute>(initial: .feed)
        return HeadlessSession(
            Session("chrome") {
                Pane("feed", pilot: feed) { feedHost(feed) }
                Pane("notes") {
                    VStack {
                        TextField("Note", text: .constant(""))
                        Button("Save") {}
                    }
                }
            }, size: Size(width: 80, height: 16))
    }

    /// The frame a full pass of every pane and every part of the window gives now.
    private func anew(_ session: HeadlessSession) -> CellBuffer {
        var buffer = CellBuffer(size: session.screen.size)
        session.windowManager.renderAnew(into: &buffer)
        return buffer
    }

    @Test func everyStepShowsWhatDrawingTheWholeWindowAnewShows() {
        let session = session()
        let window = session.windowManager
        let control = { (character: Character) in KeyPress(.character(character), .control) }
        let steps: [(String, () -> Void)] = [
            ("push: the feed pane's title and crumbs change", { session.press(.down, .enter) }),
            ("focus moves: the heavy top edge moves", { session.press(.tab) }),
            ("typing in a field: the status line offers the field's keys", { session.type("milk") }),
            ("help opens", { session.press(.escape, .character("?")) }),
            ("help scrolls", { session.press(.down, .down, .pageDown) }),
            ("help closes", { session.press(.escape) }),
            ("palette opens", { session.press(control("p")) }),
            ("palette query", { session.type("zo") }),
            ("palette row moves", { session.press(.down) }),
            ("palette closes", { session.press(.escape) }),
            ("Ctrl+W pending", { session.press(control("w")) }),
            ("Ctrl+W wider", { session.press(.character(">")) }),
            (
                "status message",
                {
                    window.statusMessage = "Saved"
                    session.render()
                }
            ),
            ("too small", { session.resize(to: Size(width: 24, height: 5)) }),
            ("large again", { session.resize(to: Size(width: 90, height: 18)) }),
            (
                "new theme",
                {
                    window.theme = .highContrast
                    session.render()
                }
            ),
            ("zoom", { session.press(control("w"), KeyPress(.character("z"))) }),
        ]
        for (name, step) in steps {
            step()
            #expect(session.screen == anew(session), "after \(name), the reused parts show what a full pass draws")
        }
    }

    @Test func aNewThemeRedrawsTheBordersAndTheStatusLineInItsStyles() {
        let session = session()
        let window = session.windowManager
        window.theme.focusedBorder = Style(foreground: .magenta, bold: true)
        window.theme.border = Style(foreground: .green)
        session.render()
        #expect(session.screen[x: 0, y: 0].style.foreground == .magenta)
        let unfocused = window.panes[1].frame
        #expect(session.screen[x: unfocused.x, y: unfocused.maxY - 1].style.foreground == .green)
    }

    @Test func aClosedPaletteAndHelpLeaveNothingBehind() {
        let session = session()
        let before = session.screen
        session.press(KeyPress(.character("p"), .control))
        session.type("help")
        session.press(.escape)
        #expect(session.screen == before, "the palette's box is gone and the panes show again")
        session.press(.character("?"))
        session.press(.escape)
        #expect(session.screen == before, "so is the help's")
    }

    @Test func theStatusLineOffersAFieldsKeysWhileOneIsEdited() {
        let session = session()
        session.press(.tab)
        let outside = session.screen.lines.last ?? ""
        session.type("a")
        let inField = session.screen.lines.last ?? ""
        #expect(outside.contains("quit"), "outside a field, q quits and says so")
        #expect(!inField.contains("q quit"), "in a field, q is typed: the status line does not offer it")
        #expect(inField.contains("^C"), "Ctrl+C still quits from a field")
        session.press(.backspace)
        session.press(.escape)
        #expect((session.screen.lines.last ?? "") == outside, "out of the field, the window's keys again")
    }
}
