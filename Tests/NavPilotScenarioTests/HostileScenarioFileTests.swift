import Foundation
import NavPilotTestSupport
import Testing

@testable import NavPilotScenario

#if canImport(Glibc)
import Glibc
#endif

@MainActor
@Suite("Hostile scenario files: FIFOs, devices, links, huge files, names that leave their folder")
struct HostileScenarioFileTests {
    func run(_ arguments: [String], environment: [String: String] = [:]) async -> (code: Int32, lines: [String]) {
        await runSuite(arguments + (environment["SNAPSHOT_UPDATE"] == "1" ? ["--update-snapshots"] : []))
    }

    func makeFIFO(_ path: String) throws {
        try #require(mkfifo(path, 0o600) == 0)
    }

    func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    // MARK: Reading scenario files

    @Test func aFIFONamedOnTheCommandLineIsRefusedInsteadOfWaitedOn() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try makeFIFO(folder.path + "/x.scenario")
        let (code, lines) = await run([folder.path + "/x.scenario"])
        #expect(code == Exit.malformed)
        #expect(lines.joined(separator: "\n").contains("x.scenario' is a FIFO, not a regular file"), "\(lines)")
        #expect(lines.last == "0 passed, 1 failed")
    }

    @Test func aNamedLinkIsFollowedToARegularFileButALinkToDevZeroIsRefusedBeforeAByteIsRead() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = try folder.write("real/a.scenario", "Session split\nKey enter\n")
        try link(folder.path + "/a.scenario", to: target)
        #expect(await run([folder.path + "/a.scenario"]).code == Exit.passed)
        try link(folder.path + "/zero.scenario", to: "/dev/zero")
        let (code, lines) = await run([folder.path + "/zero.scenario"])
        #expect(code == Exit.malformed)
        #expect(lines.joined(separator: "\n").contains("is a character device, not a regular file"), "\(lines)")
    }

    @Test func aFileOverTheSizeLimitIsRefusedAsMalformed() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let comment = "#" + String(repeating: " ", count: 1022) + "\n"
        let body = String(repeating: comment, count: ScenarioLimits.maximumFileSize / 1024)
        let fits = try folder.write("fits.scenario", "Session split\n" + body.dropFirst(14))
        let tooLarge = try folder.write("large.scenario", "Session split\n" + body)
        #expect(await run([fits]).code == Exit.passed)
        let (code, lines) = await run([tooLarge])
        #expect(code == Exit.malformed)
        #expect(
            lines.joined(separator: "\n").contains("large.scenario' is too large (4194318 bytes; the limit is 4194304)")
        )
    }

    // MARK: Collecting a folder

    @Test func aFolderLinkedBackIntoItsTreeIsNotFollowed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("suite/a.scenario", "Session split\n")
        try link(folder.path + "/suite/loop", to: folder.path + "/suite")
        var skipped: [String] = []
        let (files, missing) = ScenarioFiles.collect([folder.path + "/suite"]) { skipped.append($0) }
        #expect(files == [folder.path + "/suite/a.scenario"])
        #expect(missing.isEmpty)
        #expect(skipped == ["skipped '\(folder.path)/suite/loop': a symbolic link to a folder, not followed"])
    }

    @Test func scenarioEntriesThatAreNotRegularFilesAreSkippedWithAMessage() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.scenario", "Session split\n")
        try makeFIFO(folder.path + "/fifo.scenario")
        try link(folder.path + "/zero.scenario", to: "/dev/zero")
        try link(folder.path + "/dangling.scenario", to: folder.path + "/nothing")
        var skipped: [String] = []
        let (files, _) = ScenarioFiles.collect([folder.path]) { skipped.append($0) }
        #expect(files == [folder.path + "/a.scenario"])
        #expect(
            skipped.sorted() == [
                "skipped '\(folder.path)/dangling.scenario': a symbolic link to nothing",
                "skipped '\(folder.path)/fifo.scenario': a FIFO, not a regular file",
                "skipped '\(folder.path)/zero.scenario': a symbolic link to a character device, not a regular file",
            ])
        // The run goes on with the regular files, without waiting on the FIFO.
        let (code, lines) = await run([folder.path])
        #expect(code == Exit.passed)
        #expect(lines.last == "1 passed, 0 failed")
        #expect(lines.filter { $0.hasPrefix("skipped '") }.count == 3, "the run says what it skipped")
    }

    // MARK: Snapshot and cast names

    @Test func sanitizedNamesAreSafeAndSafeNamesStayAsTheyAre() throws {
        let hostile = [
            "..", "...", ".", "", ".hidden", "a/b", "../../etc/passwd", "a..b", "a b\u{1B}]2;x\u{7}", "é", "\r\n",
        ]
        for name in hostile {
            let sanitized = ScenarioFileName.sanitized(name)
            #expect(ScenarioFileName.isSafe(sanitized), "\(name) → \(sanitized)")
            #expect(!ScenarioFileName.isSafe(name), "\(name)")
        }
        #expect(ScenarioFileName.sanitized("..") == "_.")
        #expect(ScenarioFileName.sanitized("a..b") == "a._b")
        #expect(ScenarioFileName.sanitized(String(repeating: "a", count: 300)).count == ScenarioFileName.maximumLength)
        for name in ["split-screen", "after_enter.2", "v1.0"] {
            #expect(ScenarioFileName.sanitized(name) == name)
        }
    }

    @Test func aScenarioNamedDotDotKeepsItsSnapshotsInsideSnapshots() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("sub/...scenario", "Session split\nSnapshot shot\n")
        let (code, _) = await run([folder.path + "/sub"], environment: ["SNAPSHOT_UPDATE": "1"])
        #expect(code == Exit.passed)
        #expect(folder.read("sub/shot.txt") == nil)
        #expect(folder.read("sub/__snapshots__/_./shot.txt") != nil)
    }

    @Test func snapshotNamesFollowTheSameRule() throws {
        let found = try #require(
            throws: ScenarioDiagnostics.self,
            performing: {
                try Scenario.parse("Session split\nSnapshot a..b\n", file: "t.scenario", catalog: TestSessions.catalog)
            })
        #expect(found.diagnostics.first?.description.hasPrefix("t.scenario:2:10: Snapshot takes a name") == true)
    }

    @Test func scenariosWhoseNamesBecomeTheSameFileNameAreToldToRenameOne() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a b.scenario", "Session split\nSnapshot shot\n")
        try folder.write("a_b.scenario", "Session split\nSnapshot shot\n")
        let (code, lines) = await run([folder.path], environment: ["SNAPSHOT_UPDATE": "1"])
        #expect(code == Exit.malformed)
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "a b.scenario: its snapshots and cast would share the name 'a_b' with 'a_b.scenario' "
                        + "in the same folder; rename one of them")
            }, "\(lines)")
        #expect(lines.last == "1 passed, 1 failed")
    }

    // MARK: Links and special files among snapshots

    let snapshotText = "Session split\nSet Size 60x12\nSnapshot opened\n"

    func scenario(in folder: TemporaryFolder) throws -> Scenario {
        try Scenario.load(path: try folder.write("snap.scenario", snapshotText), catalog: TestSessions.catalog)
    }

    @Test func aLinkedSnapshotsFolderIsRefusedOnWritingAndReading() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let elsewhere = try TemporaryFolder()
        defer { elsewhere.remove() }
        try link(folder.path + "/__snapshots__", to: elsewhere.path)
        let scenario = try scenario(in: folder)
        for update in [true, false] {
            let result = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog, updateSnapshots: update)
            #expect(
                result.failure?.message.hasSuffix(
                    "'\(folder.path)/__snapshots__' is a symbolic link; it is not followed")
                    == true, "\(String(describing: result.failure?.message))")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func aLinkedScenarioFolderInsideSnapshotsIsRefused() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let elsewhere = try TemporaryFolder()
        defer { elsewhere.remove() }
        try FileManager.default.createDirectory(
            atPath: folder.path + "/__snapshots__", withIntermediateDirectories: true)
        try link(folder.path + "/__snapshots__/snap", to: elsewhere.path)
        let result = await ScenarioRunner.run(
            try scenario(in: folder), catalog: TestSessions.catalog, updateSnapshots: true)
        #expect(result.failure?.message.hasSuffix("__snapshots__/snap' is a symbolic link; it is not followed") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func aSnapshotFileThatIsALinkIsNeitherFollowedNorReplaced() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scenario = try scenario(in: folder)
        #expect(await ScenarioRunner.run(scenario, catalog: TestSessions.catalog, updateSnapshots: true).passed)
        let stored = try #require(folder.read("__snapshots__/snap/opened.txt"))
        let outside = try folder.write("outside.txt", stored)
        try FileManager.default.removeItem(atPath: folder.path + "/__snapshots__/snap/opened.txt")
        try link(folder.path + "/__snapshots__/snap/opened.txt", to: outside)
        for update in [false, true] {
            let result = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog, updateSnapshots: update)
            #expect(result.failure?.message.hasSuffix("opened.txt' is a symbolic link; it is not followed") == true)
        }
        #expect(folder.read("outside.txt") == stored)
    }

    @Test func aSnapshotThatIsAFIFOIsRefusedInsteadOfWaitedOn() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scenario = try scenario(in: folder)
        try FileManager.default.createDirectory(
            atPath: folder.path + "/__snapshots__/snap", withIntermediateDirectories: true)
        try makeFIFO(folder.path + "/__snapshots__/snap/opened.txt")
        for update in [false, true] {
            let result = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog, updateSnapshots: update)
            #expect(result.failure?.message.hasSuffix("opened.txt' is a FIFO, not a regular file") == true)
        }
    }

    @Test func scenariosNamedXAndXsvgGetPicturesThatDoNotCollide() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let x = try folder.write("x.scenario", "Session split\nScreenshot a\n")
        let xsvg = try folder.write("x.svg.scenario", "Session split\nScreenshot a\n")
        _ = await run([x, xsvg, "--update-snapshots"])
        var suite = ScenarioSuite(paths: [x, xsvg], svgDirectory: folder.path + "/pictures")
        suite.printsSummary = false
        suite.budget = RunBudget(timePerScenario: nil)  // see `runSuite`
        var lines: [String] = []
        let summary = try await suite.run(catalog: TestSessions.catalog) { lines.append($0) }
        #expect(summary.failed == 0, "\(lines)")
        let pictures = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/pictures").sorted()
        #expect(pictures == ["x", "x.svg", "x.svg_", "x.svg_.svg", "x.svg_/a.svg", "x/a.svg"])
    }

    @Test func castsGetSafeNamesAndAreNeverWrittenThroughALink() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("a b\u{1B}.scenario", "Session split\nKey enter\n")
        #expect(await run([file, "--cast", folder.path + "/casts"]).code == Exit.passed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/casts") == ["a_b_.cast"])

        let outside = try folder.write("outside.txt", "keep")
        let plain = try folder.write("plain.scenario", "Session split\n")
        try link(folder.path + "/casts/plain.cast", to: outside)
        let (code, lines) = await run([plain, "--cast", folder.path + "/casts"])
        // A cast asked for and not written fails the run, though the scenario itself passed.
        #expect(code == Exit.failed)
        #expect(
            lines.contains(
                "  cannot write its cast: '\(folder.path)/casts/plain.cast' is a symbolic link; it is not followed"))
        #expect(lines.last == "0 passed, 1 failed")
        #expect(folder.read("outside.txt") == "keep")
    }
}
