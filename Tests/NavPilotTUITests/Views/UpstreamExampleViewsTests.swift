import NavPilot
import NavPilotTUI
import Testing

// The original iOS demo's route-guard (8) and transition (9) examples, as written for SwiftUI: only
// the imports differ (and swift-format's line breaks). `@StateObject`, `@ObservedObject`,
// `ObservableObject`, `@Published`, `Form`, `Section`, `.padding()`, `.buttonStyle` and the rest are
// the upstream lines.

enum E8Route: Hashable {
    case home
    case publicProfile
    case accountSettings
}

@MainActor
final class E8Access: ObservableObject {
    @Published var isSignedIn = false
}

struct E8RouteGuards: View {
    @StateObject private var access: E8Access
    @StateObject private var pilot: NavPilot<E8Route>

    init() {
        let access = E8Access()
        _access = StateObject(wrappedValue: access)
        _pilot = StateObject(
            wrappedValue: NavPilot(initial: .home) { route, _ in
                route != .accountSettings || access.isSignedIn
            })
    }

    var body: some View {
        NavPilotHost(pilot) { route in
            switch route {
            case .home:
                E8HomeView(access: access)
            case .publicProfile:
                E8PublicProfileView()
            case .accountSettings:
                E8AccountSettingsView()
            }
        }
    }
}

private struct E8HomeView: View {
    @EnvironmentObject private var pilot: NavPilot<E8Route>
    @ObservedObject var access: E8Access

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Route Guards")
                .font(.largeTitle.bold())

            Text("Public Profile is always available. Account Settings can only be pushed after signing in.")
                .foregroundStyle(.secondary)

            Toggle("Signed in", isOn: $access.isSignedIn)

            Button("Open Public Profile") {
                pilot.push(.publicProfile)
            }

            Button("Open Account Settings") {
                pilot.push(.accountSettings)
            }
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

private struct E8AccountSettingsView: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "lock.shield")
                .font(.system(size: 48))
            Text("Account Settings")
                .font(.title.bold())
            Text("The route guard allowed this protected screen.")
                .foregroundStyle(.secondary)
        }
        .navigationTitle("Settings")
    }
}

enum E9Route: Hashable {
    case home
    case detail(Int)
}

private enum E9TransitionChoice: String, CaseIterable, Identifiable {
    case system
    case slide
    case slideVertical
    case fadeIn
    case fadeOut
    case crossDissolve
    case scale
    case zoom
    case flip
    case windmill

    var id: String { rawValue }

    var title: String {
        transition?.title ?? "System Default"
    }

    var transition: NavPilotNavigationTransition? {
        switch self {
        case .system: nil
        case .slide: .slide
        case .slideVertical: .slideVertical
        case .fadeIn: .fadeIn
        case .fadeOut: .fadeOut
        case .crossDissolve: .crossDissolve
        case .scale: .scale
        case .zoom: .zoom
        case .flip: .flip
        case .windmill: .windmill
        }
    }
}

struct E9NavigationTransitions: View {
    @StateObject private var pilot = NavPilot(initial: E9Route.home)
    @State private var selectedTransition = E9TransitionChoice.slide

