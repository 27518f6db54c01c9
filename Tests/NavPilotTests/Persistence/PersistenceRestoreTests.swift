import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

@MainActor
@Suite("Persistence: restore")
struct PersistenceRestoreTests {
    @Test("a second pilot with the same key starts from the stack the first one left")
    func restoresAcrossInstances() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let first = NavPilot(initial: FeedRoute.feed, store: temp.store)
        first.push(.post(id: 1, title: "Swift Tips"))
        first.push(.authorProfile(name: "Jane \"JD\" Doe 🚀"))

        let second = NavPilot(initial: FeedRoute.feed, store: temp.store)
        #expect(second.stack == [.feed, .post(id: 1, title: "Swift Tips"), .authorProfile(name: "Jane \"JD\" Doe 🚀")])
        #expect(second.persistenceError == nil)
    }

    @Test("restoring is reported to no one and is not written back; later changes are saved")
    func restoreThenSave() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        NavPilot(initial: FeedRoute.feed, store: temp.store).push(.post(id: 2, title: "SwiftUI Tricks"))
        let path = temp.store.path(forKey: NavPilot<FeedRoute>.defaultPersistenceKey)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let pilot = NavPilot(initial: FeedRoute.feed, store: temp.store)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        pilot.popToRoot()
        #expect(NavPilot(initial: FeedRoute.feed, store: temp.store).stack == [.feed])
    }

    @Test("the saved file is the documented JSON envelope with the stack in notation")
    func savedFormat() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let pilot = NavPilot(initial: FeedRoute.feed, persistenceKey: "feed", store: temp.store)
        pilot.push(.post(id: 1, title: "Swift Tips"))
        let text = try String(contentsOfFile: temp.store.path(forKey: "feed"), encoding: .utf8)
        #expect(
            text
                == #"{"format":"navpilot.stack","routeType":"FeedRoute","stack":["feed","post(id: 1, title: \"Swift Tips\")"],"version":1}"#
                + "\n")
    }

    @Test("two keys of the same route type never touch each other's file")
    func keysAreIndependent() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let left = NavPilot(initial: FeedRoute.feed, persistenceKey: "left", store: temp.store)
        let right = NavPilot(initial: FeedRoute.feed, persistenceKey: "right", store: temp.store)
        left.push(.post(id: 1, title: "L"))
        right.push(.authorProfile(name: "R"))
        right.clearPersistedState()

        #expect(
            NavPilot(initial: FeedRoute.feed, persistenceKey: "left", store: temp.store).stack.last
                == .post(id: 1, title: "L"))
        #expect(NavPilot(initial: FeedRoute.feed, persistenceKey: "right", store: temp.store).stack == [.feed])
        #expect(temp.files() == ["left.json"])
    }

    @Test("clearPersistedState removes the file; the pilot keeps saving afterwards")
    func clearThenSaveAgain() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let pilot = NavPilot(initial: ChatRoute.inbox, store: temp.store)
        pilot.push(.newMessage)
        pilot.clearPersistedState()
        #expect(temp.files().isEmpty)
        #expect(NavPilot(initial: ChatRoute.inbox, store: temp.store).stack == [.inbox])
        pilot.push(.thread(id: 1, with: "Alice"))
        #expect(temp.files() == ["NavPilot.ChatRoute.json"])
    }

    @Test("a pilot without persistence neither reads nor writes")
    func offByDefault() throws {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.push(.feed)
        #expect(pilot.persistenceKey == nil)
        let opted = NavPilot(initial: FeedRoute.feed, persistState: false)
        #expect(opted.persistenceKey == nil)
        #expect(NavPilot<FeedRoute>.defaultPersistenceKey == "NavPilot.FeedRoute")
    }

    @Test("the saved file is private: mode 0600 in a 0700 directory")
    func permissionsArePrivate() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let pilot = NavPilot(initial: FeedRoute.feed, store: temp.store)
        pilot.push(.feed)
        #expect(permissions(of: temp.store.path(forKey: "NavPilot.FeedRoute")) == 0o600)
        #expect(permissions(of: temp.store.directory) == 0o700)
    }
}
