import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

@MainActor
@Suite("Persistence: unusable saved state")
struct PersistenceCorruptionTests {
    static let validFile = Data(
        #"{"format":"navpilot.stack","routeType":"FeedRoute","stack":["feed","post(id: 1, title: \"Swift Tips\")"],"version":1}"#
            .utf8)

    static let unusableFiles: [(name: String, bytes: Data)] = [
        ("garbage", Data([0x00, 0xFF, 0xFE, 0x41, 0x0A, 0x80])),
        ("empty file", Data()),
        ("truncated", validFile.prefix(validFile.count / 2)),
        ("old schema", Data(#"{"format":"navpilot.stack","routeType":"FeedRoute","stack":["feed"],"version":0}"#.utf8)),
        ("other format", Data(#"{"format":"other","routeType":"FeedRoute","stack":["feed"],"version":1}"#.utf8)),
        ("plain JSON array", Data(#"[{"feed":{}}]"#.utf8)),
        ("empty stack", Data(#"{"format":"navpilot.stack","routeType":"FeedRoute","stack":[],"version":1}"#.utf8)),
        (
            "route that no longer decodes",
            Data(#"{"format":"navpilot.stack","routeType":"FeedRoute","stack":["feed","feeed"],"version":1}"#.utf8)
        ),
    ]

    @Test("an unusable file is moved aside byte for byte and the pilot starts from initial", arguments: 0..<8)
    func quarantinesUnusableFile(caseIndex: Int) throws {
        let (name, bytes) = Self.unusableFiles[caseIndex]
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let key = "corrupt-\(caseIndex)"
        try FileManager.default.createDirectory(atPath: temp.store.directory, withIntermediateDirectories: true)
        try bytes.write(to: URL(fileURLWithPath: temp.store.path(forKey: key)))

        let pilot = NavPilot(initial: FeedRoute.feed, debug: true, persistenceKey: key, store: temp.store)

        #expect(pilot.stack == [.feed], "\(name)")
        let files = temp.files()
        #expect(files.count == 1, "\(name): \(files)")
        let moved = try #require(files.first)
        #expect(moved.hasPrefix("\(key).json.corrupt-"), "\(name)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: temp.store.directory + "/" + moved)) == bytes, "\(name)")
        #expect(pilot.persistenceError?.contains(moved) == true, "\(name): \(pilot.persistenceError ?? "nil")")
        #expect(NavLog.memory.messages.contains { $0.contains("'\(key)' unusable") && $0.contains(moved) }, "\(name)")
    }

    @Test("a quarantined file is never overwritten: a second bad file gets its own name")
    func quarantineNeverOverwrites() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path = temp.store.path(forKey: "twice")
        try FileManager.default.createDirectory(atPath: temp.store.directory, withIntermediateDirectories: true)
        for round in 1...3 {
            try Data("bad \(round)".utf8).write(to: URL(fileURLWithPath: path))
            _ = NavPilot(initial: FeedRoute.feed, persistenceKey: "twice", store: temp.store)
        }
        let contents = try temp.files().map {
            try String(contentsOfFile: temp.store.directory + "/" + $0, encoding: .utf8)
        }
        #expect(Set(contents) == ["bad 1", "bad 2", "bad 3"])
    }

    @Test("after quarantine the next change saves a fresh file beside the quarantined one")
    func savesAfterQuarantine() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        try FileManager.default.createDirectory(atPath: temp.store.directory, withIntermediateDirectories: true)
        try Data("junk".utf8).write(to: URL(fileURLWithPath: temp.store.path(forKey: "k")))
        let pilot = NavPilot(initial: FeedRoute.feed, persistenceKey: "k", store: temp.store)
        pilot.push(.authorProfile(name: "A"))
        #expect(pilot.persistenceError == nil)
        #expect(temp.files().count == 2)
        #expect(NavPilot(initial: FeedRoute.feed, persistenceKey: "k", store: temp.store).depth == 2)
    }

    @Test("a file that cannot be read is left alone and never overwritten")
    func unreadableFileBlocksSaving() throws {
        let store = ScriptedStore(loadError: StateStoreError(operation: "open", path: "/x", code: EIO))
        let pilot = NavPilot(initial: FeedRoute.feed, store: store)
        pilot.push(.feed)
        #expect(store.saves == 0)
        #expect(pilot.persistenceError?.contains("could not read saved state") == true)
    }
}

/// A store whose operations fail on demand, to test failure handling without a real disk.
final class ScriptedStore: StateStore, @unchecked Sendable {
    // Only touched from the main actor in these tests.
    var loadError: (any Error)?
    var saveError: (any Error)?
    var saves = 0

    init(loadError: (any Error)? = nil, saveError: (any Error)? = nil) {
        self.loadError = loadError
        self.saveError = saveError
    }

    func load(key: String) throws -> Data? {
        if let loadError { throw loadError }
        return nil
    }

    func save(_ data: Data, key: String) throws {
        if let saveError { throw saveError }
        saves += 1
    }

    func remove(key: String) throws {}

    func quarantine(key: String) throws -> String { key + ".corrupt" }
}
