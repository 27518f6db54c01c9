import NavPilot
import NavPilotTUI
import Testing

// The home screens of the original iOS demo's route-guard (8) and transition (9) examples, as
// written for SwiftUI: only the imports differ, and the observable object of example 8 is a value
// in `@State` here. Every layout and style line is as upstream wrote it.

private enum E8Route: Hashable {
    case home
    case publicProfile
    case accountSettings
}

private struct E8Access {
    var isSignedIn = false
}

private struct E8HomeView: View {
    @EnvironmentObject private var pilot: NavPilot<E8Route>
    @State var access = E8Access()
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Route Guards").font(.largeTitle.bold())
            Text("Public Profile is always available. Account Settings can only be pushed after signing in.")
                .foregroundStyle(.secondary)
            Toggle("Signed in", isOn: $access.isSignedIn)
            Button("Open Public Profile") { pilot.push(.publicProfile) }
            Button("Open Account Settings") { pilot.push(.accountSettings) }
                .buttonStyle(.borderedProminent)
            Text(
                access.isSignedIn
                    ? "Settings access is currently allowed."
                    : "Settings access is currently blocked. Turn on Signed in, then try again."
            )
            .font(.footnote)
            .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
        .navigationTitle("Home")
    }
}

private struct E8PublicProfileView: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.crop.circle").font(.system(size: 48))
            Text("Public Profile").font(.title.bold())
            Text("This route is not guarded.").foregroundStyle(.secondary)
        }
        .navigationTitle("Profile")
    }
}

private enum E9Route: Hashable {
    case home
    case detail(Int)
}

private enum E9TransitionChoice: String, CaseIterable, Identifiable {
    case systemDefault
    case slide
    case fadeIn
    case zoom

    var id: String { rawValue }

    var title: String {
        transition?.title ?? "System Default"
    }

    var transition: NavPilotNavigationTransition? {
        switch self {
        case .systemDefault: nil
        case .slide: .slide
        case .fadeIn: .fadeIn
        case .zoom: .zoom
        }
    }
}

private struct E9HomeView: View {
    @EnvironmentObject private var pilot: NavPilot<E9Route>
    @Binding var selectedTransition: E9TransitionChoice
    var body: some View {
        Form {
            Section("Transition") {
                Picker("Style", selection: $selectedTransition) {
                    ForEach(E9TransitionChoice.allCases) { transition in
                        Text(transition.title).tag(transition)
                    }
                }
            }
            Section {
                Button("Push Detail") {
                    pilot.push(.detail(pilot.depth), withAnimation: selectedTransition.transition)
                }
                .buttonStyle(.borderedProminent)
            } footer: {
                Text(
                    "Choose System Default to use the usual NavigationStack transition. Custom transitions reverse automatically when you pop."
                )
            }
        }
        .navigationTitle("Transitions")
    }
}

private struct E9DetailView: View {
    @EnvironmentObject private var pilot: NavPilot<E9Route>
    let number: Int
    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "sparkles.rectangle.stack").font(.system(size: 52))
            Text("Detail \(number)").font(.title.bold())
            Text("Use the navigation back button, swipe back, or this button to see the matching reverse transition.")
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            Button("Pop") { pilot.pop() }
                .buttonStyle(.borderedProminent)
        }
        .padding()
        .navigationTitle("Detail")
    }
}

/// What upstream's app does around the screens: a host per example, the transition choice owned above it.
private struct E8App: View {
    let pilot: NavPilot<E8Route>

    var body: some View {
        NavPilotHost(pilot) { route in
            switch route {
            case .home: E8HomeView()
            case .publicProfile: E8PublicProfileView()
            case .accountSettings: Text("Account Settings").navigationTitle("Settings")
            }
        }
    }
}

private struct E9App: View {
    let pilot: NavPilot<E9Route>
    @State private var selectedTransition = E9TransitionChoice.systemDefault

    var body: some View {
        NavPilotHost(pilot) { route in
            switch route {
            case .home: E9HomeView(selectedTransition: $selectedTransition)
            case .detail(let number): E9DetailView(number: number)
            }
        }
    }
}

