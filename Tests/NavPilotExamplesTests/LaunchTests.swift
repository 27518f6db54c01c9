import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

@MainActor
@Suite("Launching: --example, --panes, --open")
struct LaunchTests {
    @Test func noOptionsIsTheSplitScreen() throws {
        let launch = try Examples.launch()
        #expect(launch.session.name == "split-screen")
        #expect(launch.focus == nil)
    }

    @Test func exampleByNameOrNumber() throws {
        #expect(try Examples.launch(example: "parameters").session.name == "parameters")
        #expect(try Examples.launch(example: "7").session.name == "inspector")
        #expect(throws: LaunchError.unknownExample("nine")) { try Examples.launch(example: "nine") }
        #expect(throws: LaunchError.exampleAndPanes) { try Examples.launch(example: "1", panes: ["2"]) }
    }

    @Test func composedPanesAreNamedByExampleWhenTheyWouldClash() throws {
        let session = try Examples.composedSession(["push-pop", "parameters", "split-screen"])
        #expect(session.panes.map(\.name) == ["push-pop", "parameters", "feed", "chat"])
        #expect(session.name == "push-pop,parameters,split-screen")
    }

    @Test func composedSessionRunsEveryPaneIndependently() throws {
        let session = HeadlessSession(try Examples.composedSession(["1", "parameters"]))
        #expect(session.text.contains("push-pop · Home"))
        #expect(session.text.contains("parameters · Catalog"))
        session.press(.enter)
        session.press(.tab)
        session.activate(downBy: 2)
        #expect(session.stack("push-pop") == ["home", "detail(id: 11)"])
        #expect(session.stack("parameters") == ["catalog", #"product({id: 3, name: "Mouse"})"#])
        #expect(session.text(ofPane: "parameters").contains("Mouse (id 3)"))
    }

    @Test func composingMistakesAreReported() {
        #expect(throws: LaunchError.repeatedExample("push-pop")) { try Examples.composedSession(["push-pop", "1"]) }
        #expect(throws: LaunchError.unknownExample("x")) { try Examples.composedSession(["push-pop", "x"]) }
        #expect(throws: LaunchError.noPanes) { try Examples.composedSession([]) }
    }

    @Test func aSessionLinkRestoresEveryPaneAndTheFocus() throws {
        let link =
            "navpilot://session?focus=chat&pane=feed&r=feed&r=post(id:1,title:%22Swift%20Tips%22)"
            + "&pane=chat&r=inbox&r=thread(id:2,with:%22Bob%22)"
        let launch = try Examples.launch(link: link)
        #expect(launch.focus == "chat")
        let session = HeadlessSession(launch.session)
        // navpilot configures before the first frame; here the first frame is already drawn, and the
        // window manager's focus is not observed state, so ask for a new frame.
        launch.configure(session.windowManager)
        session.loop.setNeedsRender()
        session.render()
        #expect(session.windowManager.focusedPane.name == "chat")
        #expect(session.pilot(FeedRoute.self, pane: "feed")?.stack == [.feed, .post(id: 1, title: "Swift Tips")])
        #expect(session.pilot(ChatRoute.self, pane: "chat")?.stack == [.inbox, .thread(id: 2, with: "Bob")])
        #expect(session.text.contains("[chat]"))
        // Screens that were never shown are named by their titles in the breadcrumb, as shown ones are.
        #expect(session.text.contains("chat · Inbox › Bob"))
        #expect(session.text.contains("feed · Feed › Swift Tips"))
        #expect(session.text(ofPane: "chat").contains("Conversation 2 with Bob."))
    }

    @Test func aSessionLinkWorksWithComposedPanes() throws {
        let launch = try Examples.launch(
            panes: ["push-pop", "inspector"],
            link: "navpilot://session?pane=push-pop&r=home&r=detail(id:11)&pane=inspector&r=home&r=settings")
        #expect(launch.session.pane(named: "push-pop")?.pilot?.stackDescriptions == ["home", "detail(id: 11)"])
        #expect(launch.session.pane(named: "inspector")?.pilot?.stackDescriptions == ["home", "settings"])
    }

    @Test func badLinksAreTypedErrorsAndChangeNothing() throws {
        #expect(throws: LaunchError.open(.notAURL(""))) { try Examples.launch(link: "") }
        #expect(throws: LaunchError.self, "a stack link no pane's routes take") {
            try Examples.launch(link: "navpilot://stack?r=nowhere")
        }
        #expect(throws: LaunchError.open(.link(.wrongHost(expected: "session", found: "elsewhere")))) {
            try Examples.launch(link: "navpilot://elsewhere?r=feed")
        }
        #expect(throws: LaunchError.open(.unknownPane("main", available: ["feed", "chat"]))) {
            try Examples.launch(link: "navpilot://session?pane=main&r=home")
        }
        #expect(throws: LaunchError.open(.unknownFocus("nope", available: ["feed", "chat"]))) {
            try Examples.launch(link: "navpilot://session?focus=nope&pane=feed&r=feed")
        }
        do {
            _ = try Examples.launch(link: "navpilot://session?pane=feed&r=feed&pane=chat&r=inbx")
            Issue.record("a bad route must be refused")
        } catch {
            #expect("\(error)".contains("pane 'chat': entry 0: 1:1: unknown case 'inbx' of ChatRoute"))
        }
    }

    @Test func aSessionLinkWithTwoBadRoutesReportsBothAndChangesNoPane() throws {
        let link = "navpilot://session?pane=feed&r=feed&r=feeed&pane=chat&r=inbx"
        do {
            _ = try Examples.launch(link: link)
            Issue.record("a link with bad routes must be refused")
        } catch {
            #expect(
                error.description
                    == "cannot open the link: 2 problems: (1) pane 'feed': entry 1: 1:1: unknown case 'feeed' of FeedRoute; "
                    + "expected one of feed, post, authorProfile; (2) pane 'chat': entry 0: 1:1: unknown case 'inbx' "
                    + "of ChatRoute; expected one of inbox, thread, newMessage")
        }
        let session = SplitScreenExample.example.make()
        #expect(throws: SessionOpenError.self) { try session.open(SessionLink(text: link)) }
        #expect(session.pane(named: "feed")?.pilot?.stackDescriptions == ["feed"])
        #expect(session.pane(named: "chat")?.pilot?.stackDescriptions == ["inbox"])
    }

    @Test func aLinkWithOneBadPaneLeavesTheOtherPanesAlone() throws {
        let session = SplitScreenExample.example.make()
        let link = try SessionLink(
            text: "navpilot://session?pane=feed&r=feed&r=authorProfile(name:%22A%22)&pane=chat&r=x")
        #expect(throws: SessionOpenError.self) { try session.open(link) }
        #expect(session.pane(named: "feed")?.pilot?.depth == 1)
    }

    @Test func callbackRoutesCannotComeFromALink() {
        #expect(throws: LaunchError.self) {
            try Examples.launch(example: "callback", link: "navpilot://session?pane=main&r=start")
        }
    }
}
