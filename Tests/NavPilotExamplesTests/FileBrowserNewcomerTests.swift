import Foundation
import NavPilot
import NavPilotExamples
import NavPilotTUI
import NavPilotTestSupport
import Testing

@testable import NavPilotExamples

/// What a newcomer from lf and ranger expects of the file browser: lines shown as written, names in
/// natural order with folders first, `h` / `l`, and a preview that always shows the selection.
@MainActor
@Suite("The file browser as lf and ranger users expect it")
struct FileBrowserNewcomerTests {
    @Test func namesSortNaturallyNumbersByValueCaseIgnored() {
        let names = ["10", "2", "b", "1", "A", "file-10", "file-9", "10007", "11", "a", "file-009"]
        #expect(
            names.sorted(by: NaturalOrder.precedes) == [
                "1", "2", "10", "11", "10007", "A", "a", "b", "file-009", "file-9", "file-10",
            ])
    }

    @Test func thePreviewKeepsIndentationExpandsTabsAndCutsLongLinesWithAMark() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let code =
            "func f() {\n    let four = 4\n\tif x {\n\t\treturn\n}\n" + String(repeating: "long ", count: 40) + "END\n"
        _ = try folder.write("code.swift", code)
        let session = HeadlessSession(FilesExample.session(root: folder.path), size: Size(width: 100, height: 20))
        await session.settle(until: "return")
        let preview = session.text(ofPane: "preview").split(separator: "\n").map(String.init)
        #expect(preview.contains("     let four = 4"), "four spaces kept (after the one-column margin): \(preview)")
        #expect(preview.contains("         if x {"), "a tab to column 8")
        #expect(preview.contains("                 return"), "two tabs to column 16")
        let long = try #require(preview.first { $0.contains("long long") })
        #expect(long.hasSuffix("›"), "cut with a mark, not wrapped: \(long)")
        #expect(!preview.contains { $0.contains("END") }, "the cut-off rest is not re-flowed onto a line of its own")
    }

    @Test func lOpensAFolderHGoesBackAndThePreviewFollowsTheSelectionBack() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let session = HeadlessSession(FilesExample.session(root: fixture.root), size: Size(width: 160, height: 20))
        await session.settle(until: "images/")
        #expect(session.text(ofPane: "files").contains("▸ docs/"))
        session.press(.character("l"))
        await session.settle(until: "readme.txt", inPane: "files")
        session.press(.down)
        await session.settle(until: "Hello from the fixture")
        session.press(.character("h"))
        await session.settle(until: "preview · docs/")
        #expect(session.text(ofPane: "files").contains("▸ docs/"))
        #expect(!session.text(ofPane: "preview").contains("Hello from the fixture"), "the preview left readme.txt")
        #expect(
            session.windowManager.pane(named: "preview")?.pane.pilot?.stackDescriptions
                == [#"folder(path: "\#(fixture.root)/docs")"#], "the folder selected, previewed as its entries")
        #expect(session.text(ofPane: "files").contains("folders first, natural order"), "the order is shown")
    }

    @Test func aMisspelledExampleIsMetWithTheNameMeant() {
        #expect(throws: LaunchError.unknownExample("fils")) { try Examples.launch(example: "fils") }
        #expect(LaunchError.unknownExample("fils").description.contains("did you mean files?"))
        #expect(!LaunchError.unknownExample("zzzzzz").description.contains("did you mean"))
    }
}

/// Enter on a file opens it in the user's pager and `e` in the user's editor, with the terminal
/// handed over (headless here: a stand-in plays the program; `FilesEndToEndTests` runs real ones).
@MainActor
@Suite("The file browser opens files in $PAGER and $EDITOR")
struct FileBrowserProgramsTests {
    /// A session on a folder with `notes.txt` selected and previewed.
    private func session(_ folder: TemporaryFolder) async throws -> HeadlessSession {
        _ = try folder.write("notes.txt", "first line\n")
        let session = HeadlessSession(FilesExample.session(root: folder.path), size: Size(width: 100, height: 20))
        await session.settle(until: "first line")
        return session
    }

