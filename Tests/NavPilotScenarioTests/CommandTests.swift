import Foundation
import NavPilotScenario
import NavPilotTestSupport
import Testing

@MainActor
@Suite("Scenario suites: files and folders run headlessly")
struct CommandTests {
    func run(_ arguments: [String]) async -> (code: Int32, lines: [String]) {
        await runSuite(arguments)
    }

    @Test func aFolderRunsRecursivelySortedWithOneLinePerScenarioAndASummary() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("b.scenario", "Session split\nKey enter\nExpectDepth feed 2\n")
        try folder.write("nested/a.scenario", "Session split\nExpectFocus feed\n")
        try folder.write("notes.txt", "not a scenario")
        let (code, lines) = await run([folder.path])
        #expect(code == 0)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("✔ \(folder.path)/b.scenario  2 steps  "))
        #expect(lines[0].hasSuffix(" ms"))
        #expect(lines[1].hasPrefix("✔ \(folder.path)/nested/a.scenario  1 step  "))
        #expect(lines[2] == "2 passed, 0 failed")
    }

    @Test func aFailedExpectationExitsOneAndPrintsTheFailure() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("fails.scenario", "Session split\nExpectDepth feed 3\n")
        try folder.write("passes.scenario", "Session split\nExpectDepth feed 1\n")
        let (code, lines) = await run([folder.path])
        #expect(code == 1)
        #expect(lines[0].hasPrefix("✘ \(folder.path)/fails.scenario  step 1 of 1 failed  "))
        #expect(lines[1] == "  \(folder.path)/fails.scenario:2: ExpectDepth feed 3: expected depth 3, found 1")
        #expect(lines.last == "1 passed, 1 failed")
    }

    @Test func aMalformedFileExitsTwoAndTheValidOnesStillRun() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("bad.scenario", "Session split\nPusj feed feed\nPop fed\n")
        try folder.write("good.scenario", "Session split\nExpectDepth feed 1\n")
        let (code, lines) = await run([folder.path])
        #expect(code == 2)
        #expect(lines[0] == "✘ \(folder.path)/bad.scenario  malformed: 2 errors")
        #expect(lines[1].hasPrefix("\(folder.path)/bad.scenario:2:1: unknown command 'Pusj'; did you mean 'Push'?"))
        #expect(lines[2].hasPrefix("✔ \(folder.path)/good.scenario"))
        #expect(lines.last == "1 passed, 1 failed")
    }

    @Test func aMissingPathIsMalformedAndCounted() async throws {
        let missing = await run(["/no/such/file.scenario"])
        #expect(missing.code == 2)
        #expect(missing.lines == ["✘ /no/such/file.scenario  no such file or folder", "0 passed, 1 failed"])
    }

    @Test func updatingSnapshotsWritesThemAndLaterRunsCompare() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", "Session split\nSnapshot first\n")
        #expect(await run([folder.path]).code == 1)
        #expect(await run([folder.path, "--update-snapshots"]).code == 0)
        #expect(folder.read("__snapshots__/s/first.txt") != nil)
        #expect(await run([folder.path]).code == 0)
    }

    @Test func castsAreValidAsciicastV2() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("cast.scenario", "Session split\nSet Size 40x10\nKey enter\nResize 50x12\n")
        let (code, _) = await run([file, "--cast", folder.path + "/casts"])
        #expect(code == 0)
        let text = try #require(folder.read("casts/cast.cast"))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)  // header, first frame, two steps, one resize event
        let header = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 40)
        #expect(header["height"] as? Int == 10)
        #expect(header["title"] as? String == "cast")
        var times: [Double] = []
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            #expect(event.count == 3)
            times.append(try #require(event[0] as? Double))
            let kind = try #require(event[1] as? String)
            #expect(kind == "o" || kind == "r")
            // A whole frame from the top left; a step's changes from the first changed cell.
            if kind == "o" { #expect((event[2] as? String)?.hasPrefix("\u{1B}[") == true) }
            if kind == "r" { #expect(event[2] as? String == "50x12") }
        }
        #expect(times == [0, 0.5, 1.0, 1.0])
        #expect(text.contains("Swift Tips"))
    }
}
