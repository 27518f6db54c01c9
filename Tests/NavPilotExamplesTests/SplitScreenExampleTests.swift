import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

@MainActor
@Suite("Example 4: split-screen")
struct SplitScreenExampleTests {
    @Test func firstFrameShowsBothPanesWithTheFeedFocused() {
        let session = HeadlessSession(example: "split-screen")
        #expect(session.text.contains("feed · Feed"))
        #expect(session.text.contains("chat · Inbox"))
        for post in ["Swift Tips", "SwiftUI Tricks", "Async/Await"] {
            #expect(session.text(ofPane: "feed").contains(post))
        }
        for entry in ["Alice", "Bob", "Carol", "New Message"] {
            #expect(session.text(ofPane: "chat").contains(entry))
        }
        #expect(session.text.contains("[feed]"))
    }

    @Test func tabMovesTheFocusAndShiftTabMovesItBack() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        #expect(session.windowManager.focusedPane.name == "chat")
        #expect(session.text.contains("[chat]"))
        session.press(.tab)
        #expect(session.windowManager.focusedPane.name == "feed")
        session.press(KeyPress(.backTab))
        #expect(session.windowManager.focusedPane.name == "chat")
    }

    @Test func enterInTheFeedChangesOnlyTheFeedPane() throws {
        let session = HeadlessSession(example: "split-screen")
        let chatBefore = session.text(ofPane: "chat")
        session.press(.enter)
        let feed = try #require(session.pilot(FeedRoute.self, pane: "feed"))
        #expect(feed.stack == [.feed, .post(id: 1, title: "Swift Tips")])
        #expect(session.text.contains("feed · Feed › Swift Tips"))
        #expect(session.stack("chat") == ["inbox"])
        #expect(session.text(ofPane: "chat") == chatBefore)
    }

    @Test func everyFeedButton() throws {
        let session = HeadlessSession(example: "split-screen")
        let feed = try #require(session.pilot(FeedRoute.self, pane: "feed"))
        // Each post of the feed.
        for (index, title) in ["Swift Tips", "SwiftUI Tricks", "Async/Await"].enumerated() {
            session.activate(downBy: index)
            #expect(feed.stack == [.feed, .post(id: index + 1, title: title)])
            session.press(.backspace)
        }
        // Post: View Author Profile, then Author: Back to Post.
        session.activate(downBy: 0)
        session.activate(downBy: 0)
        #expect(feed.stack == [.feed, .post(id: 1, title: "Swift Tips"), .authorProfile(name: "Jane Doe")])
        #expect(session.text(ofPane: "feed").contains("Posts by Jane Doe."))
        session.activate(downBy: 0)
        #expect(feed.stack == [.feed, .post(id: 1, title: "Swift Tips")])
        // Post: Back to Feed.
        session.activate(downBy: 1)
        #expect(feed.stack == [.feed])
        // Post: Pop to Root.
        session.activate(downBy: 0)
        session.activate(downBy: 2)
        #expect(feed.stack == [.feed])
        // Author: Back to Feed.
        session.activate(downBy: 0)
        session.activate(downBy: 0)
        session.activate(downBy: 1)
        #expect(feed.stack == [.feed])
        #expect(session.stack("chat") == ["inbox"])
    }

    @Test func everyChatButton() throws {
        let session = HeadlessSession(example: "split-screen")
        let chat = try #require(session.pilot(ChatRoute.self, pane: "chat"))
        session.press(.tab)
        for (index, name) in ["Alice", "Bob", "Carol"].enumerated() {
            session.activate(downBy: index)
            #expect(chat.stack == [.inbox, .thread(id: index + 1, with: name)])
            #expect(session.text(ofPane: "chat").contains("Conversation \(index + 1) with \(name)."))
            session.press(.backspace)
        }
        // Inbox: New Message, then Cancel.
        session.activate(downBy: 3)
        #expect(chat.stack == [.inbox, .newMessage])
        session.activate(downBy: 2)
        #expect(chat.stack == [.inbox])
        // Thread: New Message, then Send & Go to Inbox.
        session.activate(downBy: 0)
        session.activate(downBy: 0)
        #expect(chat.stack == [.inbox, .thread(id: 1, with: "Alice"), .newMessage])
        session.type("Jane")
        #expect(session.text(ofPane: "chat").contains("To: Jane"))
        session.activate(downBy: 1)
        #expect(chat.stack == [.inbox])
        // Sent: going forward (→ twice) does not bring the message back to be sent again.
        #expect(!chat.canGoForward, "a screen that did its job leaves no forward history")
        session.press(.right, .right)
        #expect(chat.stack == [.inbox])
        #expect(!session.text(ofPane: "chat").contains("To: Jane"))
        // Thread: Back to Inbox.
        session.activate(downBy: 0)
        session.activate(downBy: 1)
        #expect(chat.stack == [.inbox])
        #expect(session.stack("feed") == ["feed"])
    }

    @Test func backspaceAndEscapeGoBackInTheFocusedPaneOnly() throws {
        let session = HeadlessSession(example: "split-screen")
        session.press(.enter, .enter)
        session.press(.tab, .enter)
        #expect(session.stack("feed").count == 3)
        #expect(session.stack("chat").count == 2)
        session.press(.backspace)
        #expect(session.stack("chat") == ["inbox"])
        #expect(session.stack("feed").count == 3)
        session.press(.tab, .escape)
        #expect(session.stack("feed").count == 2)
        session.press(.backspace)
        #expect(session.stack("feed") == ["feed"])
    }

    @Test func zKeyZoomsTheFocusedPaneAndBack() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.press(.character("z"))
        #expect(session.windowManager.zoomedPane == "chat")
        #expect(session.text.contains("(zoomed)"))
        #expect(!session.text.contains("Swift Tips"))
        #expect(session.text(ofPane: "chat").contains("Alice"))
        session.press(.character("z"))
        #expect(session.windowManager.zoomedPane == nil)
        #expect(session.text.contains("Swift Tips"))
    }

    @Test func altArrowsAndCtrlWMoveTheFocusByDirection() {
        let session = HeadlessSession(example: "split-screen")
        session.press(KeyPress(.right, .alt))
        #expect(session.windowManager.focusedPane.name == "chat")
        session.press(KeyPress(.left, .alt))
        #expect(session.windowManager.focusedPane.name == "feed")
        session.press(KeyPress(.character("w"), .control))
        session.press(.character("l"))
        #expect(session.windowManager.focusedPane.name == "chat")
        session.press(KeyPress(.character("w"), .control))
        session.press(.character("h"))
        #expect(session.windowManager.focusedPane.name == "feed")
        #expect(session.stack("feed") == ["feed"], "the direction keys are not passed to the pane")
    }

    @Test func aClickFocusesThePaneUnderTheMouse() throws {
        let session = HeadlessSession(example: "split-screen")
        let chat = try #require(session.windowManager.pane(named: "chat")).frame
        session.click(at: Point(x: chat.x + 10, y: chat.maxY - 3))
        #expect(session.windowManager.focusedPane.name == "chat")
        #expect(session.text.contains("[chat]"))
        #expect(session.stack("chat") == ["inbox"], "a click on empty space activates nothing")
    }

    @Test func aClickOnAButtonFocusesThePaneAndActivatesIt() throws {
        let session = HeadlessSession(example: "split-screen")
        let row = try #require(session.text.split(separator: "\n").firstIndex { $0.contains("Bob") })
        let chat = try #require(session.windowManager.pane(named: "chat")).frame
        session.click(at: Point(x: chat.x + 4, y: row))
        #expect(session.stack("chat") == ["inbox", #"thread(id: 2, with: "Bob")"#])
    }

    @Test func aResizeKeepsTheRatios() throws {
        let session = HeadlessSession(example: "split-screen")
        session.windowManager.layout = .split(.horizontal, ratio: 0.3, .pane("feed"), .pane("chat"))
        // The layout is not observed state, so ask for the frame explicitly.
        session.loop.setNeedsRender()
        session.render()
        #expect(try #require(session.windowManager.pane(named: "feed")).frame.width == 30)
        #expect(try #require(session.windowManager.pane(named: "chat")).frame.width == 70)
        session.resize(to: Size(width: 160, height: 40))
        let feed = try #require(session.windowManager.pane(named: "feed")).frame
        let chat = try #require(session.windowManager.pane(named: "chat")).frame
        #expect(feed.width == 48)
        #expect(chat.width == 112)
        #expect(feed.height == 39 && chat.height == 39, "the status line keeps the last row")
        #expect(session.text.split(separator: "\n").first?.count == 160)
    }

    @Test func theDefaultSplitStaysHalfAndHalfAfterAResize() throws {
        let session = HeadlessSession(example: "split-screen")
        session.resize(to: Size(width: 160, height: 40))
        #expect(try #require(session.windowManager.pane(named: "feed")).frame.width == 80)
        #expect(try #require(session.windowManager.pane(named: "chat")).frame.width == 80)
    }

    @Test func aTooSmallTerminalShowsAMessageAndRecovers() {
        let session = HeadlessSession(example: "split-screen")
        session.resize(to: Size(width: 20, height: 6))
        #expect(session.text.contains("Too small: 20x6"))
        #expect(!session.hasQuit)
        session.resize(to: Size(width: 100, height: 30))
        #expect(!session.text.contains("oo small"))
        #expect(session.text(ofPane: "feed").contains("Swift Tips"))
    }

    @Test func qQuitsButTypesInTheNewMessageField() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.activate(downBy: 3)
        session.type("qz")
        #expect(!session.hasQuit)
        #expect(session.windowManager.zoomedPane == nil)
        #expect(session.text(ofPane: "chat").contains("To: qz"))
        // Leave the field (Down to the buttons), then q quits.
        session.press(.down)
        session.press(.character("q"))
        #expect(session.hasQuit)
    }

    @Test func theTextFieldKeepsItsTextWhenComingBack() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.activate(downBy: 3)
        session.type("Jane")
        session.press(.tab, .enter, .backspace, .tab)
        #expect(session.text(ofPane: "chat").contains("To: Jane"))
    }
}
