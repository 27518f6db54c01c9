import NavPilot

/// Turns a view tree into nodes for one frame, carrying what flows down the tree (environment, the
/// current screen, the structural path) and collecting what flows up (title, focus targets, hosts).
@MainActor
final class ResolveContext {
    let store: ViewStateStore
    let log: any LogSink
    /// What flows down to the view being resolved.
    private(set) var down: ResolveScope
    /// What the views resolved so far collected for after the pass.
    private(set) var up = ResolveOutput()
    /// The values the views resolved so far pass up (`.preference`), for the nearest
    /// `.onPreferenceChange` around them.
    var preferences = PreferenceValues()

    init(store: ViewStateStore, environment: EnvironmentValues = EnvironmentValues(), log: any LogSink) {
        self.store = store
        self.down = ResolveScope(environment: environment)
        self.log = log
    }

    /// The key under which the pane remembers its focused control: one per combination of screens.
    var focusScope: String {
        up.screens.map { String($0.rawValue) }.joined(separator: "/")
    }

    // MARK: Resolving

    func resolve(_ view: any View) -> Node {
        let kind = Self.kind(of: view)
        if case .primitive(let makeNode) = kind {
            return makeNode(view, self)
        }
        switch prepare(view) {
        case .ready: break
        case .missing(let problem): return .message(problem)
        case .leftOutOfProbe: return .empty
        }
        if case .widget(let asWidget) = kind {
            let widget = asWidget(view)
            guard widget.isFocusable else { return .widget(WidgetNode(widget: widget, focusIndex: nil)) }
            guard down.environment.isEnabled else {
                return .widget(WidgetNode(widget: widget, focusIndex: nil, isDisabled: true))
            }
            return .widget(WidgetNode(widget: widget, focusIndex: addFocusTarget(widget)))
        }
        return withChildPath(0) { resolve(body(of: view)) }
    }

    /// What the resolver does with a type of view.
    private enum ViewKind {
        /// It makes its node itself (`PrimitiveView`).
        case primitive(@MainActor (any View, ResolveContext) -> Node)
        /// It draws itself (`Widget`).
        case widget(@MainActor (any View) -> any Widget)
        /// It has a body.
        case body
    }

    /// What kind of view `view` is, found by a protocol cast once per type. A cast to a protocol
    /// looks the conformance up (and, the conformances being the main actor's, checks the executor)
    /// for every view of every frame; a cast to the concrete type it was found to be only compares
    /// types.
    private static func kind(of view: any View) -> ViewKind {
        let type = Swift.type(of: view)
        if let kind = viewKinds[ObjectIdentifier(type)] { return kind }
        let kind: ViewKind
        if let primitive = type as? any PrimitiveView.Type {
            kind = .primitive(primitive.makeNodeOfView)
        } else if let widget = type as? any Widget.Type {
            kind = .widget(widget.widgetOfView)
        } else {
            kind = .body
        }
        viewKinds[ObjectIdentifier(type)] = kind
        return kind
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
        let known = Self.wrapperFields[type]
        if known?.isEmpty == true { return .ready }
        let children = Mirror(reflecting: view).children
        // A type's fields are the same for every value: once its wrappers are known, only they are
        // read (each field read looks its type up and boxes its value).
        if let known {
            for offset in known {
                let child = children[children.index(children.startIndex, offsetBy: offset)]
                switch prepare(child, of: view, type: type) {
                case .ready?, nil: continue
                case let stop?: return stop
                }
            }
            return .ready
        }
        var fields: [Int] = []
        for (offset, child) in children.enumerated() {
            guard let outcome = prepare(child, of: view, type: type) else { continue }
            fields.append(offset)
            if case .ready = outcome { continue }
            return outcome
        }
        Self.wrapperFields[type] = fields
        return .ready
    }

    /// Fills or links one field of a view when it is a property wrapper this context serves; nil
    /// when it is not one, `.ready` when done, else why the view cannot be resolved now.
    private func prepare(_ child: Mirror.Child, of view: Any, type: ObjectIdentifier) -> Preparation? {
        if let object = child.value as? any EnvironmentObjectResolvable {
            guard object.resolve(from: down.environment) else {
                return .missing(missingObjectMessage(object.objectTypeName, in: view))
            }
        } else if let value = child.value as? any EnvironmentValueResolvable {
            value.resolve(from: down.environment)
        } else if let state = child.value as? any StateProperty {
            if down.isTitleProbe, state.makesObject { return .leftOutOfProbe }
            state.storage.link(
                to: store,
                key: StateKey(scope: down.entry, path: down.path, viewType: type, property: child.label ?? ""))
        } else {
            return nil
        }
        return .ready
    }

