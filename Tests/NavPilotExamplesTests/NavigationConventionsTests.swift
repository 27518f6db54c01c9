import Foundation
import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

@MainActor
@Suite("Breadcrumbs, scrolling and selection")
struct WhereYouAreTests {
    /// The top border row of `pane`.
    private func titleRow(_ session: HeadlessSession, _ pane: String = "main") -> String {
        let frame = session.windowManager.pane(named: pane)!.frame
        return session.screen.lines[frame.y]
    }

    @Test func aLongBreadcrumbKeepsTheCurrentScreenAndElidesTheStartWithAnEllipsis() {
        let session = HeadlessSession(example: "inspector", size: Size(width: 40, height: 20))
        let pilot = session.pilot(InspectorRoute.self)!
        for id in 1...6 { pilot.push(.detail(id: id)) }
        session.render()
        let title = titleRow(session)
        #expect(title.contains("… › "), "\(title)")
        #expect(title.contains("Detail 6 "), "\(title)")
    }

    @Test func screensRestoredFromALinkAreNamedByTheirTitlesNotTheirRoutes() throws {
        let launch = try Examples.launch(
            link: "navpilot://session?pane=feed&r=feed&r=post(id:1,title:%22Swift%20Tips%22)")
        let session = HeadlessSession(launch.session)
        #expect(session.text.contains("feed · Feed › Swift Tips"))
    }

    @Test func screensPushedInABatchAreNamedByTheirTitles() {
        let session = HeadlessSession(example: "parameters")
        let pilot = session.pilot(ParametersRoute.self)!
        pilot.push(.product(.keyboard))
        pilot.push(.checkout(items: ["Keyboard"]))
        session.render()
        #expect(!session.text.contains("product("), "\(titleRow(session))")
        #expect(titleRow(session).contains("Keyboard"))
    }

    @Test func clickingABreadcrumbGoesBackToThatScreen() {
        let session = HeadlessSession(example: "push-pop")
        session.activate(downBy: 0)  // Detail
        session.activate(downBy: 0)  // Nested Detail
        #expect(session.stack().count == 3)
        let row = session.windowManager.pane(named: "main")!.frame.y
        let line = session.screen.lines[row]
        let column = line.distance(from: line.startIndex, to: line.range(of: "Home")!.lowerBound)
        session.click(at: Point(x: column + 1, y: row))
        #expect(session.stack() == ["home"])
    }

    @Test func contentThatContinuesBelowSaysHowManyRowsAreHidden() {
        let session = HeadlessSession(example: "deep-link", size: Size(width: 60, height: 10))
        #expect(session.text.contains("↓ "), "\(session.text)")
        #expect(session.text.range(of: "↓ [0-9]+ more", options: .regularExpression) != nil)
    }

    @Test func onASmallScreenTheMoreIndicatorsTakeRowsOfTheirOwnAndNeverCoverTheSelection() {
        let session = HeadlessSession(example: "split-screen", size: Size(width: 30, height: 8))
        session.press(.tab, .enter)  // chat: Alice's conversation, taller than the pane
        for _ in 0..<4 {
            let rows = session.text(ofPane: "chat").split(separator: "\n").map(String.init)
            let selected = rows.contains { row in row.contains("▸") }
            #expect(selected, "the selection is shown: \(rows)")
            for row in rows where row.contains(" more") {
                #expect(!row.contains("▸"), "no indicator on the selection's row: \(rows)")
                let rest = row.replacingOccurrences(of: "[↑↓] [0-9]+ more", with: "", options: .regularExpression)
                #expect(rest.trimmingCharacters(in: .whitespaces).isEmpty, "nothing beside an indicator: \(row)")
            }
            session.press(.down)
        }
        #expect(session.text(ofPane: "chat").contains("↑ "), "content above is still said: \(session.text)")
    }

    @Test func onATinyPaneTheContentGetsEveryRowAndTheIndicatorsGo() {
        let session = HeadlessSession(example: "split-screen", size: Size(width: 30, height: 6))
        session.press(.tab, .enter)
        let rows = session.text(ofPane: "chat").split(separator: "\n").map(String.init)
        let selected = rows.contains { row in row.contains("▸") }
        let indicated = rows.contains { row in row.contains(" more") }
        #expect(selected, "\(rows)")
        #expect(!indicated, "too small for indicators: \(rows)")
    }

    @Test func homeAfterEndShowsTheFirstLinesAgain() {
        let session = HeadlessSession(example: "deep-link", size: Size(width: 60, height: 10))
        let firstFrame = session.text(ofPane: "main")
        let firstLine = firstFrame.split(separator: "\n").dropFirst(2).first.map(String.init) ?? ""
        session.press(.end)
        session.press(.home)
        #expect(session.text(ofPane: "main").contains(firstLine.trimmingCharacters(in: .whitespaces)))
        #expect(session.text.range(of: "↑ [0-9]+ more", options: .regularExpression) == nil)
    }

