import Foundation
import NavPilot
import NavPilotExamples
import NavPilotScenario
import NavPilotTUI
import NavPilotTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A small tree of real files for the file browser: folders, text, a PNG, an empty folder, a link
/// back to the root (a loop), a broken link and a folder that is removed before it is opened.
struct FilesFixture {
    let folder: TemporaryFolder
    var root: String { folder.path }

    init() throws {
        folder = try TemporaryFolder()
        let files = FileManager.default
        for name in ["docs", "images", "empty", "gone"] {
            try files.createDirectory(atPath: folder.file(name), withIntermediateDirectories: true)
        }
        _ = try folder.write("docs/readme.txt", "Hello from the fixture\nSecond line\n")
        _ = try folder.write("docs/notes.md", "# Notes\n")
        _ = try folder.write("a.txt", "alpha\n")
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 92)
        #expect(files.createFile(atPath: folder.file("images/logo.png"), contents: Data(png)))
        try files.createSymbolicLink(atPath: folder.file("loop"), withDestinationPath: ".")
        try files.createSymbolicLink(atPath: folder.file("broken"), withDestinationPath: "nowhere")
    }

    /// Every path under the root with its size and modification time, to show nothing was written.
    func inventory() throws -> [String: String] {
        var result: [String: String] = [:]
        let files = FileManager.default
        for path in try files.subpathsOfDirectory(atPath: root) {
            let attributes = try files.attributesOfItem(atPath: folder.file(path))
            result[path] = "\(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? 0)"
        }
        return result
    }
}

