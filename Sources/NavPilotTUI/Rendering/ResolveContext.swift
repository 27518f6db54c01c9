import NavPilot

/// Turns a view tree into nodes for one frame, carrying what flows down the tree (environment, the
/// current screen, the structural path) and collecting what flows up (title, focus targets, hosts).
@MainActor
final class ResolveContext {
    let store: ViewStateStore
    let log: any LogSink
    private(set) var environment: EnvironmentValues
    /// Position of the view being resolved, as child indices from the root.
    private(set) var path: String = ""
    /// The stack entry of the screen being resolved (nil outside hosts).
    private(set) var scope: StackEntryID?
    /// The innermost host around the view being resolved.
    private(set) var currentHost: Int?
    /// Whether this resolve only looks for a screen's title (`NavPilotHost`'s breadcrumb probe): a
    /// view that would make a `@StateObject`'s object is left out instead, since making it could
    /// start work or read saved state for a screen that is not shown.
    var isTitleProbe = false

    private(set) var focusTargets: [FocusTarget] = []
    private(set) var hosts: [HostRecord] = []
    /// Top entry of every host, outermost first: the focus scope of the pane.
    private(set) var screens: [StackEntryID] = []
    /// Entry identities of every pilot rendered, to forget state of entries that left their stack.
    private(set) var liveEntries: [ObjectIdentifier: [StackEntryID]] = [:]
    /// `liveEntries` and the entries each pilot can go forward to, ascending: whose state is kept.
    private(set) var keptEntries: [ObjectIdentifier: [StackEntryID]] = [:]

    init(store: ViewStateStore, environment: EnvironmentValues = EnvironmentValues(), log: any LogSink) {
        self.store = store
        self.environment = environment
        self.log = log
    }

    /// The key under which the pane remembers its focused control: one per combination of screens.
    var focusScope: String {
        screens.map { String($0.rawValue) }.joined(separator: "/")
    }

    // MARK: Resolving