    @Test func pageUpFromTheFirstControlScrollsToTheTopOfTheContent() {
        let session = HeadlessSession(example: "deep-link", size: Size(width: 60, height: 10))
        session.press(.end)
        session.press(.pageUp, .pageUp, .pageUp, .pageUp, .pageUp)
        #expect(session.text.range(of: "↑ [0-9]+ more", options: .regularExpression) == nil, "\(session.text)")
    }

    @Test func theWheelScrollsThePaneUnderTheMouseAndLeavesTheFocus() {
        let session = HeadlessSession(example: "deep-link", size: Size(width: 60, height: 10))
        let before = session.text(ofPane: "main")
        session.send([.mouse(MouseEvent(position: Point(x: 10, y: 4), button: .none, kind: .scrollDown))])
        #expect(session.text(ofPane: "main") != before)
        #expect(session.text.range(of: "↑ [0-9]+ more", options: .regularExpression) != nil)
        session.send([.mouse(MouseEvent(position: Point(x: 10, y: 4), button: .none, kind: .scrollUp))])
        #expect(session.text(ofPane: "main") == before)
    }

    @Test func theWheelOverAnUnfocusedPaneScrollsItWithoutFocusingIt() {
        let session = HeadlessSession(
            try! Examples.launch(panes: ["split-screen", "deep-link"]).session, size: Size(width: 120, height: 10))
        let pane = session.windowManager.panes.first { $0.name == "deep-link" }!
        #expect(session.windowManager.focusedPane !== pane)
        let before = session.text(ofPane: "deep-link")
        let point = Point(x: pane.frame.x + 4, y: pane.frame.y + 4)
        session.send([.mouse(MouseEvent(position: point, button: .none, kind: .scrollDown))])
        #expect(session.text(ofPane: "deep-link") != before)
        #expect(session.windowManager.focusedPane !== pane)
    }

    @Test func theFocusedPaneHighlightsTheWholeSelectedRow() {
        let session = HeadlessSession(example: "split-screen")
        let row = session.screen.lines.firstIndex { $0.contains("▸ Swift Tips") }!
        let frame = session.windowManager.pane(named: "feed")!.frame
        let farRight = session.screen[x: frame.maxX - 4, y: row]
        #expect(farRight.style.background == Theme.standard.selectionRow.background)
    }

    @Test func anUnfocusedPaneKeepsItsSelectionVisibleAndDimmed() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.press(.down)  // chat: Bob
        session.press(.tab)  // back to the feed
        #expect(session.text(ofPane: "chat").contains("▸ Bob"))
        let row = session.screen.lines.firstIndex { $0.contains("▸ Bob") }!
        let column = session.screen.lines[row].distance(
            from: session.screen.lines[row].startIndex, to: session.screen.lines[row].range(of: "Bob")!.lowerBound)
        let cell = session.screen[x: column, y: row]
        #expect(cell.style.foreground == Theme.standard.inactiveSelection.foreground)
        #expect(cell.style.background == nil)
    }
}

@MainActor
@Suite("Inspector and too-small message")
struct InspectorAndTooSmallTests {
    /// The screen above the status line as one line of words, to read a wrapped message.
    private func message(_ session: HeadlessSession) -> String {
        session.screen.lines.dropLast().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    @Test func theInspectorSaysHowManyOlderEntriesAreHiddenAndHomeEndJumpToTheEnds() {
        let session = HeadlessSession(example: "inspector", size: Size(width: 60, height: 20))
        let pilot = session.pilot(InspectorRoute.self)!
        for id in 1...30 { pilot.push(.detail(id: id)) }
        session.render()
        #expect(session.text.range(of: "[0-9]+ older hidden", options: .regularExpression) != nil, "\(session.text)")
        session.press(.home)
        #expect(session.text.contains("0: home"))
        #expect(session.text.range(of: "[0-9]+ newer hidden", options: .regularExpression) != nil)
        session.press(.end)
        #expect(!session.text.contains("newer hidden"))
    }

    @Test func theInspectorHeaderKeepsTheDepthInANarrowPane() {
        let session = HeadlessSession(example: "inspector", size: Size(width: 24, height: 20))
        let pilot = session.pilot(InspectorRoute.self)!
        for id in 1...30 { pilot.push(.detail(id: id)) }
        session.render()
        #expect(session.text.contains("depth 31"), "\(session.text)")
    }

    @Test func theTooSmallMessageUsesTheRightGrammarAndWrapsInsteadOfCutting() {
        let session = HeadlessSession(example: "push-pop", size: Size(width: 11, height: 12))
        #expect(message(session).contains("1 pane needs at least 12x5."), "\(session.text)")
        #expect(message(session).contains("Terminal too small: 11x12"))
        #expect(!message(session).contains("…"))
        #expect(!session.text.contains("zoom"))
        let two = HeadlessSession(example: "split-screen", size: Size(width: 20, height: 12))
        #expect(message(two).contains("2 panes need at least 12x5 each."), "\(two.text)")
    }

    @Test func theTooSmallMessageDoesNotOfferZoomWhileZoomed() {
        let session = HeadlessSession(example: "split-screen", size: Size(width: 22, height: 12))
        #expect(session.text.contains("z zooms"), "\(session.text)")
        session.press(KeyPress(.character("z")))
        session.resize(to: Size(width: 11, height: 12))
        #expect(message(session).contains("1 pane needs"))
        #expect(!session.text.contains("z zooms"), "\(session.text)")
    }
}

@MainActor
@Suite("Focus between panes")
struct PaneFocusTests {
    @Test func whileZoomedAltArrowsMoveTheFocusToTheNeighbourPane() {
        let session = HeadlessSession(example: "split-screen")
        session.press(KeyPress(.character("z")))
        session.press(KeyPress(.right, .alt))
        #expect(session.windowManager.focusedPane.name == "chat")
        #expect(session.windowManager.zoomedPane == "chat")
    }