@MainActor
@Suite("The file browser on a real folder: tasks load it, alerts report problems, nothing is written")
struct FilesExampleTests {
    @Test func theRootListsFoldersFirstAndPreviewsTheFileTheSelectionIsOn() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let session = HeadlessSession(FilesExample.session(root: fixture.root), size: Size(width: 100, height: 20))
        await session.settle(until: "docs/")
        let files = session.text(ofPane: "files")
        let order = ["docs/", "empty/", "gone/", "images/", "loop@/", "a.txt", "broken@ (broken link)"]
        let positions = order.map { files.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(files)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "folders first, then by name")
        session.press(.end)
        session.press(.up)
        await session.settle()
        #expect(session.text(ofPane: "preview").contains("alpha"), "a.txt previewed as the selection reaches it")
    }

    @Test func enterPushesTheFolderAsATypedRouteAndBackPopsIt() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let session = HeadlessSession(FilesExample.session(root: fixture.root), size: Size(width: 100, height: 20))
        await session.settle(until: "docs/")
        session.press(.enter)
        await session.settle(until: "readme.txt", inPane: "files")
        let pilot = try #require(session.pilot(FolderRoute.self, pane: "files"))
        #expect(pilot.stack == [.directory(path: fixture.root), .directory(path: fixture.root + "/docs")])
        session.press(.down)
        await session.settle()
        #expect(session.text(ofPane: "preview").contains("Hello from the fixture"))
        session.press(.backspace)
        #expect(pilot.depth == 1)
    }

    @Test func aDamagedImageSaysWhyInThePreview() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let session = HeadlessSession(FilesExample.session(root: fixture.root), size: Size(width: 100, height: 20))
        await session.settle(until: "images/")
        session.press(.character("f"), .character("i"))
        session.press(.enter)
        await session.settle(until: "logo.png", inPane: "files")
        await session.settle()
        #expect(session.text(ofPane: "preview").contains("logo.png is a damaged PNG file: "))
    }

    @Test func aLinkBackToAnOpenFolderIsRefusedWithAnAlertAndTheStackStays() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let pilot = ScenarioPilot(session: FilesExample.session(root: fixture.root), size: Size(width: 100, height: 20))
        try await pilot.run(
            """
            ExpectText in files "loop@/"
            Key f
            Key l
            Key enter
            ExpectAlert in files "Cannot open"
            ExpectText in files "leads back to"
            ExpectDepth files 1
            Key escape
            ExpectNoAlert
            """)
    }

    @Test func aFolderThatCannotBeReadSaysWhyInAnAlert() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let session = HeadlessSession(FilesExample.session(root: fixture.root), size: Size(width: 100, height: 20))
        await session.settle(until: "gone/")
        try FileManager.default.removeItem(atPath: fixture.folder.file("gone"))
        session.press(.character("f"), .character("g"))
        session.press(.enter)
        await session.settle(until: "No such file")
        #expect(session.windowManager.pane(named: "files")?.root.presentedModal?.title == "Cannot open")
        session.press(.escape)
        #expect(session.text(ofPane: "files").contains("Cannot read this folder"))
    }

    @Test func aFIFOIsNotWaitedOnItsPreviewSaysItIsNoRegularFile() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        #expect(mkfifo(fixture.folder.file("pipe"), 0o600) == 0)
        let session = HeadlessSession(FilesExample.session(root: fixture.root), size: Size(width: 100, height: 20))
        await session.settle(until: "pipe")
        session.press(.character("f"), .character("p"))
        await session.settle()
        #expect(session.text(ofPane: "preview").contains("not a regular file"), "no writer, and no hang")
    }

    @Test func browsingWritesNothing() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let before = try fixture.inventory()
        let session = HeadlessSession(FilesExample.session(root: fixture.root), size: Size(width: 100, height: 20))
        await session.settle(until: "docs/")
        for key: Key in [.enter, .down, .enter, .backspace, .backspace, .end, .up, .enter, .home] {
            session.press(key)
            await session.settle()
        }
        #expect(try fixture.inventory() == before)
    }

    /// Where `text` is first drawn on the whole screen.
    /// Where `text` is in the files pane's list (the preview may show the same name).
    private func place(of text: String, in session: HeadlessSession) throws -> Point {
        let list = try #require(session.windowManager.pane(named: "files")?.frame)
        let lines = session.screen.lines.map { String($0.prefix(list.maxX)) }
        let row = try #require(
            lines.indices.first { $0 > list.y && lines[$0].contains(text) }, "\(text) is in the list")
        let prefix = lines[row][..<lines[row].range(of: text)!.lowerBound]
        return Point(x: displayWidth(of: String(prefix)), y: row)
    }

    @Test func aClickSelectsTheEntryClickedAndASecondClickOpensIt() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let session = HeadlessSession(FilesExample.session(root: fixture.root), size: Size(width: 100, height: 20))
        await session.settle(until: "docs/")
        session.click(at: try place(of: "a.txt", in: session))
        await session.settle(until: "alpha")
        #expect(session.text(ofPane: "files").contains("▸ a.txt"), "the row clicked, not the one highlighted")
        #expect(session.text(ofPane: "preview").contains("alpha"))
        let docs = try place(of: "docs/", in: session)
        session.click(at: docs)
        await session.settle()
        #expect(session.text(ofPane: "files").contains("▸ docs/"))
        #expect(session.stack("files").count == 1, "one click selects a folder without opening it")
        session.click(at: docs)
        await session.settle(until: "readme.txt", inPane: "files")
        #expect(session.stack("files").count == 2, "a click on the selected folder opens it")
    }

    @Test func aClickThatBringsTheFocusToTheListOnlySelects() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let session = HeadlessSession(FilesExample.session(root: fixture.root), size: Size(width: 100, height: 20))
        await session.settle(until: "docs/")
        #expect(session.text(ofPane: "files").contains("▸ docs/"))
        session.press(KeyPress(.tab))
        session.click(at: try place(of: "docs/", in: session))
        await session.settle()
        #expect(session.stack("files").count == 1, "the click into the other pane focused the list, no more")
        session.click(at: try place(of: "docs/", in: session))
        await session.settle(until: "readme.txt", inPane: "files")
        #expect(session.stack("files").count == 2, "the next click on the selected entry opens it")
    }

    @Test func theWheelOverTheListMovesTheSelectionThreeEntriesANotch() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for index in 0..<100 {
            _ = FileManager.default.createFile(atPath: folder.file(String(format: "file-%03d", index)), contents: nil)
        }
        let session = HeadlessSession(FilesExample.session(root: folder.path), size: Size(width: 100, height: 20))
        await session.settle(until: "file-000")
        let list = try place(of: "file-005", in: session)
        for _ in 0..<5 {
            session.send([.mouse(MouseEvent(position: list, button: .none, kind: .scrollDown))])
        }
        #expect(session.text(ofPane: "files").contains("▸ file-015"))
        #expect(!session.text(ofPane: "files").contains("file-000"), "the rows shown follow the selection")
        session.send([.mouse(MouseEvent(position: list, button: .none, kind: .scrollUp))])
        #expect(session.text(ofPane: "files").contains("▸ file-012"))
    }

    @Test func aLargeFolderShowsItsEntriesAndScrollsToTheEnd() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for index in 0..<3_000 {
            _ = FileManager.default.createFile(atPath: folder.file(String(format: "file-%05d", index)), contents: nil)
        }
        let session = HeadlessSession(FilesExample.session(root: folder.path), size: Size(width: 100, height: 20))
        await session.settle(until: "file-00000")
        #expect(session.text(ofPane: "files").contains("↓ 2"), "the rows below are counted")
        session.press(.end)
        #expect(session.text(ofPane: "files").contains("▸ file-02999"))
        #expect(session.text(ofPane: "files").contains("↑ 2"))
    }

    @Test func aSmallTerminalNeverWritesTheCountOfRowsBeyondOverAnEntry() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for index in 0..<300 {
            _ = FileManager.default.createFile(atPath: folder.file(String(format: "file-%03d", index)), contents: nil)
        }
        // Two rows of entries (the counts left out), then four (each count on a row of its own).
        for height in [10, 12] {
            let session = HeadlessSession(
                FilesExample.session(root: folder.path), size: Size(width: 40, height: height))
            await session.settle(until: "file-000")
            var counted = false
            for key: Key in [.home, .down, .down, .pageDown, .end, .up] {
                session.press(key)
                let files = session.text(ofPane: "files")
                #expect(files.contains("▸ file-"), "the selection shows, its name with it")
                for line in files.split(separator: "\n") where line.contains("more") {
                    counted = true
                    #expect(!line.contains("file-"), "an entry and a count of rows share no row: \(line)")
                }
            }
            #expect(counted == (height == 12), "the counts show where the list has three rows or more")
        }
    }

    @Test func sizesReadAlikeBytesBelowAKilobyteThenOneDecimalOfTheLargestUnit() {
        let cases: [(Int64, String)] = [
            (1, "1 byte"), (815, "815 bytes"), (999, "999 bytes"), (1000, "1.0 KB"), (5498, "5.5 KB"),
            (12_400, "12.4 KB"), (4_500_000, "4.5 MB"),
        ]
        for (size, text) in cases { #expect(FilePreviewText.byteCount(size) == text, "\(size)") }
    }

    @Test func theTransitionsExampleCountsTheChoicesItShows() {
        // Nine styles and the system default: ten choices on its screen, and its summary says so.
        let session = HeadlessSession(example: "transitions")
        #expect(
            session.text.components(separatedBy: "○ ").count - 1 + session.text.components(separatedBy: "● ").count - 1
                == NavPilotNavigationTransition.allCases.count + 1)
        #expect(NavPilotNavigationTransition.allCases.count == 9)
        #expect(Examples.named("transitions")?.summary.contains("nine transition styles or the system default") == true)
    }
}
