import NavPilot
import NavPilotTUI
import Testing

@MainActor
@Suite("Stack inspector")
struct InspectorTests {
    @Test func inspectorShowsDepthAndOneRowPerEntryInRouteNotation() throws {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.push(.post(id: 1, title: "Swift Tips"))
        let harness = ViewHarness(width: 80, height: 12) { feedHost(pilot, inspector: true) }
        #expect(harness.text.contains("NavPilot Inspector · depth 2"))
        let root = try #require(harness.row(containing: "0: feed"), "\(harness.text)")
        #expect(harness.row(containing: #"1: post(id: 1, title: "Swift Tips")"#) == root + 1)
    }

    @Test func iTogglesTheInspector() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        let harness = ViewHarness(width: 80, height: 12) { feedHost(pilot) }
        #expect(!harness.text.contains("NavPilot Inspector"))
        harness.press(.character("i"))
        #expect(harness.text.contains("NavPilot Inspector · depth 1"))
        harness.press(.character("i"))
        #expect(!harness.text.contains("NavPilot Inspector"))
    }

    @Test func inspectorShowsTheTopOfADeepStackAndScrollsBack() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.push(contentsOf: (1..<100_000).map { FeedRoute.post(id: $0, title: "P") })
        let harness = ViewHarness(width: 80, height: 12) { feedHost(pilot, inspector: true) }
        #expect(harness.text.contains("depth 100000"))
        #expect(harness.text.contains(#"99999: post(id: 99999, title: "P")"#))
        for _ in 0..<10 {
            harness.press(.character("["))
        }
        #expect(harness.text.contains("10 newer hidden"))
        #expect(harness.text.contains(#"99989: post(id: 99989, title: "P")"#))
        #expect(!harness.text.contains("99999:"))
    }
}
