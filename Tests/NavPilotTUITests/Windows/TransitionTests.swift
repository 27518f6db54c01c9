import NavPilot
import NavPilotTUI
import Testing

/// Routes of a one-pane session for transition tests.
enum SlideRoute: Hashable {
    case home
    case detail
}

@MainActor
@Suite("Navigation transitions in the terminal (DESIGN 3.8)")
struct TransitionTests {
    /// A one-pane session whose home screen says "HOME" and whose detail says "DETAIL".
    private func session(animated: Bool) -> (HeadlessSession, NavPilot<SlideRoute>) {
        let pilot = NavPilot(initial: SlideRoute.home)
        let session = HeadlessSession(
            Session("slide") {
                Pane("main", pilot: pilot) {
                    NavPilotHost(pilot) { route in
                        switch route {
                        case .home: Text("HOME HOME HOME")
                        case .detail: Text("DETAIL DETAIL")
                        }
                    }
                }
            }, size: Size(width: 40, height: 8))
        session.windowManager.animatesTransitions = animated
        nextFrame(session)  // the first frame the window manager sees with animation on
        return (session, pilot)
    }

    /// Renders the next frame as the animation timer would ask for it.
    private func nextFrame(_ session: HeadlessSession) {
        session.loop.setNeedsRender()
        session.render()
    }

    @Test func aSlidePlaysAHandfulOfFramesThenShowsTheNewScreen() {
        let (session, pilot) = session(animated: true)
        pilot.push(.detail, withAnimation: .slide)
        session.render()
        var frames = [session.text(ofPane: "main")]
        for _ in 0..<8 {
            nextFrame(session)
            frames.append(session.text(ofPane: "main"))
        }
        let final = frames.last!
        #expect(final.contains("DETAIL") && !final.contains("HOME"))
        let animated = frames.prefix { $0 != final }
        #expect(animated.count == 4, "frames before the final one: \(animated.count)")
        // Mid-slide both screens show: the old on the left, the new coming in from the right.
        #expect(animated.contains { $0.contains("HOME") && $0.contains("DETAIL") })
    }

    @Test func aPopPlaysThePushedStyleInReverse() {
        let (session, pilot) = session(animated: true)
        pilot.push(.detail, withAnimation: .slide)
        session.render()
        for _ in 0..<6 { nextFrame(session) }
        pilot.pop()
        session.render()
        let lines = session.text(ofPane: "main").split(separator: "\n", omittingEmptySubsequences: false)
        let first = lines.first { $0.contains("HOME") } ?? ""
        // Reversed slide: the detail leaves to the right, home is uncovered on the left.
        let home = first.range(of: "HOME")
        let detail = first.range(of: "DETAIL")
        #expect(home != nil && detail != nil)
        if let home, let detail { #expect(home.lowerBound < detail.lowerBound) }
        for _ in 0..<6 { nextFrame(session) }
        #expect(!session.text(ofPane: "main").contains("DETAIL"))
    }

    /// Mid-way through a reversed slide the home screen comes back from the left.
    private func showsReversedSlide(_ session: HeadlessSession) -> Bool {
        let lines = session.text(ofPane: "main").split(separator: "\n", omittingEmptySubsequences: false)
        let first = lines.first { $0.contains("HOME") } ?? ""
        guard let home = first.range(of: "HOME"), let detail = first.range(of: "DETAIL") else { return false }
        return home.lowerBound < detail.lowerBound
    }

    @Test func theBackKeyAndTheHostsBackGesturePlayThePushedStyleInReverse() throws {
        let (session, pilot) = session(animated: true)
        pilot.push(.detail, withAnimation: .slide)
        session.render()
        for _ in 0..<6 { nextFrame(session) }
        _ = session.press(.escape)
        #expect(pilot.stack == [.home])
        #expect(showsReversedSlide(session), "\(session.text(ofPane: "main"))")
        for _ in 0..<6 { nextFrame(session) }

        pilot.push(.detail, withAnimation: .slide)
        session.render()
        for _ in 0..<6 { nextFrame(session) }
        // The gesture a host turns into a stack update (`syncTail`), as scenario `Back` sends it.
        try (pilot as any PilotControl).perform(.back)
        session.render()
        #expect(pilot.stack == [.home])
        #expect(showsReversedSlide(session), "\(session.text(ofPane: "main"))")
    }

    @Test func onlyThePanesContentChangesDuringATransition() {
        let (session, pilot) = session(animated: true)
        pilot.push(.detail, withAnimation: .windmill)
        session.render()
        let midFrame = session.screen
        for _ in 0..<6 { nextFrame(session) }
        let final = session.screen
        let content = session.windowManager.focusedPane.frame.inset(by: 1)
        var differences = 0
        for y in 0..<final.size.height {
            for x in 0..<final.size.width where midFrame[x: x, y: y] != final[x: x, y: y] {
                #expect(content.contains(Point(x: x, y: y)), "cell \(x),\(y) outside the content changed")
                differences += 1
            }
        }
        #expect(differences > 0)
    }

    @Test func aKeyDuringATransitionEndsItAndActsOnTheNewScreen() {
        let (session, pilot) = session(animated: true)
        pilot.push(.detail, withAnimation: .fadeOut)
        session.render()
        #expect(session.text(ofPane: "main").contains("HOME"))
        session.press(.escape)  // the back key, on the detail screen
        #expect(pilot.stack == [.home])
    }

    @Test func headlessSessionsDrawOnlyTheFinalFrame() {
        let (session, pilot) = session(animated: false)
        pilot.push(.detail, withAnimation: .slide)
        session.render()
        #expect(session.text(ofPane: "main").contains("DETAIL") && !session.text(ofPane: "main").contains("HOME"))
    }

    @Test func everyStyleEndsOnTheNewScreenBothWays() {
        for style in NavPilotNavigationTransition.allCases {
            let (session, pilot) = session(animated: true)
            pilot.push(.detail, withAnimation: style)
            for _ in 0..<6 { nextFrame(session) }
            #expect(session.text(ofPane: "main").contains("DETAIL"), "\(style)")
            pilot.pop()
            for _ in 0..<6 { nextFrame(session) }
            #expect(session.text(ofPane: "main").contains("HOME HOME HOME"), "\(style)")
        }
    }

    @Test func reduceMotionIsAnyValueButEmptyOrZero() {
        #expect(TerminalSession.reducesMotion("1"))
        #expect(TerminalSession.reducesMotion("yes"))
        #expect(!TerminalSession.reducesMotion("0"))
        #expect(!TerminalSession.reducesMotion(""))
        #expect(!TerminalSession.reducesMotion(nil))
    }
}
