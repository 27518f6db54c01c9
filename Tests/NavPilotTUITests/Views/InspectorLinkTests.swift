import NavPilot
import Testing

@testable import NavPilotTUI

/// The stack inspector's last row: the stack's deep link (what `y` copies), a hyperlink to the whole
/// URL however the row cuts it, so a developer can open or copy the live stack from the overlay.
@MainActor
@Suite("Stack inspector: the link row")
struct InspectorLinkTests {
    @Test func theLastRowIsTheStacksDeepLinkAndFollowsEachPush() throws {
        let pilot = NavPilot(initial: FeedRoute.feed)
        let harness = ViewHarness(width: 80, height: 14) { feedHost(pilot, inspector: true) }
        let row = try #require(harness.row(containing: "navpilot://stack?r=feed"), "\(harness.text)")
        #expect(row == harness.row(containing: "0: feed").map { $0 + Self.entryRows })
        pilot.push(.post(id: 1, title: "Swift Tips"))
        harness.render()
        let link = try #require(pilot.stackLink)
        #expect(harness.lines[row].trimmingCharacters(in: .whitespaces) == link)
        #expect(harness.screen[x: 0, y: row].style.hyperlink == link)
    }

    @Test func aLinkCutByANarrowPaneStillLinksTheWholeURL() throws {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.push(.post(id: 1, title: "A title long enough to be cut"))
        let link = try #require(pilot.stackLink)
        let harness = ViewHarness(width: 30, height: 14) { feedHost(pilot, inspector: true) }
        let row = try #require(harness.row(containing: "navpilot://"), "\(harness.text)")
        #expect(harness.lines[row].hasSuffix("…"), "cut to the pane: \(harness.lines[row])")
        for x in [0, 15, 28] {
            #expect(harness.screen[x: x, y: row].style.hyperlink == link, "cell \(x)")
        }
    }

    @Test func routesThatAreNotCodableSayWhyThereIsNoLink() {
        let pilot = NavPilot(initial: SettingsRoute.main)
        let harness = ViewHarness(width: 80, height: 14) {
            NavPilotHost(pilot, showsStackInspector: true) { _ in Text("Settings") }
        }
        #expect(harness.text.contains("no link: the routes are not Codable"))
        #expect(!harness.text.contains("navpilot://"))
    }

    @Test func aStackDeeperThanTheLimitIsNotWrittenOutEachFrameButNamed() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.push(contentsOf: (1...InspectorModel.linkDepthLimit).map { FeedRoute.post(id: $0, title: "P") })
        let harness = ViewHarness(width: 80, height: 14) { feedHost(pilot, inspector: true) }
        #expect(harness.text.contains("link of \(InspectorModel.linkDepthLimit + 1) entries: y copies it"))
        #expect(!harness.text.contains("navpilot://"))
    }

    @Test func aShortPaneKeepsItsRowsForTheContentAndShowsNoLinkRow() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        let harness = ViewHarness(width: 80, height: LayoutEngine.inspectorLinkMinimumHeight - 1) {
            feedHost(pilot, inspector: true)
        }
        #expect(harness.text.contains("NavPilot Inspector · depth 1"))
        #expect(!harness.text.contains("navpilot://"))
    }

    @Test func theLinkIsWrittenOncePerStackNotOncePerFrame() {
        let store = ViewStateStore()
        let owner = ObjectIdentifier(store)
        var made = 0
        func link(_ entries: [StackEntryID]) -> String? {
            store.stackLink(of: entries, owner: owner) {
                made += 1
                return "navpilot://stack?r=\(entries.count)"
            }
        }
        let two = NavPilot(initial: FeedRoute.feed)
        two.push(.post(id: 1, title: "A"))
        let entries = two.entryIDs
        #expect(link(entries) == "navpilot://stack?r=2")
        #expect(link(entries) == "navpilot://stack?r=2")
        #expect(made == 1, "the same entries: the link kept")
        two.pop()
        #expect(link(two.entryIDs) == "navpilot://stack?r=1")
        #expect(made == 2, "other entries: written again")
    }

    /// Rows from the first entry to the link row: the entries' rows.
    static let entryRows = LayoutEngine.inspectorRows
}
