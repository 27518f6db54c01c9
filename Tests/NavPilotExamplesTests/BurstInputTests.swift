import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

/// Terminals deliver keys in bursts: several in one read. Whatever the burst, the result must be the
/// one the same keys give when typed one at a time.
@MainActor
@Suite("Input in bursts gives the same result as keys typed slowly")
struct BurstInputTests {
    /// Key sequences that went wrong when a burst was handled by the previous screen's handlers.
    nonisolated static let sequences: [(name: String, keys: [KeyPress])] = [
        ("feed: Enter, Down, Enter", [.init(.enter), .init(.down), .init(.enter)]),
        ("chat: open Alice, then Enter and a name", [.init(.tab), .init(.enter), .init(.enter)] + typed("Jane")),
        (
            "chat: a sentence typed on a thread",
            [.init(.tab), .init(.enter)] + typed("hi there, is it me you're looking for")
        ),
        (
            "feed: deep and back",
            [.init(.enter), .init(.enter), .init(.enter), .init(.backspace), .init(.down), .init(.enter)]
        ),
        ("inspector and zoom", typed("iz") + [.init(.enter), .init(.escape)] + typed("zi")),
        (
            "chat: help over the New Message field, then letters",
            [.init(.tab), .init(.enter), .init(.enter), .init(.function(1))] + typed("ab") + [.init(.escape)]
        ),
    ]

    nonisolated static func typed(_ text: String) -> [KeyPress] { text.map { KeyPress(.character($0)) } }

    @Test("a burst ends where slow typing ends", arguments: sequences.indices)
    func burstEqualsSlowTyping(sequence: Int) async {
        let keys = Self.sequences[sequence].keys
        let slow = HeadlessSession(example: "split-screen")
        for key in keys {
            slow.press(key)
            await slow.settle()
        }
        let burst = HeadlessSession(example: "split-screen")
        burst.send(keys.map { .key($0) })
        await burst.settle()
        #expect(burst.stack("feed") == slow.stack("feed"), "\(Self.sequences[sequence].name)")
        #expect(burst.stack("chat") == slow.stack("chat"), "\(Self.sequences[sequence].name)")
        #expect(burst.windowManager.focusedPane.name == slow.windowManager.focusedPane.name)
        #expect(burst.text == slow.text, "\(Self.sequences[sequence].name)")
    }

    @Test func aPasteWhileHelpCoversATextFieldTypesNothingIntoIt() async {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.activate(downBy: 3)  // New Message
        session.press(.function(1))
        session.send([.paste("pasted")])
        await session.settle()
        session.press(.escape)
        await session.settle()
        #expect(!session.text(ofPane: "chat").contains("pasted"), "the field under the overlay stays empty")
        session.send([.paste("Jane")])
        await session.settle()
        #expect(session.text(ofPane: "chat").contains("To: Jane"), "with the overlay closed a paste fills it")
    }

    @Test func enterThenANameInOneReadFillsTheNewMessage() async {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.press(.enter)  // Alice's thread
        session.send([.key(KeyPress(.enter))] + Self.typed("Jane").map { .key($0) })
        await session.settle()
        #expect(session.stack("chat").last == "newMessage")
        #expect(session.text(ofPane: "chat").contains("Jane"))
    }

    @Test func aFloodOfTypedTextFillsTheFieldAndTheKeyAfterItWorks() async {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.activate(downBy: 3)  // New Message
        let flood = String(repeating: "abcdefghij", count: 10_000)
        let frames = session.terminal.flushCount
        session.send(flood.map { .key(KeyPress(.character($0))) })
        #expect(session.terminal.flushCount == frames + 1, "one frame for the whole burst")
        #expect(session.text(ofPane: "chat").contains("To: ") && session.text(ofPane: "chat").contains("defghij"))
        #expect(session.stack("chat") == ["inbox", "newMessage"], "typed text stays text: no key pressed a button")
        session.send([.key(KeyPress(.escape))])
        #expect(session.stack("chat") == ["inbox"], "Escape after the text goes back")
    }
}
