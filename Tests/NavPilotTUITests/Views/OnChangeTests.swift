import NavPilot
import NavPilotTUI
import Testing

@MainActor
private final class Changes {
    var seen: [String] = []
}

private struct SettingsScreen: View {
    let changes: Changes
    @State private var notify = false
    @State private var saves = 0

    var body: some View {
        VStack {
            Toggle("Notify", isOn: $notify)
                .onChange(of: notify) { old, new in
                    changes.seen.append("\(old)→\(new)")
                    saves += 1
                }
                .onChange(of: notify, initial: true) { changes.seen.append("initial or changed") }
                .onChange(of: notify, perform: { changes.seen.append("perform \($0)") })
            Text("Saved \(saves) times")
        }
    }
}

@MainActor
@Suite(".onChange(of:): the action runs after a frame in which the value changed")
struct OnChangeTests {
    @Test func theActionGetsTheOldAndNewValueAfterTheFrameThatChangedIt() {
        let changes = Changes()
        let harness = ViewHarness(width: 40, height: 6) { SettingsScreen(changes: changes) }
        #expect(changes.seen == ["initial or changed"], "only the initial: true one, after the first frame")
        harness.render()
        #expect(changes.seen.count == 1, "a frame with the same value runs nothing")
        harness.press(.enter)
        // The outermost modifier first, as the view tree nests them.
        #expect(changes.seen == ["initial or changed", "perform true", "initial or changed", "false→true"])
        harness.render()
        #expect(harness.text.contains("Saved 1 times"), "state the action wrote shows in the next frame")
        #expect(changes.seen.count == 4, "the action's own write is no change of the watched value")
        harness.press(.enter)
        #expect(changes.seen.suffix(3) == ["perform false", "initial or changed", "true→false"])
    }

    @Test func aViewShownAgainStartsAfreshAndFiresNothingForItsFirstValue() {
        enum Route: Hashable { case settings, other }
        let changes = Changes()
        let pilot = NavPilot(initial: Route.settings)
        let harness = ViewHarness(width: 40, height: 8) {
            NavPilotHost(pilot) { route in
                switch route {
                case .settings: SettingsScreen(changes: changes)
                case .other: Text("Other")
                }
            }
        }
        harness.press(.enter)
        pilot.push(.other)
        harness.render()
        changes.seen = []
        pilot.pop()
        harness.render()
        #expect(changes.seen == ["initial or changed"], "back again: the initial one only, no old→new")
    }
}
