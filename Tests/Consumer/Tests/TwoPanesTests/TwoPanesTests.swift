import NavPilotScenario
import Testing
import TwoPanes

/// The app's session driven the two ways its tests can: its scenario files as a suite, and a
/// `ScenarioPilot` step by step.
@MainActor
struct TwoPanesTests {
    let catalog = SessionCatalog([(name: "two-panes", make: twoPaneSession)])

    @Test func theAppsScenarioFilesPassAsASuite() async throws {
        var lines: [String] = []
        let suite = ScenarioSuite(paths: [Self.scenarios])
        let summary = try await suite.run(catalog: catalog) { lines.append($0) }
        #expect(summary == ScenarioSuiteSummary(passed: 1, failed: 0), "\(lines)")
        #expect(lines.last == "1 passed, 0 failed")
    }

    @Test func aPilotDrivesBothPanesIndependently() async throws {
        let pilot = ScenarioPilot(makeSession: twoPaneSession)
        try await pilot.run(
            """
            Key enter
            Focus chat
            Key enter
            """)
        try pilot.expectStack("news", ["news", "article(id: 1)"])
        try pilot.expectTop("chat", #"thread(with: "Alice")"#)
    }

    /// The scenario folder beside the tests, wherever the package is checked out.
    static var scenarios: String {
        // #filePath is <package>/Tests/TwoPanesTests/TwoPanesTests.swift.
        let folders = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        return folders.joined(separator: "/") + "/Scenarios"
    }
}
