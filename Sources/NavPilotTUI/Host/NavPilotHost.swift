import NavPilot

/// Shows a pilot's stack: the top screen with a title bar, like SwiftUI's `NavigationStack`.
///
/// ```swift
/// NavPilotHost(pilot) { route in
///     switch route {
///     case .home: HomeView()
///     case .detail(let id): DetailView(id: id)
///     case .settings: SettingsView()
///     }
/// }
/// ```
/// The root is the content and the rest of the stack is a path binding (`stack.dropFirst()`); the back
/// gesture (Backspace, Escape, Left, or a click on `‹ Back`) writes that binding, and the pilot rebuilds
/// its stack with `syncTail`, reported with cause `.backGesture`. Views inside receive the pilot with
/// `@EnvironmentObject var pilot: NavPilot<Route>`; a nested host of the same route type shadows this
/// one, hosts of other route types are independent. `showsStackInspector` adds the stack inspector
/// at the bottom (`i` toggles it): the entries, and the stack's deep link as a hyperlink.
public struct NavPilotHost<Route: Hashable, Content: View>: View, PrimitiveView {
    let pilot: NavPilot<Route>
    let showsStackInspector: Bool
    let content: (Route) -> Content

    /// A host for `pilot`, building each screen from its route with `content`.
    public init(
        _ pilot: NavPilot<Route>, showsStackInspector: Bool = false,
        @ViewBuilder content: @escaping (Route) -> Content
    ) {
        self.pilot = pilot
        self.showsStackInspector = showsStackInspector
        self.content = content
    }

    /// A host is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    /// The path binding: the stack without its root, written by the back gesture.
    var path: Binding<[Route]> {
        let pilot = self.pilot
        return Binding(get: { Array(pilot.stack.dropFirst()) }, set: { pilot.syncTail($0) })
    }

    func makeNode(_ context: ResolveContext) -> Node {
        let pilot = self.pilot
        let top = pilot.currentEntry
        let depth = pilot.depth
        let pilotID = ObjectIdentifier(pilot)
        let store = context.store
        let inspectorShown = store.inspectorShown[pilotID] ?? showsStackInspector
        let path = self.path
        let record = HostRecord(
            pilotID: pilotID,
            screen: top.id,
            canGoBack: depth > 1,
            goBack: {
                var tail = path.wrappedValue
                guard !tail.isEmpty else { return }
                tail.removeLast()
                path.wrappedValue = tail
            },
            canGoForward: pilot.canGoForward,
            goForward: { pilot.goForward() },
            goBackTo: { depth in
                let tail = path.wrappedValue
                guard depth >= 1, depth <= tail.count else { return }
                path.wrappedValue = Array(tail.prefix(depth - 1))
            },
            toggleInspector: { store.inspectorShown[pilotID] = !inspectorShown },
            inspectorDepth: inspectorShown ? depth : nil)
        let index = context.addHost(record, screen: top.id, entries: pilot.entryIDs, forward: pilot.forwardEntryIDs)
        let firstTarget = context.focusTargetCount
        // `dismiss` pops this screen (and any above it) through the path binding, as the back gesture
        // does; on the root it dismisses what presents the host (a sheet around it), as SwiftUI's
        // does for a NavigationStack in a sheet.
        let screenID = top.id
        let outer = context.environment.dismiss
        let dismiss = DismissAction {
            guard let position = pilot.entryIDs.firstIndex(of: screenID) else { return }
            guard position > 0 else { return outer() }
            path.wrappedValue = Array(path.wrappedValue.prefix(position - 1))
        }
        let (screen, title) = context.withEnvironment({
            $0.insert(pilot)
            $0.dismiss = dismiss
        }) {
            context.withScreen(top.id, host: index) {
                context.withChildPath("screen") { context.outsideForm { context.resolve(content(top.route)) } }
            }
        }
        if let title {
            context.setTitle(title, of: top.id)
        }
        context.setBreadcrumb(breadcrumb(context: context), forHost: index)
        let inspector =
            inspectorShown
            ? InspectorModel(depth: depth, scroll: shownInspectorScroll(in: store, depth: depth)) { index in
                // Asked of the live pilot: a model kept past a change of the stack (narration reads
                // the last resolve of a pane not drawn since) may ask for an entry no longer there.
                let ids = pilot.entryIDs
                guard ids.indices.contains(index) else { return "" }
                return store.description(of: ids[index], owner: pilotID) { pilot.describeEntry(at: index) }
            }
            .showingForward(pilot.forwardRoutes.prefix(InspectorModel.forwardShown).map { RouteNotation.describe($0) })
            .showingLink(of: pilot, entries: pilot.entryIDs, store: store)
            : nil
        return .host(
            HostNode(
                index: index,
                title: title ?? RouteNotation.describe(top.route),
                canGoBack: depth > 1,
                content: screen,
                screen: top.id,
                focusRange: firstTarget..<context.focusTargetCount,
                inspector: inspector))
    }
}

extension NavPilotHost {
    /// How many screens, at most, a breadcrumb names: more never fit in a pane title.
    static var breadcrumbLength: Int { 8 }

    /// The last screens of the stack, root side first, named by their titles. A screen that was never
    /// shown (restored, opened from a link, pushed in a batch) has its title found by building its view
    /// once, aside (`probeTitle`); a screen without a title is named by its route. Either is remembered
    /// with the screen, so each entry is looked at once, whatever the depth.
    func breadcrumb(context: ResolveContext) -> [Crumb] {
        let entries = pilot.entryIDs
        let stack = pilot.stack
        let first = max(0, entries.count - Self.breadcrumbLength)
        return (first..<entries.count).map { index in
            if let title = context.title(of: entries[index]) {
                return Crumb(title: title, depth: index + 1)
            }
            let title = probeTitle(of: stack[index], context: context) ?? RouteNotation.describe(stack[index])
            context.setTitle(title, of: entries[index])
            return Crumb(title: title, depth: index + 1)
        }
    }

    /// The inspector's scroll as shown: within the windows the stack has (a pop, or `[`, `Home` and a
    /// search's match, which know the stack's depth but not the inspector's rows, can leave the stored
    /// one past the window that starts at the root). Only read: the keys step from what is shown.
    private func shownInspectorScroll(in store: ViewStateStore, depth: Int) -> Int {
        guard let stored = store.inspectorScroll[ObjectIdentifier(pilot)] else { return 0 }
        return InspectorModel.clampedScroll(stored, depth: depth, rows: LayoutEngine.inspectorRows)
    }

    /// The `navigationTitle` of the screen `route` shows, from a resolve in a throwaway state store, so
    /// nothing of the probe stays in the pane.
    private func probeTitle(of route: Route, context: ResolveContext) -> String? {
        var environment = context.environment
        environment.insert(pilot)
        let scratch = ResolveContext(store: ViewStateStore(), environment: environment, log: context.log)
        scratch.isTitleProbe = true
        let (_, title) = scratch.withScreen(StackEntryID(rawValue: 0), host: 0) { scratch.resolve(content(route)) }
        return title
    }
}

extension NavPilot {
    /// The route at `index` as the inspector shows it.
    func describeEntry(at index: Int) -> String {
        RouteNotation.describe(stack[index])
    }
}

/// A view that hosts a pilot's stack, so an app's window can give its pane that pilot.
@MainActor
protocol PilotHosting {
    var hostedPilot: any PilotControl { get }
}

extension NavPilotHost: PilotHosting {
    var hostedPilot: any PilotControl { pilot }
}