    var body: some View {
        NavPilotHost(pilot) { route in
            switch route {
            case .home:
                E9HomeView(selectedTransition: $selectedTransition)
            case .detail(let number):
                E9DetailView(number: number)
            }
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

/// Upstream's transition screens around a pilot the test holds, to see the transition a push records.
private struct E9AroundPilot: View {
    let pilot: NavPilot<E9Route>
    @State private var selectedTransition = E9TransitionChoice.system

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
@Suite("The original demo's examples 8 and 9, as written for SwiftUI")
struct UpstreamExampleViewsTests {
    @Test func theRouteGuardsHomeScreenDrawsPaddedWithOneBlankRowBetweenItsViews() throws {
        let harness = ViewHarness(width: 60, height: 24) { E8RouteGuards() }
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
        #expect(harness.screen[x: 2, y: title + 2].style == Theme.standard.secondary, ".foregroundStyle(.secondary)")
        #expect(harness.screen[x: 6, y: title + 9].style.bold, ".borderedProminent is bold")
        #expect(!harness.screen[x: 4, y: title + 7].style.bold, "the other button keeps the automatic style")
        #expect(harness.screen[x: 2, y: title + 11].style == Theme.standard.secondary)
    }

    @Test func theGuardReadsTheObservedObjectTheToggleWritesThroughItsBinding() throws {
        let harness = ViewHarness(width: 60, height: 24) { E8RouteGuards() }
        harness.press(.down, .down, .enter)
        #expect(harness.lines[0] == "Home", "blocked: the guard reads isSignedIn, still false")
        harness.press(.up, .up, .enter)
        #expect(harness.text.contains("▸ [x] Signed in"))
        #expect(harness.text.contains("  Settings access is currently allowed."), "the @Published change redraws")
        harness.press(.down, .down, .enter)
        #expect(harness.lines[0] == "‹ Back   Settings", "the same E8Access the @StateObject kept")
        let title = try #require(harness.row(containing: "Account Settings"))
        #expect(harness.lines[title - 2] == "⚿", "Image(systemName: \"lock.shield\")")
        #expect(harness.screen[x: 0, y: title].style.bold)
        harness.press(.escape)
        #expect(harness.text.contains("  [x] Signed in"), "going back finds the object as it was left")
        #expect(harness.text.contains("▸ [ Open Account Settings ]"), "and the focus on the button it left from")
    }

    @Test func theButtonsPushTheirRoutesAndTheProfileDraws() throws {
        let harness = ViewHarness(width: 60, height: 24) { E8RouteGuards() }
        harness.press(.down)
        #expect(harness.text.contains("  ▸ Open Public Profile"))
        harness.press(.down)
        #expect(harness.text.contains("  ▸ [ Open Account Settings ]"))
        harness.press(.up, .enter)
        #expect(harness.lines[0] == "‹ Back   Profile")
        let title = try #require(harness.row(containing: "Public Profile"))
        // VStack(spacing: 16): one blank row between the symbol, the title and the secondary text.
        #expect(harness.lines[title - 2] == "☺")
        #expect(harness.lines[title + 2] == "This route is not guarded.")
        #expect(harness.screen[x: 0, y: title].style.bold)
        #expect(harness.screen[x: 0, y: title + 2].style == Theme.standard.secondary)
    }

    @Test func theTransitionsFormShowsThePickerTheProminentButtonAndADimWrappedFooter() throws {
        let harness = ViewHarness(width: 60, height: 30) { E9NavigationTransitions() }
        #expect(harness.lines[0] == "Transitions")
        let header = try #require(harness.lines.firstIndex(of: "Transition"))
        #expect(harness.screen[x: 0, y: header].style.bold, "the section header is bold")
        #expect(
            Array(harness.lines[header...header + 17]) == [
                "Transition",
                "Style",
                "  ○ System Default",
                "▸ ◉ Slide",
                "  ○ Vertical Slide",
                "  ○ Fade In",
                "  ○ Fade Out",
                "  ○ Cross Dissolve",
                "  ○ Scale",
                "  ○ Zoom",
                "  ○ Flip",
                "  ○ Windmill",
                "",
                "  [ Push Detail ]",
                "Choose System Default to use the usual NavigationStack",
                "transition. Custom transitions reverse automatically when",
                "you pop.",
                "",
            ])
        #expect(harness.screen[x: 4, y: header + 13].style.bold, "[ Push Detail ] is bold")
        #expect(harness.screen[x: 4, y: header + 13].style.reverse)
        for row in header + 14...header + 16 {
            #expect(harness.screen[x: 0, y: row].style.dim, "the footer is dim")
        }
    }

    @Test func theDetailScreenCentresItsTextAndPopGoesBack() throws {
        let harness = ViewHarness(width: 60, height: 30) { E9NavigationTransitions() }
        harness.press(.end, .enter)
        #expect(harness.lines[0] == "‹ Back   Detail")
        let detail = try #require(harness.row(containing: "Detail 1"))
        #expect(harness.lines[detail - 2] == "  ✦", "the symbol, a blank row above the title")
        #expect(harness.screen[x: 2, y: detail].style.bold)
        // The explanation is centred in the padded width, 56 columns from column 2: its 51 and 46
        // column lines start 2 and 5 columns in.
        #expect(harness.lines[detail + 2] == "    Use the navigation back button, swipe back, or this")
        #expect(harness.lines[detail + 3] == "       button to see the matching reverse transition.")
        #expect(harness.lines[detail + 5] == "  ▸ [ Pop ]")
        harness.press(.enter)
        #expect(harness.lines[0] == "Transitions")
    }

    @Test func enterOnPushDetailPushesWithTheSelectedTransition() throws {
        let pilot = NavPilot(initial: E9Route.home)
        let harness = ViewHarness(width: 60, height: 30) { E9AroundPilot(pilot: pilot) }
        harness.press(.down, .down, .down, .enter)  // Fade In
        #expect(harness.text.contains("▸ ◉ Fade In"))
        harness.press(.end)
        #expect(harness.text.contains("▸ [ Push Detail ]"))
        harness.press(.enter)
        #expect(pilot.stack == [.home, .detail(1)])
        #expect(pilot.transition(of: pilot.currentEntry.id) == .fadeIn)
    }
}
