import NavPilot
import NavPilotTUI
import Testing

/// A model written as for SwiftUI: `ObservableObject` with `@Published` properties.
@MainActor
final class Access: ObservableObject {
    static var made = 0
    @Published var isSignedIn = false
    @Published var visits = 0

    init() {
        Access.made += 1
    }
}

/// Owns its model with `@StateObject` and hands it to a child that observes it.
struct AccessScreen: View {
    @StateObject private var access = Access()

    var body: some View {
        VStack {
            AccessControls(access: access)
            Button("Visit") { access.visits += 1 }
            Text("Visits: \(access.visits)")
        }
        .navigationTitle("Access")
    }
}

struct AccessControls: View {
    @ObservedObject var access: Access

    var body: some View {
        VStack {
            Toggle("Signed in", isOn: $access.isSignedIn)
            Text(access.isSignedIn ? "Settings allowed" : "Settings blocked")
        }
    }
}

enum AccessRoute: Hashable {
    case access
    case other
}

@MainActor
@Suite("@StateObject, @ObservedObject and @Published, as SwiftUI spells them", .serialized)
struct ObservableObjectTests {
    @Test func aStateObjectIsMadeOnceAndTheSameObjectComesBackOnEveryFrame() {
        Access.made = 0
        let harness = ViewHarness { AccessScreen() }
        harness.press(.down, .enter, .enter)
        #expect(harness.text.contains("Visits: 2"), "the object the button changed is the one drawn")
        harness.render()
        #expect(harness.text.contains("Visits: 2"))
        #expect(Access.made == 1, "the expression runs once, not once a frame")
    }

    @Test func anObservedObjectsBindingDrivesAToggleAndRedrawsWhatReadsTheProperty() {
        let harness = ViewHarness { AccessScreen() }
        #expect(harness.text.contains("[ ] Signed in"))
        #expect(harness.text.contains("Settings blocked"))
        harness.press(.enter)
        #expect(harness.text.contains("[x] Signed in"))
        #expect(harness.text.contains("Settings allowed"), "the parent's text reads the same @Published value")
    }

    @Test func aStateObjectBelongsToItsScreenAndAScreenPushedAgainStartsFresh() {
        let pilot = NavPilot(initial: AccessRoute.other)
        let harness = ViewHarness {
            NavPilotHost(pilot) { route in
                switch route {
                case .access: AccessScreen()
                case .other: Text("Other")
                }
            }
        }
        pilot.push(.access)
        harness.render()
        harness.press(.down, .enter)
        #expect(harness.text.contains("Visits: 1"))
        pilot.pop()
        harness.render()
        pilot.push(.access)
        harness.render()
        #expect(harness.text.contains("Visits: 0"), "like @State: the entry left its stack, its object went too")
    }

    @Test func aPublishedChangeFromATaskRedrawsThePaneWithoutInput() async {
        let access = Access()
        let session = HeadlessSession(
            Session("access") { Pane("main") { AccessControls(access: access) } }, size: Size(width: 40, height: 8))
        #expect(session.text.contains("Settings blocked"))
        await Task { @MainActor in access.isSignedIn = true }.value
        await session.settle()
        #expect(session.text.contains("Settings allowed"))
    }
}
