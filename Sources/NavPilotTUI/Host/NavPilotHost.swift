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
/// at the bottom (`i` toggles it).
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
            canGoBack: depth > 1,
            goBack: {
                var tail = path.wrappedValue
                guard !tail.isEmpty else { return }
                tail.removeLast()
                path.wrappedValue = tail
            },
            toggleInspector: { store.inspectorShown[pilotID] = !inspectorShown })
        let index = context.addHost(record, screen: top.id, entries: pilot.entryIDs)
        let firstTarget = context.focusTargetCount
        let (screen, title) = context.withEnvironment({ $0.insert(pilot) }) {
            context.withScreen(top.id, host: index) {
                context.withChildPath("screen") { context.resolve(content(top.route)) }
            }
        }
        if let title {
            context.setTitle(title, of: top.id)
        }
        context.setBreadcrumb(Self.breadcrumb(of: pilot, context: context), forHost: index)
        let inspector =
            inspectorShown
            ? InspectorModel(depth: depth, scroll: store.inspectorScroll[pilotID] ?? 0) { index in
                let ids = pilot.entryIDs
                return store.description(of: ids[index], owner: pilotID) { pilot.describeEntry(at: index) }
            }
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
    /// Titles of the last screens of the stack, root side first: the screens' own titles where they
    /// were shown, else their routes. Only the last few are looked at, whatever the depth.
    static func breadcrumb(of pilot: NavPilot<Route>, context: ResolveContext) -> [String] {
        let entries = pilot.entryIDs
        let stack = pilot.stack
        let first = max(0, entries.count - 4)
        return (first..<entries.count).map { index in
            context.title(of: entries[index])
                ?? context.store.description(of: entries[index], owner: ObjectIdentifier(pilot)) {
                    RouteNotation.describe(stack[index])
                }
        }
    }
}

extension NavPilot {
    /// The route at `index` as the inspector shows it.
    func describeEntry(at index: Int) -> String {
        RouteNotation.describe(stack[index])
    }
}
