import NavPilot
import NavPilotTUI
import Testing

/// A counter that declares its keys, written against the public API only: `+` and `-` change the
/// count, `q` resets it (a key the window also binds), and PgDn adds the rows it is laid out on.
private struct CountingWidget: Widget {
    @Binding var count: Int

    var isFocusable: Bool { true }
    var idealWidth: Int { 16 }
    func height(forWidth width: Int) -> Int { 3 }

    func keyBindings(size: Size) -> [KeyBinding] {
        [
            KeyBinding("+", description: "count one more", hint: KeyHint("more", priority: 6)) { count += 1 },
            KeyBinding("-", description: "count one less") { count -= 1 },
            KeyBinding("q", description: "count from zero again", hint: KeyHint("reset", priority: 9)) { count = 0 },
            KeyBinding(.key(.pageDown), description: "add the rows the counter is drawn on") {
                count += size.height
            },
        ]
    }

    func draw(in canvas: inout WidgetCanvas) {
        canvas.write("Count: \(count)", at: .zero, style: canvas.isFocused ? canvas.theme.selection : nil)
    }
}

private struct CounterScreen: View {
    @State var count = 0
    let reloads: Reloads

    var body: some View {
        VStack {
            Text("Counter")
            CountingWidget(count: $count)
            Button("Done") {}
        }
        .keyBinding("r", description: "reload the counter", hint: KeyHint("reload", priority: 7)) {
            reloads.count += 1
        }
    }
}

@MainActor
private final class Reloads {
    var count = 0
}

@MainActor
@Suite("Key bindings: one table dispatches keys, writes the status line and fills the help")
struct KeyBindingTests {
    private func session(_ reloads: Reloads = Reloads()) -> HeadlessSession {
        HeadlessSession(
            Session("counter") {
                Pane("counter", pilot: NavPilot(initial: 0)) { _ in
                    CounterScreen(reloads: reloads).navigationTitle("Counter")
                }
                Pane("other") { Text("Other") }
            }, size: Size(width: 100, height: 30))
    }

    private func statusLine(_ session: HeadlessSession) -> String {
        session.screen.lines.last ?? ""
    }

    @Test func aWidgetsBindingsTakeTheirKeysBeforeTheWindowsAndTheStatusLineSaysWhatTheyDo() {
        let session = session()
        #expect(statusLine(session).contains("+ more"), "\(statusLine(session))")
        #expect(statusLine(session).contains("q reset"), "q means what the focused control says")
        #expect(!statusLine(session).contains("q quit"))
        #expect(statusLine(session).contains("^C quit"), "quitting is still offered, by the key that still quits")
        session.press(KeyPress(.character("+")), KeyPress(.character("+")), KeyPress(.character("+")))
        #expect(session.text.contains("Count: 3"))
        session.press(KeyPress(.character("q")))
        #expect(!session.hasQuit, "the counter took q")
        #expect(session.text.contains("Count: 0"))
    }

    @Test func aWidgetLearnsTheSizeItWasLaidOutAtWhenItHandlesAKey() {
        let session = session()
        session.press(.pageDown)
        #expect(session.text.contains("Count: 3"), "three rows: \(session.text)")
    }

    @Test func outsideTheWidgetTheWindowsKeysMeanWhatTheyMeanEverywhere() {
        let session = session()
        session.press(.down)  // the Done button
        #expect(statusLine(session).contains("q quit"), "\(statusLine(session))")
        #expect(!statusLine(session).contains("reset"))
        session.press(KeyPress(.character("q")))
        #expect(session.hasQuit)
    }

    @Test func aScreensBindingWorksAroundItsControlsAndIsOfferedAndListed() {
        let reloads = Reloads()
        let session = session(reloads)
        #expect(statusLine(session).contains("r reload"), "\(statusLine(session))")
        session.press(KeyPress(.character("r")))
        #expect(reloads.count == 1)
        session.press(.down)
        session.press(KeyPress(.character("r")))
        #expect(reloads.count == 2, "the binding is on the whole screen")
    }

    @Test func theHelpListsTheFocusedControlsAndTheScreensOwnBindingsFirst() throws {
        let session = session()
        let groups = session.windowManager.currentKeyBindings
        #expect(
            groups.map(\.title) == [
                "Selected control", "Counter", "Pane", "Window", "After Ctrl+W", "Help", "Command palette", "Search",
                "Terminal", "Mouse",
            ])
        #expect(groups.map(\.scope).prefix(3) == [.focusedControl, .screen, .pane])
        #expect(groups[0].bindings.map(\.description).contains("count from zero again"))
        #expect(groups[1].title == "Counter", "the screen's group is titled by the screen")
        session.press(.function(1))
        let text = session.text
        let control = try #require(text.range(of: "count one more")?.lowerBound, "\(text)")
        let screen = try #require(text.range(of: "reload the counter")?.lowerBound)
        let window = try #require(text.range(of: "Window:")?.lowerBound)
        #expect(control < screen && screen < window)
    }

    @Test func theReferenceListsEveryBuiltInScopeAndItsStatusLabelsAreTheTerminalsNames() {
        #expect(
            KeyBindings.groups.map(\.title) == [
                "Window", "After Ctrl+W", "Pane", "Text field", "Alert", "Narration", "Help", "Command palette",
                "Search", "Terminal", "Mouse",
            ])
        #expect(KeyPattern.key("c", .control).label == "^C")
        #expect(KeyPattern.key(.backTab).label == "⇧Tab")
        #expect(KeyPattern.key(.left, .alt).label == "Alt+←")
    }

    @Test func aPatternWithoutShiftAlsoMatchesTheKeyWithShiftAndOneWithShiftWantsIt() {
        #expect(KeyPattern.key(.up).matches(KeyPress(.up, .shift)))
        #expect(!KeyPattern.key(.tab, .shift).matches(KeyPress(.tab)))
        #expect(KeyPattern.key(.tab, .shift).matches(KeyPress(.tab, .shift)))
        #expect(!KeyPattern.key(.up).matches(KeyPress(.up, .alt)))
        #expect(KeyPattern.printable.matches(KeyPress(.character("Q"), .shift)))
        #expect(!KeyPattern.printable.matches(KeyPress(.character("q"), .control)))
    }
}
