import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

@MainActor
@Suite("Persistence: one size limit for saving and restoring")
struct PersistenceSizeLimitTests {
    static let limit = NavPilot<FeedRoute>.maximumSavedStateSize

    @Test(
        "a stack too large to restore is not saved: the file keeps the last stack that fit, and a relaunch restores it")
    func largeStackKeepsLastStackThatFit() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path = temp.store.path(forKey: "big")
        let pilot = NavPilot(initial: FeedRoute.feed, persistenceKey: "big", store: temp.store)
        let title = String(repeating: "x", count: 100_000)
        var lastThatFit = pilot.stack
        for id in 1...20 {
            pilot.push(.post(id: id, title: title))
            guard pilot.persistenceError == nil else { break }
            lastThatFit = pilot.stack
        }
        let error = try #require(pilot.persistenceError, "20 entries of 100 kB were saved whole")
        #expect(
            error.hasPrefix("could not save state: the stack of \(lastThatFit.count + 1) entries takes "), "\(error)")
        #expect(
            error.hasSuffix("over the limit of \(Self.limit) bytes that can be restored; the last saved stack is kept"))
        #expect(lastThatFit.count > 5)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count <= Self.limit)

        let relaunched = NavPilot(initial: FeedRoute.feed, persistenceKey: "big", store: temp.store)
        #expect(relaunched.stack == lastThatFit)
        #expect(relaunched.persistenceError == nil)
        #expect(temp.files() == ["big.json"], "nothing was moved aside")

        pilot.pop()
        pilot.pop()
        #expect(pilot.persistenceError == nil, "the next successful save clears the error")
    }

    @Test("one entry over the notation limit is refused when saving, not thrown away at the next launch")
    func hugeEntryIsRefusedWhenSaving() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let pilot = NavPilot(initial: FeedRoute.feed, persistenceKey: "huge", store: temp.store)
        pilot.push(.authorProfile(name: "kept"))
        pilot.push(.post(id: 1, title: String(repeating: "y", count: RouteNotation.maximumLength)))
        #expect(pilot.persistenceError?.contains("over the limit of \(Self.limit) bytes") == true)

        let relaunched = NavPilot(initial: FeedRoute.feed, persistenceKey: "huge", store: temp.store)
        #expect(relaunched.stack == [.feed, .authorProfile(name: "kept")])
        #expect(relaunched.persistenceError == nil)
        #expect(temp.files() == ["huge.json"], "nothing was moved aside")
    }

    @Test("the file store refuses a blob it could not read back, and keeps the old one")
    func storeRefusesBlobOverTheLimit() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        try temp.store.save(Data("old".utf8), key: "k")
        #expect(throws: StateStoreError(operation: "save", path: temp.store.path(forKey: "k"), code: EFBIG)) {
            try temp.store.save(Data(count: Self.limit + 1), key: "k")
        }
        try temp.store.save(Data(count: Self.limit), key: "k")
        #expect(try temp.store.load(key: "k")?.count == Self.limit)
    }

    @Test("a custom store's blob over the limit is moved aside like a corrupt one")
    func customStoreBlobOverTheLimit() throws {
        let store = BlobStore(blob: Data(count: Self.limit + 1))
        let pilot = NavPilot(initial: FeedRoute.feed, store: store)
        #expect(pilot.stack == [.feed])
        #expect(store.quarantined)
        #expect(
            pilot.persistenceError?.contains("too large (\(Self.limit + 1) bytes; the limit is \(Self.limit))") == true)
    }
}

/// A store that holds one blob in memory.
private final class BlobStore: StateStore, @unchecked Sendable {
    // Only touched from the main actor in these tests.
    var blob: Data?
    var quarantined = false

    init(blob: Data?) { self.blob = blob }

    func load(key: String) throws -> Data? { blob }
    func save(_ data: Data, key: String) throws { blob = data }
    func remove(key: String) throws { blob = nil }
    func quarantine(key: String) throws -> String {
        quarantined = true
        blob = nil
        return "memory"
    }
}
