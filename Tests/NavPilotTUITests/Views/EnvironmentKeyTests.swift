import NavPilot
import NavPilotTUI
import Testing

private struct GreetingKey: EnvironmentKey {
    static var defaultValue: String { "Hello" }
}

extension EnvironmentValues {
    /// A value of the app's own, declared as in SwiftUI.
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// A widget that draws the greeting and whether it is enabled, both read from the environment.
private struct GreetingBadge: Widget {
    @Environment(\.greeting) private var greeting
    @Environment(\.isEnabled) private var isEnabled
    var idealWidth: Int { 30 }

    func draw(in canvas: inout WidgetCanvas) {
        canvas.write("\(greeting) (\(isEnabled ? "on" : "off"))", at: .zero)
    }
}

private struct GreetingText: View {
    @Environment(\.greeting) private var greeting
    var body: some View { Text("Text says \(greeting)") }
}

@MainActor
@Suite("Environment keys: values of an app's own, passed down to views and widgets")
struct EnvironmentKeyTests {
    private func text(_ view: some View) -> String {
        HeadlessSession(Session("env") { Pane("main") { view } }, size: Size(width: 60, height: 10)).text
    }

    @Test func aKeyNobodySetsReadsItsDefault() {
        #expect(text(GreetingBadge()).contains("Hello (on)"))
    }

    @Test func theNearestSettingReachesViewsAndWidgetsInsideAndNoSibling() {
        let screen = VStack {
            VStack {
                GreetingBadge()
                GreetingText().environment(\.greeting, "Hi")
            }
            .environment(\.greeting, "Bonjour")
            GreetingText()
        }
        let shown = text(screen)
        #expect(shown.contains("Bonjour (on)"), "\(shown)")
        #expect(shown.contains("Text says Hi"))
        #expect(shown.contains("Text says Hello"), "the sibling outside keeps the default")
    }

    @Test func aWidgetReadsThatItIsDisabledAndDisabledFalseInsideDoesNotEnableIt() {
        let shown = text(
            VStack {
                GreetingBadge().disabled(true)
                VStack { GreetingBadge().disabled(false) }.disabled(true)
                GreetingBadge()
            })
        let lines = shown.split(separator: "\n").filter { $0.contains("Hello") }
        #expect(lines.map { $0.contains("(off)") } == [true, true, false], "\(shown)")
    }
}
