import NavPilotScenario
import NavPilotTestSupport
import Testing

@MainActor
@Suite("Snapshots")
struct SnapshotTests {
    let text = "Session split\nSet Size 60x12\nKey enter\nSnapshot opened\n"

    @Test func missingSnapshotsFailWithAHint() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("snap.scenario", text)
        let scenario = try Scenario.load(path: path, catalog: TestSessions.catalog)
        let result = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog)
        #expect(
            result.failure?.message
                == "no snapshot at \(folder.path)/__snapshots__/snap/opened.txt; run with SNAPSHOT_UPDATE=1 to write it"
        )
    }

    @Test func updatingWritesThenComparingPassesThenAChangeShowsADiff() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("snap.scenario", text)
        let scenario = try Scenario.load(path: path, catalog: TestSessions.catalog)
        let written = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog, updateSnapshots: true)
        #expect(written.passed)
        let stored = try #require(folder.read("__snapshots__/snap/opened.txt"))
        #expect(stored.contains("‹ Back   Swift Tips"))
        #expect(stored.split(separator: "\n", omittingEmptySubsequences: false).count == 13)

        #expect(await ScenarioRunner.run(scenario, catalog: TestSessions.catalog).passed)

        try folder.write(
            "__snapshots__/snap/opened.txt", stored.replacingOccurrences(of: "Swift Tips", with: "Swift Tops"))
        let mismatch = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog)
        let failure = try #require(mismatch.failure)
        #expect(
            failure.message.hasPrefix("the screen differs from snapshot \(folder.path)/__snapshots__/snap/opened.txt"))
        #expect(failure.details.contains { $0.hasPrefix("-   2| │ ‹ Back   Swift Tops") })
        #expect(failure.details.contains { $0.hasPrefix("+   2| │ ‹ Back   Swift Tips") })
    }
}