    @Test func eRunsTheEditorOnTheSelectedFileAndThePreviewShowsWhatItWrote() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try await session(folder)
        session.terminal.programStandIn = { program in
            // As an editor would: the file, given as the program's last argument, changed.
            let handle = FileHandle(forWritingAtPath: program.arguments.last!)!
            handle.seekToEndOfFile()
            handle.write(Data("added by the editor\n".utf8))
            try? handle.close()
            return .exited(0)
        }
        session.press(.character("e"))
        await session.settle(until: "added by the editor")
        #expect(session.text(ofPane: "preview").contains("added by the editor"), "the preview read the file again")
        let program = try #require(session.terminal.programsRun.last)
        #expect(program.arguments.last == folder.file("notes.txt"), "the file is one argument of its own")
        #expect(!session.text.contains("Cannot open"), "a program that exits with 0 says nothing")
    }

    @Test func aFileOfAFolderGivenRelativelyReachesTheEditorAsAnAbsolutePath() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("+!id>PWNED;x", "hostile\n")
        // The same folder named relative to the working folder, as `--open` or the socket may give it.
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + folder.path.dropFirst()
        let session = HeadlessSession(FilesExample.session(root: relative), size: Size(width: 100, height: 20))
        await session.settle(until: "hostile")
        session.terminal.programStandIn = { _ in .exited(0) }
        session.press(.character("e"))
        for _ in 0..<50 where session.terminal.programsRun.isEmpty { await session.settle() }
        let program = try #require(session.terminal.programsRun.last)
        let file = try #require(program.arguments.last)
        #expect(file.hasPrefix("/") && file.hasSuffix("/+!id>PWNED;x"), "\(file)")
    }

    @Test func enterRunsThePagerAndAFailureSaysTheExitStatus() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try await session(folder)
        session.terminal.programStandIn = { _ in .exited(2) }
        session.press(.enter)
        await session.settle(until: "Cannot open")
        // The pager's name is the tester's $PAGER, else less.
        #expect(session.text.contains(" exited with status 2."), "\(session.text)")
        #expect(session.text.contains("notes.txt: "))
        #expect(session.terminal.programsRun.count == 1)
    }

    @Test func eOnAFolderSaysWhatEDoesAndRunsNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("aa-folder"), withIntermediateDirectories: false)
        let session = try await session(folder)
        session.press(.home)
        session.press(.character("e"))
        await session.settle(until: "Cannot open")
        #expect(session.text.contains("aa-folder is a folder"), "\(session.text)")
        #expect(session.terminal.programsRun.isEmpty)
    }

    @Test func pagerAndEditorComeFromTheEnvironmentAsGitReadsThem() {
        let file = "a name; rm -rf ~"
        let pager = ExternalProgram.pager(for: file, environment: ["PAGER": "less -R"])
        #expect(pager.executable == "/bin/sh")
        #expect(
            pager.arguments == ["-c", "less -R \"$@\"", "less", "./" + file], "the name is never part of the command")
        // A name that a program would read as an option or a command of its own (vim's `+cmd`).
        let hostile = ExternalProgram.editor(for: "+!id>PWNED;/x", environment: ["EDITOR": "vim"])
        #expect(hostile.arguments.last == "./+!id>PWNED;/x", "a file name to vim, not a command")
        #expect(ExternalProgram.pager(for: "/srv/-n", environment: [:]).arguments.last == "/srv/-n")
        #expect(pager.displayName == "less")
        #expect(
            ExternalProgram.pager(for: file, environment: ["PAGER": " "]).displayName == "less", "blank: the default")
        #expect(ExternalProgram.editor(for: file, environment: ["EDITOR": "nano", "VISUAL": "hx"]).displayName == "hx")
        #expect(ExternalProgram.editor(for: file, environment: ["EDITOR": "nano"]).displayName == "nano")
        #expect(ExternalProgram.editor(for: file, environment: [:]).displayName == "vi")
    }

    @Test func everyWayAProgramEndsIsSaid() {
        let less = ExternalProgram("less")
        #expect(ExternalProgramOutcome.exited(0).problem(running: less) == nil)
        #expect(ExternalProgramOutcome.exited(127).problem(running: less) == "less was not found (exit status 127)")
        #expect(ExternalProgramOutcome.killed(signal: 9).problem(running: less) == "less was ended by signal 9")
        #expect(
            ExternalProgramOutcome.failedToStart("No such file or directory").problem(running: less)
                == "could not start less: No such file or directory")
    }
}

/// A folder whose path is longer than the pane is wide still shows its entries under the path.
@MainActor
@Suite("The file browser on a long path")
struct FileBrowserLongPathTests {
    @Test func aPathWiderThanThePaneWrapsAndTheListStaysInView() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let deep = folder.file(String(repeating: "long", count: 12))
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: false)
        _ = try folder.write(String(repeating: "long", count: 12) + "/notes.txt", "hello\n")
        let session = HeadlessSession(FilesExample.session(root: deep), size: Size(width: 80, height: 16))
        await session.settle(until: "notes.txt", inPane: "files")
        let rows = session.text(ofPane: "files").split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.contains("▸ notes.txt") }, "the list is in view: \(rows)")
        #expect(
            rows.filter { $0.trimmingCharacters(in: .whitespaces).count == 1 }.isEmpty,
            "no text one column wide: \(rows)")
        #expect(session.text(ofPane: "files").contains("natural order"))
    }
}
