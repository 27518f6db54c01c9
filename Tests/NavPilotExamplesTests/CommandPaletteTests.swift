import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

/// The command palette (Ctrl+P, `:`): every action of the binding table, every pane and every screen
/// visited, fuzzy-filtered; Enter runs, Escape closes, the mouse works, apps add their own entries.
@MainActor
@Suite("Command palette: actions, panes, visited screens; keys, mouse, guards, narration")
struct CommandPaletteTests {
    private func statusLine(_ session: HeadlessSession) -> String {
        String(session.text.split(separator: "\n").last ?? "")
    }

    /// The palette's rows as drawn: the lines between its query line and its bottom border.
    private func rows(_ session: HeadlessSession) -> [String] {
        let lines = session.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let top = lines.firstIndex(where: { $0.contains("Commands · Esc closes") }) else { return [] }
        return lines[(top + 2)...].prefix { !$0.contains("└──") || $0.contains("│ ▸") }.compactMap { line in
            guard
                let start = line.range(of: "│", options: [], range: line.index(after: line.startIndex)..<line.endIndex)
            else { return nil }
            let inner = line[start.upperBound...]
            guard let end = inner.firstIndex(of: "│") else { return nil }
            return inner[..<end].trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func ctrlPAndColonOpenItWithActionsPanesAndVisitedScreensAndEscapeClosesIt() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.enter)
        session.press(KeyPress(.character("p"), .control))
        #expect(session.windowManager.isShowingCommandPalette)
        let text = session.text
        #expect(text.contains("Commands · Esc closes"))
        #expect(text.contains("show / hide the stack inspector"), "an action, by its description, with its keys")
        #expect(text.contains("│ ›"), "the query line")
        #expect(statusLine(session).contains("Enter run · Esc close"))
        session.press(.escape)
        #expect(!session.windowManager.isShowingCommandPalette)
        #expect(session.windowManager.focusedPane.pane.pilot?.depth == 2, "Escape closed the palette only")
        session.press(.character(":"))
        #expect(session.windowManager.isShowingCommandPalette, ": opens it too")
        session.type("chat")
        let shown = rows(session)
        #expect(shown.first?.hasPrefix("▸ chat") == true, "the pane named chat ranks first: \(shown)")
        #expect(shown.contains { $0.hasPrefix("chat › inbox") }, "the chat pane's visited screen")
    }

