// The README's `Tests/HelloAppTests/HelloAppTests.swift`, run here as it runs there.
// docs: begin hello-tests
// docs: show import HelloApp
import NavPilotScenario
import Testing

@MainActor
struct HelloAppTests {
    @Test func enterOpensTheSelectedItem() async throws {
        let pilot = ScenarioPilot(makeSession: helloSession)
        try await pilot.run(
            """
            Key down
            Key enter
            ExpectText "Item 2"
            """)
        try pilot.expectStack("main", ["home", "detail(id: 2)"])
    }

    @Test func theScenarioFilesPassAsASuite() async throws {
        let catalog = SessionCatalog([(name: "hello", make: helloSession)])
        var lines: [String] = []
        let summary = try await ScenarioSuite(paths: [Self.scenarios]).run(catalog: catalog) { lines.append($0) }
        #expect(summary.passed > 0 && summary.failed == 0 && summary.malformed == 0, "\(lines)")
    }

    // docs: show /// The package's `Scenarios` folder (#filePath is <package>/Tests/HelloAppTests/HelloAppTests.swift).
    // docs: show static let scenarios =
    // docs: show     #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
    // docs: show     + "/Scenarios"
}
// docs: end hello-tests

extension HelloAppTests {
    /// Here: the README's `Scenarios/hello.scenario`, kept beside this file.
    static let scenarios =
        #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(1).joined(separator: "/")
        + "/Scenarios"
}
