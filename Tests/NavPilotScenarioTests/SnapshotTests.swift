import NavPilotScenario
import NavPilotTestSupport
import Testing

@MainActor
@Suite("Snapshots")
struct SnapshotTests {
    let text = "Session split\nSet Size 60x12\nKey enter\nSnapshot opened\n"

    /// A folder holding the scenario `text`, the scenario, and the snapshot a first run wrote.
    private func recordedSnapshot() async throws -> (TemporaryFolder, Scenario, String) {
        let folder = try TemporaryFolder()
        do {
            let path = try folder.write("snap.scenario", text)
            let scenario = try Scenario.load(path: path, catalog: TestSessions.catalog)
            #expect(await ScenarioRunner.run(scenario, catalog: TestSessions.catalog, updateSnapshots: true).passed)
            return (folder, scenario, try #require(folder.read("__snapshots__/snap/opened.txt")))
        } catch {
            folder.remove()
            throw error
        }
    }

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
        // 12 text rows, a blank line, the style header, the legend and 12 style rows.
        #expect(stored.hasPrefix(try #require(stored.components(separatedBy: "\n\nstyles:\n").first)))
        #expect(stored.components(separatedBy: "\n\nstyles:\n").first?.split(separator: "\n").count == 12)

        #expect(await ScenarioRunner.run(scenario, catalog: TestSessions.catalog).passed)

        try folder.write(
            "__snapshots__/snap/opened.txt", stored.replacingOccurrences(of: "Swift Tips", with: "Swift Tops"))
        let mismatch = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog)
        let failure = try #require(mismatch.failure)
        #expect(
            failure.message.hasPrefix(
                "the screen differs from snapshot \(folder.path)/__snapshots__/snap/opened.txt in text on rows 1 and 2 ("
            ))
        #expect(failure.details.contains { $0.hasPrefix("-   2| │ ‹ Back   Swift Tops") })
        #expect(failure.details.contains { $0.hasPrefix("+   2| │ ‹ Back   Swift Tips") })
    }

    @Test func aLostHighlightFailsTheSnapshotAsAStyleOnlyDifferenceOnItsRow() async throws {
        let (folder, scenario, stored) = try await recordedSnapshot()
        defer { folder.remove() }
        var lines = stored.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Row 4 shows the selected button on its highlighted row: the snapshot loses the highlight.
        let header = try #require(lines.lastIndex(of: "styles:"))
        let legendCount = lines[(header + 1)...].prefix { $0.dropFirst().hasPrefix(" = ") }.count
        let row4 = header + 1 + legendCount + 3
        let highlighted = lines[row4]
        #expect(highlighted.count > 2 && highlighted.dropFirst().dropLast().contains { $0 != "." })
        lines[row4] =
            String(highlighted.first!) + String(repeating: ".", count: highlighted.count - 2)
            + String(highlighted.last!)
        try folder.write("__snapshots__/snap/opened.txt", lines.joined(separator: "\n"))

        let failure = try #require(await ScenarioRunner.run(scenario, catalog: TestSessions.catalog).failure)
        #expect(failure.message.contains("opened.txt in style only on row 4 ("), "\(failure.message)")
        #expect(!failure.message.contains("in text"))
        #expect(failure.details.contains { $0.hasPrefix("-   4| ") })
        #expect(failure.details.contains("+   4| \(highlighted)"))
    }

    @Test func aWrongColourInTheLegendFailsEveryRowThatUsesIt() async throws {
        let (folder, scenario, stored) = try await recordedSnapshot()
        defer { folder.remove() }
        #expect(stored.contains("\na = bold fg:80\n"))
        try folder.write(
            "__snapshots__/snap/opened.txt",
            stored.replacingOccurrences(of: "\na = bold fg:80\n", with: "\na = bold fg:red\n"))

        let failure = try #require(await ScenarioRunner.run(scenario, catalog: TestSessions.catalog).failure)
        #expect(failure.message.contains("in style only on rows 1, "), "\(failure.message)")
        #expect(failure.details.contains("- a = bold fg:red"))
        #expect(failure.details.contains("+ a = bold fg:80"))
    }

    @Test func aSnapshotWithoutAStyleSectionIsComparedByItsText() async throws {
        let (folder, scenario, stored) = try await recordedSnapshot()
        defer { folder.remove() }
        let textOnly = try #require(stored.components(separatedBy: "\n\nstyles:\n").first) + "\n"
        try folder.write("__snapshots__/snap/opened.txt", textOnly)
        #expect(await ScenarioRunner.run(scenario, catalog: TestSessions.catalog).passed)

        try folder.write("__snapshots__/snap/opened.txt", textOnly.replacingOccurrences(of: "Swift", with: "Swyft"))
        let failure = try #require(await ScenarioRunner.run(scenario, catalog: TestSessions.catalog).failure)
        #expect(failure.message.contains("in text on row"))
    }
}
