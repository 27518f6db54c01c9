import Foundation
import NavPilot
import NavPilotExamples
import NavPilotScenario
import NavPilotTestSupport
import Testing

/// Runs every file in the package's `Scenarios/` folder against the real examples, so `swift test`
/// checks them. Run with SNAPSHOT_UPDATE=1 to rewrite the snapshots (refused when CI is set).
@MainActor
@Suite("The Scenarios folder")
struct ExampleScenarioTests {
    static let scenariosFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios").path

    @Test func everyScenarioPasses() async throws {
        // The examples as the executable has them: a run keeps the persistence example's saves in
        // a folder of its own.
        let catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })
        // SNAPSHOT_UPDATE=1 rewrites the snapshots, never when CI is set.
        let environment = ProcessInfo.processInfo.environment
        let update =
            environment["SNAPSHOT_UPDATE"] == "1"
            && ["", "0", "false"].contains((environment["CI"] ?? "").lowercased())
        let (code, lines) = await runSuite(
            [Self.scenariosFolder] + (update ? ["--update-snapshots"] : []), catalog: catalog)
        #expect(code == 0, "\(lines.joined(separator: "\n"))")
        #expect(lines.last == "28 passed, 0 failed")
    }

    @Test func aFailingExpectationAfterARefusedPushNamesTheRouteGuard() async throws {
        let catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })
        let text = "Session route-guards\nPush main accountSettings\nExpectStack main [home, accountSettings]\n"
        let scenario = try Scenario.parse(text, file: "guard.scenario", catalog: catalog)
        let result = await ScenarioRunner.run(scenario, catalog: catalog)
        let failure = try #require(result.failure)
        #expect(failure.line == 3)
        #expect(failure.details.contains("note: pane main's route guard refused accountSettings"))
    }

    @Test func theFinalScreenIsPicturedInTheThemeTheScenarioEndedIn() async throws {
        let catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })
        let text = "Session push-pop\nSet Theme light\nKey enter\n"
        let result = await ScenarioRunner.run(
            try Scenario.parse(text, file: "light.scenario", catalog: catalog), catalog: catalog)
        #expect(result.failure == nil)
        // `run --svg` draws the final screen with this theme's palette: a light scenario's picture is light.
        #expect(result.finalTheme == .light)
    }

    @Test func aCastShowsEveryFrameOfANavigationTransitionAndTheRunStillPasses() async throws {
        let casts = try TemporaryFolder()
        defer { casts.remove() }
        let catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })
        let (code, lines) = await runSuite(
            [Self.scenariosFolder + "/transitions.scenario", "--cast", casts.path], catalog: catalog)
        #expect(code == 0, "\(lines)")
        let cast = try String(contentsOfFile: casts.path + "/transitions.cast", encoding: .utf8)
        let frames = cast.split(separator: "\n").filter { $0.contains(#", "o", "#) }
        // The first frame, one per step (15), and four more for each of the four transitions.
        let expected = 1 + 15 + 4 * 4
        #expect(frames.count == expected)
        // Transition frames are 40 ms apart; step frames the cast's pace apart.
        let times: [Double] = frames.compactMap { Double($0.dropFirst().prefix { $0 != "," }) }
        let gaps = zip(times.dropFirst(), times).map { Int((($0 - $1) * 1000).rounded()) }
        #expect(Set(gaps) == [40, 500])
    }

    @Test func theFirstPushOfASessionPlaysInACastAndAScreenshotOfItsFrameStillPasses() async throws {
        let casts = try TemporaryFolder()
        defer { casts.remove() }
        let catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })
        // The slide is the scenario's first navigation: it used to start before the window manager
        // knew what the pane showed, and so did not play in a cast (nor could it be pictured).
        let (code, lines) = await runSuite(
            [Self.scenariosFolder + "/slide-transition.scenario", "--cast", casts.path], catalog: catalog)
        #expect(code == 0, "\(lines)")
        let cast = try String(contentsOfFile: casts.path + "/slide-transition.cast", encoding: .utf8)
        let frames = cast.split(separator: "\n").filter { $0.contains(#", "o", "#) }
        // The first frame, one per step (5), and four for the slide.
        #expect(frames.count == 1 + 5 + 4)
    }
}