@MainActor
@Suite("The upstream example views")
struct UpstreamExampleViewsTests {
    @Test func theRouteGuardsHomeScreenDrawsPaddedWithOneBlankRowBetweenItsViews() throws {
        let pilot = NavPilot(initial: E8Route.home)
        let harness = ViewHarness(width: 60, height: 24) { E8App(pilot: pilot) }
        #expect(harness.lines[0] == "Home")
        let title = try #require(harness.row(containing: "Route Guards"))
        #expect(harness.lines[title] == "  Route Guards", ".padding(): two columns in")
        #expect(harness.lines[title - 1] == "", ".padding(): a row down")
        #expect(harness.screen[x: 2, y: title].style.bold, ".largeTitle.bold()")
        // spacing: 20 is one blank row; the secondary text wraps inside the padding, dim.
        #expect(
            Array(harness.lines[title...title + 12]) == [
                "  Route Guards",
                "",
                "  Public Profile is always available. Account Settings can",
                "  only be pushed after signing in.",
                "",
                "  ▸ [ ] Signed in",
                "",
                "    Open Public Profile",
                "",
                "    [ Open Account Settings ]",
                "",
                "  Settings access is currently blocked. Turn on Signed in,",
                "  then try again.",
            ])
        #expect(harness.screen[x: 2, y: title + 2].style.dim, ".foregroundStyle(.secondary)")
        #expect(harness.screen[x: 6, y: title + 9].style.bold, ".borderedProminent is bold")
        #expect(!harness.screen[x: 4, y: title + 7].style.bold, "the other button keeps the automatic style")
        #expect(harness.screen[x: 2, y: title + 11].style.dim)
    }

    @Test func theSignedInToggleChangesTheStatusText() {
        let pilot = NavPilot(initial: E8Route.home)
        let harness = ViewHarness(width: 60, height: 24) { E8App(pilot: pilot) }
        harness.press(.enter)
        #expect(harness.text.contains("▸ [x] Signed in"))
        #expect(harness.text.contains("  Settings access is currently allowed."))
    }

    @Test func theButtonsPushTheirRoutesAndTheProfileDraws() throws {
        let pilot = NavPilot(initial: E8Route.home)
        let harness = ViewHarness(width: 60, height: 24) { E8App(pilot: pilot) }
        harness.press(.down, .down)
        #expect(harness.text.contains("  ▸ [ Open Account Settings ]"))
        harness.press(.enter)
        #expect(pilot.stack == [.home, .accountSettings])
        harness.press(.escape)  // back, to the button it left from
        harness.press(.up, .enter)
        #expect(pilot.stack == [.home, .publicProfile])
        let title = try #require(harness.row(containing: "Public Profile"))
        // VStack(spacing: 16): one blank row between the symbol, the title and the secondary text.
        #expect(harness.lines[title - 2] == "☺")
        #expect(harness.lines[title + 2] == "This route is not guarded.")
        #expect(harness.screen[x: 0, y: title].style.bold)
        #expect(harness.screen[x: 0, y: title + 2].style.dim)
    }

    @Test func theTransitionsFormShowsThePickerTheProminentButtonAndADimWrappedFooter() throws {
        let pilot = NavPilot(initial: E9Route.home)
        let harness = ViewHarness(width: 60, height: 24) { E9App(pilot: pilot) }
        #expect(harness.lines[0] == "Transitions")
        let header = try #require(harness.lines.firstIndex(of: "Transition"))
        #expect(harness.screen[x: 0, y: header].style.bold, "the section header is bold")
        #expect(
            Array(harness.lines[header...header + 11]) == [
                "Transition",
                "Style",
                "▸ ◉ System Default",
                "  ○ Slide",
                "  ○ Fade In",
                "  ○ Zoom",
                "",
                "  [ Push Detail ]",
                "Choose System Default to use the usual NavigationStack",
                "transition. Custom transitions reverse automatically when",
                "you pop.",
                "",
            ])
        #expect(harness.screen[x: 4, y: header + 7].style.bold, "[ Push Detail ] is bold")
        #expect(harness.screen[x: 4, y: header + 7].style.reverse)
        for row in header + 8...header + 10 {
            #expect(harness.screen[x: 0, y: row].style.dim, "the footer is dim")
        }
    }

    @Test func enterOnPushDetailPushesWithTheSelectedTransitionAndPopReturns() throws {
        let pilot = NavPilot(initial: E9Route.home)
        let harness = ViewHarness(width: 60, height: 24) { E9App(pilot: pilot) }
        harness.press(.down, .down, .enter)  // Fade In
        #expect(harness.text.contains("▸ ◉ Fade In"))
        harness.press(.down, .down)  // past Zoom, onto the button
        #expect(harness.text.contains("▸ [ Push Detail ]"))
        harness.press(.enter)
        #expect(pilot.stack == [.home, .detail(1)])
        #expect(pilot.transition(of: pilot.currentEntry.id) == .fadeIn)
        let detail = try #require(harness.row(containing: "Detail 1"))
        #expect(harness.lines[detail - 2] == "  ✦", "the symbol, a blank row above the title")
        #expect(harness.screen[x: 2, y: detail].style.bold)
        // The explanation is centred in the padded width, 56 columns from column 2: its 51 and 46
        // column lines start 2 and 5 columns in.
        #expect(harness.lines[detail + 2] == "    Use the navigation back button, swipe back, or this")
        #expect(harness.lines[detail + 3] == "       button to see the matching reverse transition.")
        #expect(harness.lines[detail + 5] == "  ▸ [ Pop ]")
        harness.press(.enter)
        #expect(pilot.stack == [.home])
    }
}
