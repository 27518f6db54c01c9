import NavPilot

/// One pane of a session: a name, the view tree it shows, and (usually) the pilot of its stack.
public struct Pane {
    /// The pane's name, as the status line, scenario files and session links call it.
    public let name: String
    /// The pilot of the pane's stack, so scenarios and session links can drive it by name.
    public let pilot: (any PilotControl)?
    let content: @MainActor () -> any View

    /// A pane named `name` showing `pilot`'s stack: each screen is built from its route by
    /// `destination`, in a `NavPilotHost` (title bar, back gesture, the pilot in the environment).
    /// The normal way to make a pane: the pilot is given once, so scenarios and session links always
    /// find it.
    ///
    /// ```swift
    /// Pane("feed", pilot: feed) { route in
    ///     switch route {
    ///     case .feed: FeedView()
    ///     case .post(let id, let title): PostView(id: id, title: title)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - name: The pane's name, which scenario files and session links use.
    ///   - pilot: The pane's pilot, given once.
    ///   - showsStackInspector: As `NavPilotHost`'s: the stack inspector at the bottom (`i` toggles it).
    ///   - destination: Builds the screen of a route.
    public init<Route: Hashable, Screen: View>(
        _ name: String, pilot: NavPilot<Route>, showsStackInspector: Bool = false,
        @ViewBuilder destination: @escaping @MainActor (Route) -> Screen
    ) {
        self.init(name, pilot: pilot) {
            NavPilotHost(pilot, showsStackInspector: showsStackInspector) { route in destination(route) }
        }
    }

    /// A pane named `name` showing `content` (re-evaluated every frame), driven by `pilot`: for
    /// content that is more than one host, or a host with modifiers. Without `pilot`, scenarios and
    /// session links cannot drive the pane; `init(_:pilot:showsStackInspector:destination:)` cannot
    /// forget it.
    public init(
        _ name: String, pilot: (any PilotControl)? = nil, @ViewBuilder content: @escaping @MainActor () -> some View
    ) {
        self.name = name
        self.pilot = pilot
        self.content = content
    }

    /// A pane showing type-erased content (an app's window).
    init(_ name: String, pilot: (any PilotControl)?, anyContent: @escaping @MainActor () -> any View) {
        self.name = name
        self.pilot = pilot
        self.content = anyContent
    }
}

/// A whole terminal app: named panes and how they are laid out.
///
/// ```swift
/// let feed = NavPilot(initial: FeedRoute.feed)
/// let chat = NavPilot(initial: ChatRoute.inbox)
/// let session = Session("split-screen") {
///     Pane("feed", pilot: feed) { route in FeedScreen(route) }
///     Pane("chat", pilot: chat) { route in ChatScreen(route) }
/// }
/// ```
public struct Session {
    /// The session's name (`--example NAME`, `Session NAME` in scenario files).
    public let name: String
    /// The panes, in focus order.
    public let panes: [Pane]
    /// How the panes share the terminal.
    public var layout: SessionLayout

    /// A session of the panes built by `panes`.
    public init(_ name: String, layout: SessionLayout = .sideBySide, @PaneBuilder panes: () -> [Pane]) {
        self.name = name
        self.panes = panes()
        self.layout = layout
    }

    /// The pane named `name`.
    public func pane(named name: String) -> Pane? {
        panes.first { $0.name == name }
    }
}

/// How a session's panes share the terminal.
public enum SessionLayout: Sendable {
    /// Side by side, equal widths.
    case sideBySide
    /// One above the other, equal heights.
    case stacked
    /// A grid, filled row by row.
    case tiled
    /// An explicit split tree naming the panes.
    case custom(SplitTree)
}

/// Collects the panes of a session.
@resultBuilder
public enum PaneBuilder {
    /// Several panes in a row.
    public static func buildBlock(_ panes: [Pane]...) -> [Pane] { panes.flatMap { $0 } }
    /// One pane.
    public static func buildExpression(_ pane: Pane) -> [Pane] { [pane] }
    /// Panes from a loop.
    public static func buildArray(_ panes: [[Pane]]) -> [Pane] { panes.flatMap { $0 } }
    /// An optional pane.
    public static func buildOptional(_ panes: [Pane]?) -> [Pane] { panes ?? [] }
    /// Either branch of a condition.
    public static func buildEither(first panes: [Pane]) -> [Pane] { panes }
    /// Either branch of a condition.
    public static func buildEither(second panes: [Pane]) -> [Pane] { panes }
}