    func resolve(_ view: any View) -> Node {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNode(self)
        }
        switch prepare(view) {
        case .ready: break
        case .missing(let problem): return .message(problem)
        case .leftOutOfProbe: return .empty
        }
        if let widget = Self.widget(view) {
            guard widget.isFocusable else { return .widget(WidgetNode(widget: widget, focusIndex: nil)) }
            guard environment.isEnabled else {
                return .widget(WidgetNode(widget: widget, focusIndex: nil, isDisabled: true))
            }
            return .widget(WidgetNode(widget: widget, focusIndex: addFocusTarget(widget)))
        }
        return withChildPath(0) { resolve(body(of: view)) }
    }

    /// The view as a `Widget`, or nil for a view with a body. The protocol cast (a conformance look-up)
    /// is made once per type: a set look-up is far cheaper.
    private static func widget(_ view: any View) -> (any Widget)? {
        let type = ObjectIdentifier(Swift.type(of: view))
        guard !viewsWithBodies.contains(type) else { return nil }
        if let widget = view as? any Widget { return widget }
        viewsWithBodies.insert(type)
        return nil
    }

    /// Resolves a stack's children, each at its position; the views of an `if` branch join the list
    /// in the position of their statement.
    func resolveChildren(_ views: [any View]) -> [Node] {
        var nodes: [Node] = []
        nodes.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            withChildPath(index) { resolveChild(view, into: &nodes) }
        }
        return nodes
    }

    /// Resolves one child of a list of children (see `resolveChildren(_:)`) at the current path,
    /// appending its node, or the nodes of an `if` branch.
    func resolveChild(_ view: any View, into nodes: inout [Node]) {
        // A type comparison, not a cast: this runs for every child of every stack.
        if Swift.type(of: view) == BranchContent.self, let branch = view as? BranchContent {
            nodes += branch.resolveContents(self)
        } else {
            let node = resolve(view)
            // A `ForEach`'s or `Group`'s views are the container's own children, laid out on its axis.
            if case .group(let children) = node {
                nodes += children
            } else {
                nodes.append(node)
            }
        }
    }

    private func body<V: View>(of view: V) -> any View {
        view.body
    }

    /// Resolves the body a `ViewModifier` made, once the modifier's own property wrappers are
    /// filled and linked as a view's are.
    func resolve<Modifier: ViewModifier>(modifier: Modifier, body: () -> Modifier.Body) -> Node {
        switch prepare(modifier) {
        case .ready: break
        case .missing(let problem): return .message(problem)
        case .leftOutOfProbe: return .empty
        }
        return withChildPath(0) { resolve(body()) }
    }

    /// What preparing a custom view found.
    private enum Preparation {
        case ready
        /// An `@EnvironmentObject` nobody provides: the message shown in the view's place.
        case missing(String)
        /// A title probe met a `@StateObject` (see `isTitleProbe`).
        case leftOutOfProbe
    }

    /// Fills `@EnvironmentObject`s and `@Environment`s and links `@State`s of a custom view before
    /// its body runs.
    private func prepare(_ view: Any) -> Preparation {
        let type = ObjectIdentifier(Swift.type(of: view))
        if Self.typesWithoutWrappers.contains(type) {
            return .ready
        }
        var hasWrappers = false
        for child in Mirror(reflecting: view).children {
            if let object = child.value as? any EnvironmentObjectResolvable {
                hasWrappers = true
                if !object.resolve(from: environment) {
                    return .missing(missingObjectMessage(object.objectTypeName, in: view))
                }
            } else if let value = child.value as? any EnvironmentValueResolvable {
                hasWrappers = true
                value.resolve(from: environment)
            } else if let state = child.value as? any StateProperty {
                hasWrappers = true
                if isTitleProbe, state.makesObject { return .leftOutOfProbe }
                state.storage.link(
                    to: store, key: StateKey(scope: scope, path: path, viewType: type, property: child.label ?? ""))
            }
        }
        if !hasWrappers {
            Self.typesWithoutWrappers.insert(type)
        }
        return .ready
    }

    /// View types already seen to be neither primitive nor widgets (see `widget(_:)`).
    private static var viewsWithBodies: Set<ObjectIdentifier> = []

    /// View types already seen to have no property wrappers: no need to reflect on them again.
    private static var typesWithoutWrappers: Set<ObjectIdentifier> = []

    private func missingObjectMessage(_ typeName: String, in view: Any) -> String {
        let available = environment.availableTypeNames
        let message =
            "missing @EnvironmentObject of type \(typeName) in \(Swift.type(of: view)) (available: "
            + (available.isEmpty ? "none" : available.joined(separator: ", ")) + ")"
        log.write(LogRecord(source: "NavPilotTUI", message: message))
        return message
    }

    // MARK: Scoping

    func withChildPath<T>(_ index: Int, _ body: () -> T) -> T {
        withChildPath(String(index), body)
    }

    func withChildPath<T>(_ component: String, _ body: () -> T) -> T {
        // Appended and cut back in place: no copy of the path per view.
        let savedCount = path.utf8.count
        path.append(".")
        path.append(component)
        defer { path.unicodeScalars.removeSubrange(path.utf8.index(path.startIndex, offsetBy: savedCount)...) }
        return body()
    }

    /// The sections resolved so far in the innermost `Form` around the view being resolved (nil
    /// outside a form, and inside a section's own rows).
    var formSections: FormSections?

    /// Resolves `body` as something other than the rows of an enclosing `Form` or `List` (a stack, a
    /// host's screen, a modal): `Section`s inside it are not that form's and are not spaced out.
    func outsideForm<T>(_ body: () -> T) -> T {
        let saved = formSections
        formSections = nil
        defer { formSections = saved }
        return body()
    }

    func withEnvironment<T>(_ update: (inout EnvironmentValues) -> Void, _ body: () -> T) -> T {
        let saved = environment
        update(&environment)
        defer { environment = saved }
        return body()
    }

    /// Resolves the screen of `entry` inside host `host`; returns the node and the screen's title,
    /// the `NavigationTitleKey` preference its views passed up (the others go on up).
    func withScreen<T>(_ entry: StackEntryID, host: Int, _ body: () -> T) -> (T, title: String?) {
        let saved = (scope, currentHost, preferences)
        scope = entry
        currentHost = host
        preferences = PreferenceValues()
        let result = body()
        var screen = preferences
        let title = screen.take(NavigationTitleKey.self)
        (scope, currentHost, preferences) = saved
        preferences.add(screen)
        return (result, title)
    }

    // MARK: Collecting

    func addFocusTarget(_ widget: any Widget) -> Int {
        focusTargets.append(
            FocusTarget(id: (scope.map { String($0.rawValue) } ?? "") + path, widget: widget, host: currentHost))
        return focusTargets.count - 1
    }

    /// Whether an indeterminate `ProgressView` was resolved in this pass.
    var showsSpinner = false

    /// The modal presented last in this pass (an inner view's alert over an outer one's).
    private(set) var modal: ModalRecord?

    func present(_ modal: ModalRecord) {
        self.modal = modal
    }

    /// The `.onKeyPress` handlers of this pass, innermost before the views around them.
    private(set) var keyHandlers: [KeyHandler] = []

    func addKeyHandler(_ handler: KeyHandler) {
        keyHandlers.append(handler)
    }

    /// The values the views resolved so far pass up (`.preference`), for the nearest
    /// `.onPreferenceChange` around them.
    var preferences = PreferenceValues()

    /// The lifecycle modifiers (`.task`, `.onAppear`, `.onDisappear`) of this pass, in order.
    private(set) var lifecycle: [LifecycleRecord] = []

    func addLifecycle(_ event: LifecycleEvent) {
        lifecycle.append(
            LifecycleRecord(
                // A title probe resolves a screen with no host of its own (`probeTitle`): no owner.
                key: LifecycleKey(scope: scope, path: path),
                owner: currentHost.flatMap { hosts.indices.contains($0) ? hosts[$0].pilotID : nil },
                event: event))
    }

    /// Registers a host showing `screen`, whose pilot has `entries` on its stack and `forward`
    /// entries to go forward to (the next first): those keep their state, but not their tasks.
    func addHost(_ record: HostRecord, screen: StackEntryID, entries: [StackEntryID], forward: [StackEntryID]) -> Int {
        hosts.append(record)
        screens.append(screen)
        liveEntries[record.pilotID] = entries
        // Popped entries are newer than every entry left, the farthest newest: ascending after them.
        keptEntries[record.pilotID] = forward.isEmpty ? entries : entries + forward
        store.register(scope: screen, owner: record.pilotID)
        return hosts.count - 1
    }

    var focusTargetCount: Int { focusTargets.count }

    /// Breadcrumb of each host, by host index.
    private(set) var breadcrumbs: [Int: [Crumb]] = [:]
    /// Titles the screens shown in this pass set (`navigationTitle`), to be remembered after it.
    private(set) var screenTitles: [StackEntryID: String] = [:]

    func setTitle(_ title: String, of screen: StackEntryID) {
        screenTitles[screen] = title
    }

    /// A screen's title: as set in this pass, else as remembered from an earlier one.
    func title(of screen: StackEntryID) -> String? {
        screenTitles[screen] ?? store.screenTitles[screen]
    }

    func setBreadcrumb(_ titles: [Crumb], forHost index: Int) {
        breadcrumbs[index] = titles
    }
}
