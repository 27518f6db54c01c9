import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

/// `/` in a pane: the selection jumps to the first match at or after it as the query is typed,
/// `n` / `N` go on after Enter, Escape puts the selection back; the status line counts the matches.
@MainActor
@Suite("Search with / in the focused pane: items, a list's rows, n / N, Escape")
struct PaneSearchTests {
    private func statusLine(_ session: HeadlessSession) -> String {
        String(session.text.split(separator: "\n").last ?? "")
    }

    @Test func typingMovesTheSelectionToTheFirstMatchAndTheStatusLineCountsThem() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.character("/"))
        #expect(statusLine(session).contains("/  type to search · Enter keep · Esc cancel"))
        session.type("s")
        #expect(session.text(ofPane: "feed").contains("▸ Swift Tips"))
        #expect(statusLine(session).contains("/s  1/3 matches"), "Async/Await has an s too: \(statusLine(session))")
        session.type("wiftu")
        #expect(session.text(ofPane: "feed").contains("▸ SwiftUI Tricks"), "case is ignored")
        session.press(.backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        #expect(statusLine(session).contains("type to search"))
        session.type("zzz")
        #expect(statusLine(session).contains("/zzz  no match"))
    }

    @Test func escapePutsTheSelectionBackAndEnterKeepsItForNAndShiftN() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.down)
        session.press(.character("/"))
        session.type("async")
        #expect(session.text(ofPane: "feed").contains("▸ Async/Await"))
        session.press(.escape)
        #expect(session.text(ofPane: "feed").contains("▸ SwiftUI Tricks"), "back where the search began")
        #expect(session.windowManager.focusedPane.pane.pilot?.depth == 1, "Escape only cancelled the search")
        session.press(.tab, .character("/"))
        session.type("o")
        session.press(.enter)
        #expect(session.text(ofPane: "chat").contains("▸ Bob"))
        session.press(.character("n"))
        #expect(session.text(ofPane: "chat").contains("▸ Carol"))
        #expect(statusLine(session).contains("/o  2/2 matches"), "Bob and Carol: \(statusLine(session))")
        session.press(.character("n"))
        #expect(session.text(ofPane: "chat").contains("▸ Bob"), "n wraps around")
        session.press(.character("N"))
        #expect(session.text(ofPane: "chat").contains("▸ Carol"), "N goes back, wrapping")
    }

    @Test func whileSearchingLettersAreTheQueryAndCtrlCStillQuits() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.character("/"))
        session.type("q")
        #expect(!session.hasQuit, "q is part of the query")
        session.press(KeyPress(.character("c"), .control))
        #expect(session.hasQuit)
    }

    @Test func narrationSaysTheSearchAsItGoes() {
        let narration = Narration { _ in }
        let session = HeadlessSession(Examples.named("split-screen")!.make(), narration: narration)
        _ = narration.takeSaid()
        session.press(.character("/"))
        #expect(narration.takeSaid() == ["search: type what to find; Enter keeps, Escape cancels."])
        session.type("sw")
        #expect(narration.takeSaid() == ["search s: 1 of 3 matches.", "search sw: 1 of 2 matches."])
        session.type("z")
        #expect(narration.takeSaid() == ["search swz: no match."])
        session.press(.escape)
        #expect(narration.takeSaid() == ["search ended."])
    }

    @Test func inTheFileBrowserItSearchesTheListsRows() async throws {
        let fixture = try FilesFixture()
        let session = HeadlessSession(FilesExample.session(root: fixture.root), size: Size(width: 100, height: 20))
        await session.settle(until: "docs/")
        session.press(.character("/"))
        session.type("logo")
        session.type("")
        session.press(.escape)
        session.press(.character("/"))
        session.type("a.t")
        #expect(session.text(ofPane: "files").contains("▸ a.txt"), "\(session.text(ofPane: "files"))")
        session.press(.enter)
        await session.settle(until: "alpha")
        #expect(session.text(ofPane: "preview").contains("alpha"), "the preview follows the selection")
    }

    @Test func overTheHelpItSearchesTheKeyBindingsAndEscapePutsTheScrollBack() {
        let session = HeadlessSession(example: "split-screen", size: Size(width: 100, height: 16))
        session.press(.character("?"))
        #expect(!session.text.contains("quit (outside text fields)"), "below the fold at first")
        session.press(.character("/"))
        session.type("outside text")
        #expect(session.text.contains("▸ ") && session.text.contains("quit (outside text fields)"), "\(session.text)")
        #expect(statusLine(session).contains("/outside text  1/1 match"), "\(statusLine(session))")
        #expect(session.windowManager.isShowingHelp, "the letters went to the search, not to the help's keys")
        session.press(.escape)
        #expect(!session.text.contains("quit (outside text fields)"), "Escape scrolled the help back")
        #expect(session.windowManager.isShowingHelp, "Escape ended the search only")
        session.press(.character("/"))
        session.type("pane")
        session.press(.enter)
        let first = session.text
        session.press(.character("n"))
        #expect(session.text != first, "n goes to the next line naming a pane")
        #expect(statusLine(session).contains("/pane  2/"), "\(statusLine(session))")
    }

    @Test func withTheInspectorShownItSearchesTheStackEntriesToo() throws {
        let session = HeadlessSession(example: "split-screen")
        let feed = try #require(session.windowManager.pane(named: "feed")?.pane.pilot)
        let routes = (1...40).map { #"post(id: \#($0), title: "Post \#($0)")"# }
        _ = try feed.perform(.push(routes))
        session.render()
        session.press(.character("i"))
        #expect(!session.text(ofPane: "feed").contains("12: post(id: 12"), "an old entry, scrolled out of view")
        session.press(.character("/"))
        session.type("12: post")
        #expect(session.text(ofPane: "feed").contains("12: post(id: 12"), "\(session.text(ofPane: "feed"))")
        #expect(session.text(ofPane: "feed").contains("28 newer"), "the inspector scrolled to it")
        #expect(statusLine(session).contains("1/1 match"), "\(statusLine(session))")
        session.press(.escape)
        #expect(!session.text(ofPane: "feed").contains("12: post(id: 12"), "Escape scrolled the inspector back")
    }

    @Test func aHundredThousandEntriesAreSearchedWholeAndTheMatchesCounted() throws {
        let session = HeadlessSession(example: "split-screen")
        let feed = try #require(session.windowManager.pane(named: "feed")?.pane.pilot)
        _ = try feed.perform(.replace((0..<100_000).map { #"post(id: \#($0), title: "Post \#($0)")"# }))
        session.render()
        session.press(.character("i"))
        session.press(.character("/"))
        session.type("99999: post")
        #expect(session.text(ofPane: "feed").contains("99999: post(id: 99999"), "the newest entry, found")
        for _ in 0..<11 { session.press(.backspace) }
        session.type("title: \"post 4242\"")
        #expect(statusLine(session).contains("1/1 match"), "\(statusLine(session))")
        #expect(session.text(ofPane: "feed").contains("4242: post(id: 4242"))
        session.press(.backspace, .backspace, .backspace)
        #expect(
            statusLine(session).contains("/1111 matches"),
            "titles 42, 420…429, 4200…4299, 42000…42999: \(statusLine(session))")
    }
}
