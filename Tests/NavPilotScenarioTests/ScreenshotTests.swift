import NavPilot
import NavPilotExamples
import NavPilotScenario
import NavPilotTestSupport
import Testing

@MainActor
@Suite("Screenshots: Screenshot NAME writes and compares SVG pictures")
struct ScreenshotTests {
    let text = "Session split\nSet Size 60x12\nKey enter\nScreenshot opened\n"

    @Test func aStaleScreenshotFailsTheRunUntilItIsUpdated() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("shot.scenario", text)
        let scenario = try Scenario.load(path: path, catalog: TestSessions.catalog)
        let missing = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog)
        #expect(
            missing.failure?.message.hasPrefix("no screenshot at \(folder.path)/__snapshots__/shot/opened.svg") == true)
        #expect(await ScenarioRunner.run(scenario, catalog: TestSessions.catalog, updateSnapshots: true).passed)
        let stored = try #require(folder.read("__snapshots__/shot/opened.svg"))
        #expect(stored.contains("Swift Tips</text>"))
        #expect(await ScenarioRunner.run(scenario, catalog: TestSessions.catalog).passed)

        // The screen changes (one more key), the committed picture does not.
        let changed = try Scenario.parse(
            text.replacingOccurrences(of: "Key enter\n", with: "Key down\nKey enter\n"), file: path,
            catalog: TestSessions.catalog)
        let stale = try #require(await ScenarioRunner.run(changed, catalog: TestSessions.catalog).failure)
        #expect(
            stale.message.hasPrefix("the screen differs from screenshot \(folder.path)/__snapshots__/shot/opened.svg"))
        #expect(stale.details.contains { $0.hasPrefix("+") && $0.contains("SwiftUI Tricks") })
        #expect(folder.read("__snapshots__/shot/opened.svg") == stored)
    }

    @Test func aTransitionFrameIsPicturedFromTheStepBefore() async throws {
        let catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(
            "slide.scenario",
            "Session transitions\nSet Size 60x12\nKey enter\nScreenshot second frame 2\nScreenshot final\n"
                + "Screenshot first frame 1\n")
        let scenario = try Scenario.load(path: path, catalog: catalog)
        let result = await ScenarioRunner.run(scenario, catalog: catalog, updateSnapshots: true)
        // The step before `first` is a screenshot, which plays no transition.
        #expect(result.failure?.line == 6)
        #expect(result.failure?.message.hasPrefix("the step before played no navigation transition") == true)
        let second = try #require(folder.read("__snapshots__/slide/second.svg"))
        let final = try #require(folder.read("__snapshots__/slide/final.svg"))
        #expect(second != final)
        // Half-way, both screens show: the home screen's style line and the detail's text.
        #expect(second.contains("Style: Slide") && second.contains("Pushed with Slide."))
        #expect(!final.contains("Style: Slide"))

        let beyond = try Scenario.parse(
            "Session transitions\nKey enter\nScreenshot late frame 9\n", file: path, catalog: catalog)
        let failure = try #require(await ScenarioRunner.run(beyond, catalog: catalog, updateSnapshots: true).failure)
        #expect(failure.message.contains("has 4 frames before its final one; frame 9 is not one of them"))
    }

    @Test func screenshotNamesFollowTheSnapshotRulesWithACaret() {
        let errors = TestSessions.parseErrors
        #expect(
            errors("Session split\nScreenshot ../up\n").hasPrefix(
                "t.scenario:2:12: Screenshot takes a name made of letters, digits, '-', '_' and '.'"))
        #expect(
            errors("Session split\nScreenshot a frame 0\n").hasPrefix("t.scenario:2:20: the frame must be at least 1"))
        #expect(errors("Session split\nScreenshot a fram 2\n").hasPrefix("t.scenario:2:14: Screenshot takes"))
        #expect(
            errors("Session split\nScreenshot a\nKey enter\nScreenshot a\n").hasPrefix(
                "t.scenario:4:12: screenshot 'a' is already taken on line 2"))
        // A snapshot and a screenshot of one name are two files.
        #expect(errors("Session split\nSnapshot a\nScreenshot a\n") == "no errors")
    }
}
