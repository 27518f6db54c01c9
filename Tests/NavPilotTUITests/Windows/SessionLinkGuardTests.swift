import NavPilot
import NavPilotTUI
import Testing

enum LockedRoute: Hashable, Codable {
    case home
    case open
    case locked
}

@MainActor
@Suite("Session links and route guards")
struct SessionLinkGuardTests {
    @Test func aLinkWithOneRefusedEntryChangesNoPaneAndNamesTheEntry() throws {
        let first = NavPilot(initial: LockedRoute.home)
        let second = NavPilot(initial: LockedRoute.home) { route, _ in route != .locked }
        let session = Session("two") {
            Pane("a", pilot: first) { Text("a") }
            Pane("b", pilot: second) { Text("b") }
        }
        let link = try SessionLink(text: "navpilot://session?pane=a&r=home&r=open&pane=b&r=home&r=locked")
        #expect(throws: SessionOpenError.route(pane: "b", .deepLink(.blocked(index: 1, route: "locked")))) {
            try session.open(link)
        }
        #expect(first.stack == [.home])
        #expect(second.stack == [.home])
        #expect(
            SessionOpenError.route(pane: "b", .deepLink(.blocked(index: 1, route: "locked"))).description
                == "pane 'b': entry 1: the route guard refused locked")
    }

    @Test func aLinkWithSeveralBadEntriesNamesEachByPaneAndIndexAndChangesNoPane() throws {
        let first = NavPilot(initial: LockedRoute.home)
        first.push(.open)
        let second = NavPilot(initial: LockedRoute.home) { route, _ in route != .locked }
        let session = Session("two") {
            Pane("a", pilot: first) { Text("a") }
            Pane("b", pilot: second) { Text("b") }
        }
        let link = try SessionLink(text: "navpilot://session?pane=a&r=home&r=opn&pane=b&r=hme&r=open&r=locked")
        do {
            try session.open(link)
            Issue.record("a link with bad entries must be refused")
        } catch {
            #expect(
                error.description
                    == "3 problems: (1) pane 'a': entry 1: 1:1: unknown case 'opn' of LockedRoute; "
                    + "(2) pane 'b': entry 0: 1:1: unknown case 'hme' of LockedRoute; "
                    + "(3) pane 'b': entry 2: the route guard refused locked")
        }
        #expect(first.stack == [.home, .open])
        #expect(second.stack == [.home])
    }

    @Test func aLinkWithOneBadEntryNamesItsIndex() throws {
        let pilot = NavPilot(initial: LockedRoute.home)
        let session = Session("one") { Pane("a", pilot: pilot) { Text("a") } }
        let link = try SessionLink(text: "navpilot://session?pane=a&r=home&r=opn")
        #expect(
            throws: SessionOpenError.route(
                pane: "a",
                .deepLink(
                    .malformedEntry(
                        index: 1, NotationError(line: 1, column: 1, message: "unknown case 'opn' of LockedRoute"))))
        ) {
            try session.open(link)
        }
        #expect(pilot.stack == [.home])
    }

    @Test func anUnknownPaneIsReportedWithTheBadEntriesOfTheOthers() throws {
        let pilot = NavPilot(initial: LockedRoute.home)
        let session = Session("one") { Pane("a", pilot: pilot) { Text("a") } }
        let link = try SessionLink(text: "navpilot://session?pane=z&r=home&pane=a&r=opn")
        #expect(
            throws: SessionOpenError.several([
                .unknownPane("z", available: ["a"]),
                .route(
                    pane: "a",
                    .deepLink(
                        .malformedEntry(
                            index: 0,
                            NotationError(line: 1, column: 1, message: "unknown case 'opn' of LockedRoute")))),
            ])
        ) {
            try session.open(link)
        }
        #expect(pilot.stack == [.home])
    }
}

@MainActor
@Suite("Navigation transitions across panes")
struct TransitionAcrossPanesTests {
    @Test func otherPanesKeepWorkingWhileOneAnimates() {
        let left = NavPilot(initial: SlideRoute.home)
        let right = NavPilot(initial: SlideRoute.home)
        let screens: (SlideRoute) -> Text = { $0 == .home ? Text("HOME HOME") : Text("DETAIL") }
        let session = HeadlessSession(
            Session("two") {
                Pane("left", pilot: left) { NavPilotHost(left) { screens($0) } }
                Pane("right", pilot: right) { NavPilotHost(right) { screens($0) } }
            }, size: Size(width: 60, height: 10))
        session.windowManager.animatesTransitions = true
        session.loop.setNeedsRender()
        session.render()
        session.windowManager.focus("right")
        left.push(.detail, withAnimation: .slideVertical)
        session.render()
        #expect(session.windowManager.isPlayingTransition)
        // A key in the right pane acts there and leaves the left pane's transition playing.
        right.push(.detail)
        session.press(.escape)
        #expect(right.stack == [.home])
        #expect(session.windowManager.isPlayingTransition)
        for _ in 0..<6 {
            session.loop.setNeedsRender()
            session.render()
        }
        #expect(!session.windowManager.isPlayingTransition)
        #expect(session.text(ofPane: "left").contains("DETAIL"))
    }

    @Test func theFirstPushAfterLaunchPlaysItsTransition() {
        let pilot = NavPilot(initial: SlideRoute.home)
        let window = WindowManager(
            session: Session("one") {
                Pane("main", pilot: pilot) { NavPilotHost(pilot) { Text($0 == .home ? "HOME" : "DETAIL") } }
            })
        // As a live terminal has it: animation on before the first frame.
        window.animatesTransitions = true
        window.playsTransitionsByTimer = false
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 8))
        let loop = EventLoop(app: window, backend: terminal)
        loop.step([])
        pilot.push(.detail, withAnimation: .slideVertical)
        loop.step([])
        #expect(window.isPlayingTransition, "no key came first, and the push still plays")
    }
}
