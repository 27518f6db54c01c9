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