    @Test func enterRunsTheBestMatchAndLettersNeverReachThePanes() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.character(":"))
        session.type("zoom")
        #expect(rows(session).first?.contains("zoom the focused pane") == true, "\(rows(session))")
        session.type("q")
        #expect(!session.hasQuit, "q is part of the query")
        session.press(.backspace)
        session.press(.enter)
        #expect(!session.windowManager.isShowingCommandPalette)
        #expect(session.windowManager.zoomedPane == "feed", "zoom ran on the focused pane")
    }

    @Test func choosingAVisitedScreenReopensItsStackInItsPaneAndFocusesIt() throws {
        let session = HeadlessSession(example: "split-screen")
        session.press(.enter)
        session.press(.escape)
        session.press(.tab)
        let feed = try #require(session.windowManager.pane(named: "feed")?.pane.pilot)
        #expect(feed.depth == 1)
        session.press(KeyPress(.character("p"), .control))
        session.type("swift tips")
        #expect(
            rows(session).first?.hasPrefix(#"▸ feed › feed › post(id: 1, title: "Swift Tips")"#) == true,
            "\(rows(session))")
        session.press(.enter)
        #expect(feed.stackDescriptions == ["feed", #"post(id: 1, title: "Swift Tips")"#])
        #expect(session.windowManager.focusedPane.name == "feed", "the pane it was re-opened in has the focus")
    }

    @Test func aVisitedScreenTheRouteGuardNowRefusesIsNotOpenedAndTheStatusLineSaysWhy() throws {
        let session = HeadlessSession(example: "route-guards")
        let pilot = try #require(session.windowManager.pane(named: "main")?.pane.pilot)
        session.press(.enter)  // signed in
        session.press(.down, .down, .enter)  // Account Settings
        #expect(pilot.depth == 2)
        session.press(.escape, .home, .enter)  // back, signed out
        #expect(session.text.contains("Account Settings blocked"))
        session.press(KeyPress(.character("p"), .control))
        session.type("account")
        session.press(.enter)
        #expect(pilot.stackDescriptions == ["home"], "the guard was asked and refused")
        #expect(statusLine(session).contains("main:"), "\(statusLine(session))")
        #expect(statusLine(session).contains("accountSettings"), "\(statusLine(session))")
        session.press(.down)
        #expect(!statusLine(session).contains("accountSettings"), "said until the next key")
    }

    @Test func routesThatAreNotCodableAreReopenedByValueClosuresAndAll() throws {
        // callback's profile route carries a closure: it cannot be written as text, but the palette
        // keeps visited stacks by value and gives them back as they were.
        let session = HeadlessSession(example: "callback")
        let pilot = try #require(session.windowManager.pane(named: "main")?.pane.pilot)
        session.press(.enter, .enter, .enter)
        #expect(pilot.stackDescriptions == ["start", "home", "signIn", "profile"])
        session.press(.enter)  // Sign Out: the profile's closure pops to home
        #expect(pilot.stackDescriptions == ["start", "home"])
        session.press(.character(":"))
        session.type("main")
        let offered = rows(session).filter { $0.contains("main ›") }
        #expect(offered.count == 4, "start, home, sign-in and profile: \(offered)")
        session.press(.escape)
        session.press(.character(":"))
        session.type("profile")
        session.press(.enter)
        #expect(pilot.stackDescriptions == ["start", "home", "signIn", "profile"], "re-opened")
        session.press(.enter)  // Sign Out again: the closure came back with its route
        #expect(pilot.stackDescriptions == ["start", "home"])
    }

    @Test func arrowsMoveTheSelectionWrappingAndAClickRunsTheRowUnderIt() throws {
        let session = HeadlessSession(example: "split-screen")
        session.press(.character(":"))
        session.type("pane")
        let first = rows(session)
        session.press(.up)
        let last = rows(session)
        #expect(first != last, "↑ from the first row wraps to the last")
        session.press(.down)
        #expect(rows(session) == first)
        session.press(.escape)
        session.press(.character(":"))
        session.type("chat")
        let lines = session.text.split(separator: "\n", omittingEmptySubsequences: false)
        let y = try #require(lines.firstIndex { $0.contains("│ ▸ chat") || $0.contains("│   chat ") })
        let x = try #require(lines[y].firstRange(of: "chat")).lowerBound.utf16Offset(in: lines[y])
        session.click(at: Point(x: x, y: y))
        #expect(!session.windowManager.isShowingCommandPalette)
        #expect(session.windowManager.focusedPane.name == "chat", "a click ran the row: focus the chat pane")
        session.press(.character(":"))
        session.click(at: Point(x: 1, y: 28))
        #expect(!session.windowManager.isShowingCommandPalette, "a click outside the box closes it")
        #expect(session.windowManager.focusedPane.name == "chat", "and does nothing else")
    }

    @Test func aPasteBecomesTheQueryAndNeverReachesAField() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.character(":"))
        session.send([.paste("zoo\nm rest")])
        #expect(session.text.contains("› zoo "), "the first line only")
        #expect(rows(session).first?.contains("zoom") == true)
    }

    @Test func appsAddEntriesWithPaletteCommandAndTheHelpListsThem() {
        var count = 0
        let session = HeadlessSession(
            Session("counter") {
                Pane("main") {
                    Text("Count")
                        .paletteCommand("reset the counter") { count = 0 }
                        .keyBinding("+", description: "count one more") { count += 1 }
                }
            })
        session.press(.character(":"))
        session.type("reset")
        #expect(rows(session).first?.hasPrefix("▸ reset the counter") == true)
        count = 5
        session.press(.enter)
        #expect(count == 0, "the palette ran the app's command")
        session.press(.character(":"))
        session.type("one more")
        #expect(rows(session).first?.hasSuffix("+") == true, "a key binding shows its key: \(rows(session))")
        session.press(.enter)
        #expect(count == 1)
        session.press(.character("?"))
        let help = session.text
        #expect(
            help.contains("(palette)") && help.contains("reset the counter"), "the help lists it as a palette command")
    }

    @Test func narrationReadsThePaletteAsAList() {
        let narration = Narration { _ in }
        let session = HeadlessSession(Examples.named("split-screen")!.make(), narration: narration)
        _ = narration.takeSaid()
        session.press(.character(":"))
        let opened = narration.takeSaid()
        #expect(opened.contains("command palette: type to filter, Enter runs, Escape closes."), "\(opened)")
        session.type("zoom")
        let filtered = narration.takeSaid().last ?? ""
        #expect(filtered.hasPrefix("commands zoom: 1 of "), "\(filtered)")
        #expect(filtered.contains("zoom the focused pane / show all panes, z."), "\(filtered)")
        session.press(.function(3))
        let read = narration.takeSaid()
        #expect(read.first?.hasPrefix("commands, ") == true, "\(read)")
        #expect(read.contains { $0.hasPrefix("1: zoom the focused pane") })
        session.press(.escape)
        #expect(narration.takeSaid().contains("command palette closed."))
    }
}
