import Foundation
import NavPilot
import NavPilotExamples
import NavPilotScenario
import NavPilotTestSupport
import Testing

/// A scenario run (and checking a file) never reads or writes the user's saved stacks: each run
/// saves in a folder of its own, which a `Relaunch` restores from.
@MainActor
@Suite("Scenario runs and the user's saved state")
struct StateIsolationTests {
    static let catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })
    static let savedByTheUser = Data(
        #"{"format":"navpilot.stack","routeType":"ShopRoute","stack":["home","product({id: 2, name: \"Monitor\"})"],"version":1}"#
            .utf8)

    /// The user's state folder with a saved persistence stack `[home, product(Monitor)]` in it.
    func userStateFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = FileManager.default.createFile(
            atPath: folder.path + "/examples.persistence.json", contents: Self.savedByTheUser)
        return folder
    }

    @Test func aRunOfAPersistingSessionLeavesTheUsersSavedStackByteForByte() async throws {
        let user = try userStateFolder()
        defer { user.remove() }
        let scenarios = try TemporaryFolder()
        defer { scenarios.remove() }
        let file = try scenarios.write(
            "save.scenario",
            """
            Session persistence
            ExpectStack main [home]
            Key enter
            Relaunch
            ExpectTop main product({id: 1, name: "Keyboard"})
            PopToRoot main
            """)
        // Pilots made with the default store save where the user's environment says: here.
        let result = try await FileStateStore.$scopedDirectory.withValue(user.path) {
            let scenario = try Scenario.load(path: file, catalog: Self.catalog)
            return await ScenarioRunner.run(scenario, catalog: Self.catalog)
        }
        #expect(result.passed, "\(result.failure?.description ?? "")")
        #expect(FileManager.default.contents(atPath: user.path + "/examples.persistence.json") == Self.savedByTheUser)
        #expect(try FileManager.default.contentsOfDirectory(atPath: user.path) == ["examples.persistence.json"])
    }

    @Test func checkingAFileBuildsNoSessionThatTouchesTheUsersState() throws {
        let user = try userStateFolder()
        defer { user.remove() }
        // A corrupt saved file would be moved aside by any session that read it.
        _ = FileManager.default.createFile(atPath: user.path + "/examples.persistence.json", contents: Data("{".utf8))
        try FileStateStore.$scopedDirectory.withValue(user.path) {
            _ = try Scenario.parse("Session persistence\nKey enter\n", file: "t.scenario", catalog: Self.catalog)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: user.path) == ["examples.persistence.json"])
    }

    @Test func scenarioPilotSessionsSaveInAFolderOfTheirOwn() async throws {
        let user = try userStateFolder()
        defer { user.remove() }
        try await FileStateStore.$scopedDirectory.withValue(user.path) {
            let pilot = ScenarioPilot { Self.catalog.makeSession(named: "persistence")! }
            try await pilot.run("ExpectStack main [home]\nKey enter\nRelaunch\nExpectDepth main 2")
        }
        #expect(FileManager.default.contents(atPath: user.path + "/examples.persistence.json") == Self.savedByTheUser)
    }
}
