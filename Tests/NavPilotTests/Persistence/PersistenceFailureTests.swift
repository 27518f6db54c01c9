import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

@MainActor
@Suite("Persistence: write failures")
struct PersistenceFailureTests {
    @Test("a directory that cannot be created gives an error, not a crash, and navigation goes on")
    func unwritableDirectory() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let blocker = temp.path + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let pilot = NavPilot(initial: FeedRoute.feed, store: FileStateStore(directory: blocker + "/state"))
        #expect(pilot.push(.post(id: 1, title: "t")))
        #expect(pilot.depth == 2)
        let error = try #require(pilot.persistenceError)
        #expect(error.contains("could not save state"))
        #expect(error.contains("Not a directory"))
    }

    @Test(
        "a read-only directory gives an error, not a crash",
        .enabled(if: getuid() != 0, "root ignores directory permissions"))
    func readOnlyDirectory() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        try FileManager.default.createDirectory(atPath: temp.store.directory, withIntermediateDirectories: true)
        chmod(temp.store.directory, 0o500)
        let pilot = NavPilot(initial: FeedRoute.feed, store: temp.store)
        pilot.push(.feed)
        #expect(pilot.persistenceError?.contains("Permission denied") == true)
    }

    @Test("a full disk (a failing save) is recorded, and the next successful save clears it")
    func failingSaveIsRecordedThenCleared() {
        let store = ScriptedStore(saveError: StateStoreError(operation: "write", path: "/s/k.json", code: ENOSPC))
        let pilot = NavPilot(initial: FeedRoute.feed, store: store)
        pilot.push(.feed)
        #expect(pilot.persistenceError == "could not save state: write /s/k.json: No space left on device")
        store.saveError = nil
        pilot.pop()
        #expect(pilot.persistenceError == nil)
        #expect(store.saves == 1)
    }

    @Test("a failed save leaves the previous file whole and no temporary file behind")
    func failedSaveLeavesNoTrace() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let pilot = NavPilot(initial: FeedRoute.feed, persistenceKey: "k", store: temp.store)
        pilot.push(.authorProfile(name: "A"))
        let before = try Data(contentsOf: URL(fileURLWithPath: temp.store.path(forKey: "k")))
        // An entry that cannot be encoded makes the save fail before any file is touched.
        let broken = NavPilot(initial: Unencodable.ok, persistenceKey: "k", store: temp.store)
        broken.push(.fails)
        #expect(broken.persistenceError?.contains("could not save state") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: temp.store.path(forKey: "k"))) == before)
        #expect(temp.files() == ["k.json"])
    }
}

/// A route whose `fails` case refuses to encode.
enum Unencodable: Hashable, Codable {
    case ok
    case fails

    init(from decoder: any Decoder) throws {
        self = .ok
    }

    func encode(to encoder: any Encoder) throws {
        if self == .fails {
            throw EncodingError.invalidValue(self, EncodingError.Context(codingPath: [], debugDescription: "refused"))
        }
        var container = encoder.singleValueContainer()
        try container.encode("ok")
    }
}
