import Foundation
import NavPilotTUI
import NavPilotTestSupport
import Testing

@testable import NavPilotScenario

#if canImport(Glibc)
import Glibc
#endif

@Suite("record FILE: an existing file is kept unless --force; a link is never written through")
struct RecordingFileTests {
    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    @Test func anExistingFileIsRefusedBeforeTheSessionAndKeptWhole() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/mine.scenario"
        try "Session split-screen\nKey enter\n".write(toFile: path, atomically: true, encoding: .utf8)
        let file = RecordingFile(path: path)
        #expect(file.problem() == "it exists; --force replaces it")
        #expect(throws: (any Error).self) { try file.write("Session split-screen\n") }
        #expect(try contents(path) == "Session split-screen\nKey enter\n")
    }

    @Test func aFileThatAppearedDuringTheSessionIsNotReplacedWithoutForce() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/late.scenario"
        let file = RecordingFile(path: path)
        #expect(file.problem() == nil, "nothing there when the session starts")
        try "written meanwhile\n".write(toFile: path, atomically: true, encoding: .utf8)
        do {
            try file.write("Session split-screen\n")
            Issue.record("the file written meanwhile was replaced")
        } catch {
            #expect("\(error)" == "'\(path)' exists; --force replaces it")
        }
        #expect(try contents(path) == "written meanwhile\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["late.scenario"], "no temporary left")
    }

    @Test func forceReplacesTheFileKeepingItsModeAndNotWritingThroughAHardLink() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/shared.scenario"
        let other = folder.path + "/other-name.scenario"
        try "old\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o600)
        #expect(link(path, other) == 0)
        let file = RecordingFile(path: path, replacing: true)
        #expect(file.problem() == nil)
        try file.write("new\n")
        #expect(try contents(path) == "new\n")
        #expect(mode(path) == 0o600, "the mode of the file it replaced")
        #expect(try contents(other) == "old\n", "the other name of the old file keeps the old contents")
    }

    @Test func aSymbolicLinkIsRefusedEvenWithForce() throws {
        let folder = try TemporaryFolder()
        let target = folder.path + "/target.txt"
        try "secret\n".write(toFile: target, atomically: true, encoding: .utf8)
        let path = folder.path + "/link.scenario"
        #expect(symlink(target, path) == 0)
        let file = RecordingFile(path: path, replacing: true)
        #expect(file.problem() == "it is a symbolic link, not a regular file")
        #expect(throws: (any Error).self) { try file.write("Session split-screen\n") }
        #expect(try contents(target) == "secret\n")
    }
}

@MainActor
@Suite("run --cast writes each frame as it comes")
struct StreamedCastTests {
    @Test func framesAreOnDiskBeforeTheCastIsFinishedAndNothingIsLeftButTheCast() async throws {
        let folder = try TemporaryFolder()
        let cast = CastRecorder(title: "long", directory: folder.path, name: "long.cast")
        let scenario = try Scenario.parse(
            "Session split\nKey enter\n", file: "long.scenario", catalog: TestSessions.catalog)
        let screen = CellBuffer(size: Size(width: 80, height: 24))
        await cast.started(scenario, screen: screen)
        func temporaryBytes() throws -> Int {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.count == 1 && names[0].hasPrefix(".long.cast.") && names[0].hasSuffix(".tmp"), "\(names)")
            let size = try FileManager.default.attributesOfItem(atPath: folder.path + "/" + names[0])[.size]
            return (size as? NSNumber)?.intValue ?? 0
        }
        let first = try temporaryBytes()
        #expect(first > 80 * 24, "the header and the first frame are written already")
        for index in 0..<50 {
            // Each step changes a row: its cells go to the file, not the whole frame.
            var changed = screen
            changed.write("step \(index) of the run", at: Point(x: 0, y: index % 24), style: .plain)
            await cast.didRun(scenario.steps[0], index: index, screen: changed, failure: nil)
        }
        #expect(try temporaryBytes() > first + 50 * 20, "each frame went to the file as it came")
        try cast.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["long.cast"])
        let lines = try String(contentsOfFile: folder.path + "/long.cast", encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 52, "the header, the first frame and 50 steps")
    }

    @Test func aCastThatIsNeverFinishedLeavesNothingBehind() async throws {
        let folder = try TemporaryFolder()
        do {
            let cast = CastRecorder(title: "x", directory: folder.path, name: "x.cast")
            let scenario = try Scenario.parse("Session split\n", file: "x.scenario", catalog: TestSessions.catalog)
            await cast.started(scenario, screen: CellBuffer(size: Size(width: 10, height: 3)))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

@MainActor
@Suite("A cast's title from a hostile file name")
struct CastTitleTests {
    @Test func controlAndBidiCharactersInTheTitleAreEscaped() async throws {
        let folder = try TemporaryFolder()
        let title = "evil\u{1B}]0;pwned\u{07}\u{202E}txt"
        let cast = CastRecorder(title: title, directory: folder.path, name: "t.cast")
        let scenario = try Scenario.parse("Session split\n", file: "t.scenario", catalog: TestSessions.catalog)
        await cast.started(scenario, screen: CellBuffer(size: Size(width: 4, height: 1)))
        try cast.finish()
        let header = try #require(
            String(contentsOfFile: folder.path + "/t.cast", encoding: .utf8).split(separator: "\n").first)
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any])
        #expect(decoded["title"] as? String == #"evil\u{1B}]0;pwned\u{7}\u{202E}txt"#)
    }
}