    /// The kind of every view type resolved so far (see `kind(of:)`).
    private static var viewKinds: [ObjectIdentifier: ViewKind] = [:]

    /// The offsets, among its fields, of each view type's property wrappers (none for most).
    private static var wrapperFields: [ObjectIdentifier: [Int]] = [:]

    private func missingObjectMessage(_ typeName: String, in view: Any) -> String {
        let available = down.environment.availableTypeNames
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
        let savedCount = down.path.utf8.count
        down.path.append(".")
        down.path.append(component)
        defer {
            down.path.unicodeScalars.removeSubrange(down.path.utf8.index(down.path.startIndex, offsetBy: savedCount)...)
        }
        return body()
    }

    /// Resolves `body` as something other than the rows of an enclosing `Form` or `List` (a stack, a
    /// host's screen, a modal): `Section`s inside it are not that form's and are not spaced out.
    func outsideForm<T>(_ body: () -> T) -> T {
        let saved = down.formSections
        down.formSections = nil
        defer { down.formSections = saved }
        return body()
    }

    func withEnvironment<T>(_ update: (inout EnvironmentValues) -> Void, _ body: () -> T) -> T {
        let saved = down.environment
        update(&down.environment)
        defer { down.environment = saved }
        return body()
    }

    /// Resolves the screen of `entry` inside host `host`; returns the node and the screen's title,
    /// the `NavigationTitleKey` preference its views passed up (the others go on up).
    func withScreen<T>(_ entry: StackEntryID, host: Int, _ body: () -> T) -> (T, title: String?) {
        let saved = (down.entry, down.host, preferences)
        down.entry = entry
        down.host = host
        preferences = PreferenceValues()
        let result = body()
        var screen = preferences
        let title = screen.take(NavigationTitleKey.self)
        (down.entry, down.host, preferences) = saved
        preferences.add(screen)
        return (result, title)
    }

    // MARK: Collecting

    func addFocusTarget(_ widget: any Widget) -> Int {
        up.focusTargets.append(
            FocusTarget(id: (down.entry.map { String($0.rawValue) } ?? "") + down.path, widget: widget, host: down.host)
        )
        return up.focusTargets.count - 1
    }

    func present(_ modal: ModalRecord) {
        up.modal = modal
    }

    func addKeyHandler(_ handler: KeyHandler) {
        up.keyHandlers.append(handler)
    }

    func addLifecycle(_ event: LifecycleEvent) {
        up.lifecycle.append(
            LifecycleRecord(
                // A title probe resolves a screen with no host of its own (`probeTitle`): no owner.
                key: LifecycleKey(scope: down.entry, path: down.path),
                owner: down.host.flatMap { up.hosts.indices.contains($0) ? up.hosts[$0].pilotID : nil },
                event: event))
    }

    /// Registers a host showing `screen`, whose pilot has `entries` on its stack and `forward`
    /// entries to go forward to (the next first): those keep their state, but not their tasks.
    func addHost(_ record: HostRecord, screen: StackEntryID, entries: [StackEntryID], forward: [StackEntryID]) -> Int {
        up.hosts.append(record)
        up.screens.append(screen)
        up.liveEntries[record.pilotID] = entries
        // Popped entries are newer than every entry left, the farthest newest: ascending after them.
        up.keptEntries[record.pilotID] = forward.isEmpty ? entries : entries + forward
        store.register(scope: screen, owner: record.pilotID)
        return up.hosts.count - 1
    }

    var focusTargetCount: Int { up.focusTargets.count }

    func setTitle(_ title: String, of screen: StackEntryID) {
        up.screenTitles[screen] = title
    }

    /// A screen's title: as set in this pass, else as remembered from an earlier one.
    func title(of screen: StackEntryID) -> String? {
        up.screenTitles[screen] ?? store.screenTitles[screen]
    }

    func setBreadcrumb(_ titles: [Crumb], forHost index: Int) {
        up.breadcrumbs[index] = titles
    }
}

extension ResolveContext {
    /// Changes what flows down, in place.
    func setScope(_ change: (inout ResolveScope) -> Void) {
        change(&down)
    }

    /// Changes what was collected, in place.
    func collect(_ change: (inout ResolveOutput) -> Void) {
        change(&up)
    }
}

extension PrimitiveView {
    /// Makes the node of a view of this type given as `any View` (see `ResolveContext.kind(of:)`).
    static var makeNodeOfView: @MainActor (any View, ResolveContext) -> Node {
        { view, context in (view as! Self).makeNode(context) }
    }
}

extension Widget {
    /// A view of this type given as `any View`, as a widget (see `ResolveContext.kind(of:)`).
    static var widgetOfView: @MainActor (any View) -> any Widget {
        { view in view as! Self }
    }
}
