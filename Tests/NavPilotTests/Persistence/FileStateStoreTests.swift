import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

@Suite("FileStateStore")
struct FileStateStoreTests {
    @Test("the directory comes from NAVPILOT_STATE_DIR, else XDG_STATE_HOME, else ~/.local/state")
    func directoryResolution() {
        #expect(
            FileStateStore.defaultDirectory(environment: [
                "NAVPILOT_STATE_DIR": "/a", "XDG_STATE_HOME": "/b", "HOME": "/h",
            ])
                == "/a")
        #expect(FileStateStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/b", "HOME": "/h"]) == "/b/navpilot")
        #expect(
            FileStateStore.defaultDirectory(environment: ["NAVPILOT_STATE_DIR": "", "XDG_STATE_HOME": "", "HOME": "/h"])
                == "/h/.local/state/navpilot")
        #expect(
            FileStateStore.defaultDirectory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
                == "/h/.local/state/navpilot")
        #expect(FileStateStore(environment: ["NAVPILOT_STATE_DIR": "/x/y"]).directory == "/x/y")
    }

    @Test(
        "keys become file names inside the directory, readable when they can be",
        arguments: [
            ("NavPilot.FeedRoute", "NavPilot.FeedRoute.json"),
            ("feed", "feed.json"),
            ("../../etc/passwd", "%2E.%2F..%2Fetc%2Fpasswd.json"),
            ("..", "%2E..json"),
            (".hidden", "%2Ehidden.json"),
            ("a/b", "a%2Fb.json"),
            ("a%2Fb", "a%252Fb.json"),
            ("nul\u{0}byte", "nul%00byte.json"),
            ("pane: chat ✓", "pane%3A%20chat%20%E2%9C%93.json"),
            ("", "%empty.json"),
        ])
    func keySanitising(key: String, fileName: String) {
        let store = FileStateStore(directory: "/state")
        #expect(store.path(forKey: key) == "/state/" + fileName)
    }

    @Test("very long keys are cut to a bounded name that still tells keys apart")
    func longKeys() {
        let store = FileStateStore(directory: "/s")
        let first = store.path(forKey: String(repeating: "k", count: 1_000) + "1")
        let second = store.path(forKey: String(repeating: "k", count: 1_000) + "2")
        #expect(first != second)
        #expect(first.utf8.count - "/s/".utf8.count <= 200)
    }

    @Test("a sanitised key cannot escape the directory: saving '../../x' writes inside it")
    func noTraversal() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        try temp.store.save(Data("v".utf8), key: "../../escaped")
        #expect(temp.files() == ["%2E.%2F..%2Fescaped.json"])
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/escaped"))
        #expect(try temp.store.load(key: "../../escaped") == Data("v".utf8))
    }

    @Test("load of a missing key is nil; remove of a missing key is fine; save replaces")
    func basicOperations() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let store = temp.store
        #expect(try store.load(key: "k") == nil)
        try store.remove(key: "k")
        try store.save(Data("1".utf8), key: "k")
        try store.save(Data("22".utf8), key: "k")
        #expect(try store.load(key: "k") == Data("22".utf8))
        try store.remove(key: "k")
        #expect(try store.load(key: "k") == nil)
        #expect(temp.files().isEmpty)
    }

    @Test("quarantine keeps the bytes under a timestamped name")
    func quarantineName() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        try temp.store.save(Data("bad".utf8), key: "k")
        let moved = try temp.store.quarantine(key: "k")
        #expect(moved.range(of: #"/k\.json\.corrupt-\d{8}T\d{6}Z$"#, options: .regularExpression) != nil)
        #expect(FileManager.default.contents(atPath: moved) == Data("bad".utf8))
        #expect(try temp.store.load(key: "k") == nil)
    }

    @Test("a save removes the temporary files a killed process left, and never another's live one")
    func staleTemporariesAreRemovedOnSave() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileStateStore(directory: folder.path)
        // A pid no process has: the highest pids are never given out on a default system.
        let gone = "." + "feed.json" + ".tmp-4194304-1234"
        let live = "." + "feed.json" + ".tmp-\(getpid())-5678"
        let otherKey = "." + "chat.json" + ".tmp-4194304-9"
        for name in [gone, live, otherKey] {
            try "half".write(toFile: folder.path + "/" + name, atomically: false, encoding: .utf8)
        }
        try store.save(Data("{}".utf8), key: "feed")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == ["feed.json", live, otherKey], "only the dead process's temporary of this key went")
    }

    @Test("a second program on the same state folder is told that the last one to save wins")
    @MainActor
    func aSecondInstanceOnOneStateFolderIsWarned() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Another program holding the folder: its lock, taken on a description of its own.
        let other = open(folder.path, O_RDONLY | O_DIRECTORY)
        defer { close(other) }
        #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
        let pilot = NavPilot(
            initial: SampleRoute.home, persistenceKey: "k", store: FileStateStore(directory: folder.path))
        let warning = try #require(pilot.persistenceWarning)
        #expect(
            warning.contains(
                "another program saves its stacks to '\(folder.path)' too (two instances?); for a stack both save, the last one to save wins"
            ))
        pilot.push(.detail(id: 1))
        #expect(pilot.persistenceError == nil, "it still saves")
        let alone = try TemporaryFolder()
        defer { alone.remove() }
        let first = NavPilot(
            initial: SampleRoute.home, persistenceKey: "k", store: FileStateStore(directory: alone.path))
        let sameProcess = NavPilot(
            initial: SampleRoute.home, persistenceKey: "j", store: FileStateStore(directory: alone.path))
        #expect(
            first.persistenceWarning == nil && sameProcess.persistenceWarning == nil,
            "one program's pilots share the folder")
    }
}
