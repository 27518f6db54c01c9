import Foundation
import NavPilot
import NavPilotExamples
import NavPilotTUI
import NavPilotTestSupport
import Testing

/// `--remember`: a session's split ratios, focus and zoom saved on quit and given back at its next
/// launch; a file that does not decode is moved aside, a layout that no longer fits is refused.
@MainActor
@Suite("Remembered layouts between launches")
struct RememberedLayoutTests {
    @Test func aSavedLayoutComesBackAtTheNextLaunchOfTheSameSession() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileStateStore(directory: folder.path)
        let first = HeadlessSession(example: "split-screen")
        first.windowManager.resizeFocusedPane(along: .horizontal, by: 8)
        first.press(.tab, .character("z"))
        try RememberedLayout.save(first.windowManager, to: store)

        let next = HeadlessSession(example: "split-screen")
        #expect(try RememberedLayout.restore(into: next.windowManager, from: store))
        #expect(next.windowManager.layout == first.windowManager.layout)
        #expect(next.windowManager.focusedPane.name == "chat" && next.windowManager.zoomedPane == "chat")
        let other = HeadlessSession(example: "push-pop")
        #expect(try !RememberedLayout.restore(into: other.windowManager, from: store), "another session has none")
    }

    @Test func aFileThatDoesNotDecodeIsMovedAsideAndSaidNeverLost() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileStateStore(directory: folder.path)
        try store.save(Data("{ not json".utf8), key: RememberedLayout.key(forSession: "split-screen"))
        let session = HeadlessSession(example: "split-screen")
        let before = session.windowManager.layout
        #expect {
            try RememberedLayout.restore(into: session.windowManager, from: store)
        } throws: { error in
            "\(error)".contains("could not be read") && "\(error)".contains("does not decode")
        }
        #expect(session.windowManager.layout == before)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".corrupt-") }
        #expect(kept.count == 1, "the bytes are kept aside: \(kept)")
    }

    @Test(arguments: ["a 2 MB file", "a FIFO", "a symbolic link"])
    func aFileThatIsRefusedIsMovedAsideBeforeTheSaveOnQuitWritesThePath(what: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileStateStore(directory: folder.path)
        let key = RememberedLayout.key(forSession: "split-screen")
        try store.save(Data("{}".utf8), key: "unrelated")
        let path = store.path(forKey: key)
        switch what {
        case "a 2 MB file": #expect(FileManager.default.createFile(atPath: path, contents: Data(count: 2 << 20)))
        case "a FIFO": #expect(mkfifo(path, 0o600) == 0)
        default: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/etc/hostname")
        }
        let session = HeadlessSession(example: "split-screen")
        #expect {
            try RememberedLayout.restore(into: session.windowManager, from: store)
        } throws: { error in
            "\(error)".contains("could not be read") && "\(error)".contains("kept as")
        }
        // What quitting does: the layout saved at the path, the refused file kept beside it.
        try RememberedLayout.save(session.windowManager, to: store)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".corrupt-") }
        #expect(kept.count == 1, "\(what) kept aside: \(kept)")
        var aside = stat()
        #expect(lstat(folder.file(kept[0]), &aside) == 0)
        let expected = what == "a FIFO" ? S_IFIFO : what == "a symbolic link" ? S_IFLNK : S_IFREG
        #expect(aside.st_mode & S_IFMT == expected, "the very file, not a copy")
        #expect(try RememberedLayout.restore(into: HeadlessSession(example: "split-screen").windowManager, from: store))
    }

    @Test func aLayoutThatNoLongerFitsTheSessionIsRefusedAndChangesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileStateStore(directory: folder.path)
        let saved = #"{"focus":"chat","splitRatios":[0.5,0.5],"version":1}"#
        try store.save(Data(saved.utf8), key: RememberedLayout.key(forSession: "split-screen"))
        let session = HeadlessSession(example: "split-screen")
        #expect(throws: RememberedLayout.Problem.self) {
            try RememberedLayout.restore(into: session.windowManager, from: store)
        }
        #expect(session.windowManager.focusedPane.name == "feed", "nothing changed")
    }
}
