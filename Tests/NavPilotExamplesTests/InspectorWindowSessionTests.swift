import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

/// The stack inspector's window in the running split-screen example: keys that arrive together, and
/// a search's match, move it as keys typed one at a time do.
@MainActor
@Suite("Stack inspector window in a session: key bursts and search matches")
struct InspectorWindowSessionTests {
    /// The split-screen example with 13 entries in the feed pane (feed and posts 1…12), inspector on.
    private func thirteenEntries() throws -> HeadlessSession {
        let session = HeadlessSession(example: "split-screen")
        let feed = try #require(session.windowManager.pane(named: "feed")?.pane.pilot)
        _ = try feed.perform(.push((1...12).map { #"post(id: \#($0), title: "Post \#($0)")"# }))
        session.render()
        session.press(.character("i"))
        return session
    }

    /// The stack index starting each of the feed inspector's 3 rows (nil: a row without an entry).
    private func shownIndices(_ session: HeadlessSession) throws -> [Int?] {
        let lines = session.text(ofPane: "feed").split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.contains("depth 13") }, "\(session.text(ofPane: "feed"))")
        return lines[(header + 1)...].prefix(3).map { row in
            row.drop { $0 == " " }.split(separator: ":", maxSplits: 1).first.flatMap { Int($0) }
        }
    }

    @Test func homeThenBracketInOneBurstMovesTheWindowOneEntryFromTheRoot() throws {
        let session = try thirteenEntries()
        session.send([.key(KeyPress(.home)), .key(KeyPress(.character("]"))), .key(KeyPress(.character("]")))])
        #expect(try shownIndices(session) == [2, 3, 4], "as the keys typed one at a time")
    }

    @Test func aSearchMatchNearTheRootShowsAFullWindowAndBracketMovesOnFromIt() throws {
        let session = try thirteenEntries()
        session.press(.character("/"))
        session.type("1: post(id: 1,")
        #expect(try shownIndices(session) == [0, 1, 2], "the match in a full window")
        session.press(.enter, .character("]"))
        #expect(try shownIndices(session) == [1, 2, 3])
    }
}