    @Test func directionalFocusPrefersThePaneWithTheMostOverlap() throws {
        let session = HeadlessSession(
            try Examples.launch(panes: ["4", "5", "6", "7"]).session, size: Size(width: 160, height: 40))
        let manager = session.windowManager
        // The pane whose frame reaches the bottom-right corner.
        let bottomRight = manager.panes.max { ($0.frame.maxX + $0.frame.maxY) < ($1.frame.maxX + $1.frame.maxY) }!
        manager.focus(bottomRight.name)
        session.render()
        let from = bottomRight.frame
        manager.focus(toward: .up)
        let chosen = manager.focusedPane.frame
        let overlap = min(from.maxX, chosen.maxX) - max(from.x, chosen.x)
        for pane in manager.panes where pane.frame.maxY <= from.y && pane.frame.maxY == chosen.maxY {
            let other = min(from.maxX, pane.frame.maxX) - max(from.x, pane.frame.x)
            #expect(overlap >= other, "\(pane.name) overlaps \(other) columns, \(manager.focusedPane.name) \(overlap)")
        }
    }
}

@MainActor
@Suite("Text fields and demo content")
struct TextFieldAndDemoTests {
    private func newMessage() -> HeadlessSession {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.activate(downBy: 3)
        return session
    }

    @Test func emacsKeysMoveAndEraseInATextField() {
        let session = newMessage()
        session.type("Jane Doe")
        session.press(KeyPress(.character("a"), .control))
        session.type(">")
        #expect(session.text(ofPane: "chat").contains("To: >Jane Doe"))
        session.press(KeyPress(.character("e"), .control))
        session.type("!")
        #expect(session.text(ofPane: "chat").contains("To: >Jane Doe!"))
        session.press(KeyPress(.character("b"), .alt))
        session.press(KeyPress(.character("k"), .control))
        #expect(session.text(ofPane: "chat").contains("To: >Jane"))
        #expect(!session.text(ofPane: "chat").contains("Doe"))
        session.press(KeyPress(.character("b"), .alt))
        session.press(KeyPress(.character("f"), .alt))
        session.type("t")
        #expect(session.text(ofPane: "chat").contains("To: >Janet"))
        session.press(KeyPress(.character("u"), .control))
        #expect(!session.text(ofPane: "chat").contains("Jane"))
    }

    @Test func typedTextStaysWithItsScreenWhileItIsOnTheStack() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.activate(downBy: 3)
        session.type("Jane")
        let pilot = session.pilot(ChatRoute.self, pane: "chat")!
        pilot.push(.thread(id: 1, with: "Alice"))
        session.render()
        #expect(!session.text(ofPane: "chat").contains("Jane"))
        pilot.pop()
        session.render()
        #expect(session.text(ofPane: "chat").contains("To: Jane"))
        // Once the screen leaves the stack, its text goes with it.
        pilot.pop()
        pilot.push(.newMessage)
        session.render()
        #expect(!session.text(ofPane: "chat").contains("Jane"))
    }

    @Test func sendAndGoToInboxAcknowledgesTheRecipient() {
        let session = newMessage()
        session.type("Jane")
        session.press(.down)
        session.press(.enter)
        #expect(session.stack("chat") == ["inbox"])
        #expect(session.text(ofPane: "chat").contains("Message sent to Jane."))
    }

    @Test func replaceWithMonitorIsNotOfferedOnTheMonitorPage() {
        let session = HeadlessSession(example: "parameters")
        let pilot = session.pilot(ParametersRoute.self)!
        pilot.push(.product(.keyboard))
        session.render()
        #expect(session.text.contains("Replace with Monitor"))
        pilot.replaceCurrent(with: .product(.monitor))
        session.render()
        #expect(session.text.contains("Monitor (id 2)"))
        #expect(!session.text.contains("Replace with Monitor"))
    }
}
