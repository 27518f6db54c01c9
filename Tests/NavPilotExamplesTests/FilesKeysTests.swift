import NavPilotExamples
import NavPilotTUI
import NavPilotTestSupport
import Testing

/// The file list declares its keys in one place (`FileList.keyBindings(size:)`): what the status
/// line offers is what a key does there, and letters keep the meaning they have everywhere.
@MainActor
@Suite("The file list's keys: f finds a name, q z i mean what they mean everywhere, a page is the rows shown")
struct FilesKeysTests {
    /// The file browser on the fixture's tree at 100 columns, once `shown` is on screen.
    private func browser(
        _ fixture: FilesFixture, height: Int = 20, until shown: String = "images/"
    ) async
        -> HeadlessSession
    {
        let session = HeadlessSession(FilesExample.session(root: fixture.root), size: Size(width: 100, height: height))
        await session.settle(until: shown)
        return session
    }

    private func statusLine(_ session: HeadlessSession) -> String {
        session.screen.lines.last ?? ""
    }

    /// The name on the list's selected row (`▸ name`).
    private func selected(_ session: HeadlessSession) -> String? {
        for line in session.text(ofPane: "files").split(separator: "\n") {
            if let marker = line.range(of: "▸ ") {
                return String(line[marker.upperBound...].split(separator: " ").first ?? "")
            }
        }
        return nil
    }

    @Test func zIAndQZoomShowTheInspectorAndQuitWithTheListFocusedAsTheStatusLineSays() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let session = await browser(fixture)
        let hints = statusLine(session)
        for hint in ["f find", "z zoom", "i inspector", "q quit"] {
            #expect(hints.contains(hint), "\(hint): \(hints)")
        }
        let before = selected(session)
        session.press(KeyPress(.character("z")))
        #expect(session.windowManager.zoomedPane == "files")
        session.press(KeyPress(.character("z")))
        #expect(session.windowManager.zoomedPane == nil)
        session.press(KeyPress(.character("i")))
        #expect(session.text(ofPane: "files").contains("NavPilot Inspector"), "\(session.text(ofPane: "files"))")
        session.press(KeyPress(.character("i")))
        #expect(selected(session) == before, "no letter moved the selection")
        session.press(KeyPress(.character("q")))
        #expect(session.hasQuit)
    }

    @Test func fThenACharacterSelectsTheNextNameStartingWithItAndEscapeCancels() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let session = await browser(fixture)
        session.press(KeyPress(.character("f")))
        #expect(statusLine(session).contains("f… the first character of a name"), "\(statusLine(session))")
        #expect(statusLine(session).contains("Esc cancel"))
        #expect(!statusLine(session).contains("q quit"), "q would select a name now")
        #expect(statusLine(session).contains("^C quit"))
        session.press(KeyPress(.character("i")))
        #expect(selected(session) == "images/")
        session.press(KeyPress(.character("f")), KeyPress(.escape))
        #expect(statusLine(session).contains("f find"), "the find ended: \(statusLine(session))")
        #expect(selected(session) == "images/")
        #expect(
            session.windowManager.pane(named: "files")?.root.breadcrumb.count == 1, "Esc ended the find, not the screen"
        )
        // Any other key ends the find too and does what it does.
        session.press(KeyPress(.character("f")), KeyPress(.down))
        #expect(selected(session) != "images/")
        #expect(statusLine(session).contains("f find"))
    }

    @Test func whileFindingTheStatusLineNamesOnlyKeysThatDoWhatItSaysAndTheWheelEndsTheFind() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let session = await browser(fixture, until: "docs/")
        session.press(.enter)  // into docs/: back applies
        await session.settle(until: "readme.txt", inPane: "files")
        session.press(KeyPress(.character("f")))
        let hints = statusLine(session)
        #expect(hints.contains("Esc cancel"), "\(hints)")
        #expect(!hints.contains("Esc/⌫ back"), "Esc cancels the find: \(hints)")
        #expect(hints.contains("⌫/← back"), "\(hints)")
        let list = try #require(session.windowManager.pane(named: "files")?.frame)
        session.send([
            .mouse(MouseEvent(position: Point(x: list.x + 3, y: list.y + 6), button: .none, kind: .scrollDown))
        ])
        #expect(statusLine(session).contains("f find"), "the wheel ended the find: \(statusLine(session))")
        session.press(KeyPress(.character("q")))
        #expect(session.hasQuit)
    }

    @Test func theHelpListsTheFileListsKeysFirst() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let session = await browser(fixture, height: 40)
        session.press(.function(1))
        let text = session.text
        let list = try #require(text.range(of: "File list:")?.lowerBound, "\(text)")
        let find = try #require(text.range(of: "f then a character")?.lowerBound)
        let pane = try #require(text.range(of: "Pane:")?.lowerBound)
        #expect(list < find && find < pane)
    }

    @Test func pageDownMovesTheSelectionByTheRowsTheListShows() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for number in 0..<100 {
            _ = try folder.write("file-" + String(1000 + number).dropFirst(), "\(number)\n")
        }
        let session = HeadlessSession(FilesExample.session(root: folder.path), size: Size(width: 100, height: 20))
        await session.settle(until: "file-000")
        let shown = session.text(ofPane: "files").split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("file-") }.map(String.init)
        }
        try #require(shown.count > 3, "\(session.text)")
        session.press(.pageDown)
        #expect(selected(session) == shown.last, "the last row shown before: \(shown)")
    }
}
