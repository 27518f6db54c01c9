import NavPilot
import NavPilotTUI
import Observation
import Testing

/// Counts how often a body is evaluated (the pass of its pane ran).
@MainActor
final class BodyCount {
    var value = 0
}

@MainActor
@Observable
final class Headline {
    var text = "Morning"
}

@MainActor
struct CountedHeadline: View {
    let headline: Headline
    let count: BodyCount

    var body: some View {
        count.value += 1
        return VStack {
            Text(headline.text)
            Button("Refresh") { headline.text = "Refreshed" }
        }
    }
}

@MainActor
@Suite("Panes nothing reached are shown again from their last frame, and drawn anew once anything they read changes")
struct FrameReuseTests {
    private func twoPanes(_ left: Headline, _ right: Headline, counts: (BodyCount, BodyCount)) -> HeadlessSession {
        HeadlessSession(
            Session("two") {
                Pane("left") { CountedHeadline(headline: left, count: counts.0) }
                Pane("right") { CountedHeadline(headline: right, count: counts.1) }
            }, size: Size(width: 80, height: 12))
    }

    @Test func aKeyInOnePaneLeavesTheOtherPanesPassAlone() {
        let counts = (BodyCount(), BodyCount())
        let session = twoPanes(Headline(), Headline(), counts: counts)
        let right = counts.1.value
        session.press(.down)
        session.press(.up)
        #expect(counts.0.value > 1, "the focused pane renders the keys it got")
        #expect(counts.1.value == right, "the right pane got nothing and read nothing that changed")
        #expect(session.text.contains("Morning"))
    }

    @Test func stateAnUnfocusedPaneReadsChangedFromATaskShowsAfterSettling() async {
        let right = Headline()
        let session = twoPanes(Headline(), right, counts: (BodyCount(), BodyCount()))
        // A frame that showed the right pane again: only the pane's own tracking still watches it.
        session.press(.down)
        await Task { @MainActor in right.text = "From a task" }.value
        await session.settle()
        let rightPane = session.text(ofPane: "right")
        #expect(rightPane.contains("From a task"))
        #expect(!session.text(ofPane: "left").contains("From a task"))
    }

    @Test func anActionInOnePaneThatChangesWhatAnotherShowsRedrawsTheOther() {
        let shared = Headline()
        let session = twoPanes(shared, shared, counts: (BodyCount(), BodyCount()))
        session.press(.down)
        session.press(.enter)
        #expect(session.text(ofPane: "right").contains("Refreshed"), "the right pane read the text the left changed")
    }

    /// The frame a full pass of every pane gives now.
    private func anew(_ session: HeadlessSession) -> CellBuffer {
        var buffer = CellBuffer(size: session.screen.size)
        session.windowManager.renderAnew(into: &buffer)
        return buffer
    }

    @Test func focusAndSizeChangesLayThePaneOutAgainWithoutEvaluatingItsViews() {
        let counts = (BodyCount(), BodyCount())
        let session = twoPanes(Headline(), Headline(), counts: counts)
        let (left, right) = (counts.0.value, counts.1.value)
        let before = session.text(ofPane: "right")
        let unfocused = session.screen
        session.press(.tab)
        #expect(session.screen != unfocused, "the pane that got the focus shows its selection")
        #expect(session.screen == anew(session), "as a full pass draws it")
        session.resize(to: Size(width: 90, height: 12))
        #expect(session.screen == anew(session), "a pane in a new rectangle is laid out there")
        #expect(session.text(ofPane: "right") == before)
        // `anew` evaluated each body once; the focus change and the resize evaluated none.
        #expect(counts.0.value == left + 2 && counts.1.value == right + 2)
    }

    @Test func aNewThemeReachesEveryPane() {
        let counts = (BodyCount(), BodyCount())
        let session = twoPanes(Headline(), Headline(), counts: counts)
        let right = counts.1.value
        session.windowManager.theme.selection = Style(foreground: .magenta, bold: true)
        session.render()
        session.loop.setNeedsRender()
        session.render()
        #expect(counts.1.value > right)
        #expect(session.screen == anew(session))
    }

    @Test func renderingAnewGivesTheFrameTheReusedPanesShow() {
        let session = twoPanes(Headline(), Headline(), counts: (BodyCount(), BodyCount()))
        session.press(.down)
        session.press(.tab)
        session.press(.down)
        var anew = CellBuffer(size: session.screen.size)
        session.windowManager.renderAnew(into: &anew)
        #expect(anew == session.screen)
    }

    /// The window draws its frame before the event loop's tracking and declares what it read once:
    /// every change of the window made from code (a scenario, a task) still asks for a frame.
    @Test func everyChangeOfTheWindowMadeFromCodeAsksForAFrame() {
        let session = twoPanes(Headline(), Headline(), counts: (BodyCount(), BodyCount()))
        let window = session.windowManager
        let changes: [(String, () -> Void)] = [
            ("status message", { window.statusMessage = "Saved" }),
            ("focus", { window.focusNext() }),
            ("zoom", { window.toggleZoom() }),
            ("help", { window.toggleHelp() }),
            ("layout", { window.layout = .stacked(["left", "right"]) }),
        ]
        for (name, change) in changes {
            session.render()
            #expect(!session.loop.needsRender, "nothing is pending before the \(name) changes")
            change()
            #expect(session.loop.needsRender, "a change of the \(name) asks for a frame")
        }
        session.render()
        #expect(session.text.contains("Saved"))
    }
}
