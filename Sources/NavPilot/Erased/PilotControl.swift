#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any pilot, driven by routes written in route notation: what scenario files, session links and
/// tools use when they do not know a pane's route type.
///
/// `NavPilot` conforms for every route type. Routes that are `Codable` can be decoded from notation
/// and compared by value; other routes (closures) can only be compared by their displayed case name,
/// and operations that need a route from text throw `PilotControlError.routesNotCodable`.
@MainActor
public protocol PilotControl: AnyObject {
    /// The route type's name, e.g. `FeedRoute`.
    var routeTypeName: String { get }
    /// Whether routes can be written as text (the route type is `Codable`).
    var routesAreCodable: Bool { get }
    /// The stack as displayed: route notation for `Codable` routes, case names otherwise.
    var stackDescriptions: [String] { get }
    /// The number of routes on the stack, counting the root.
    var depth: Int { get }
    /// Checks that `notation` is a route of this pilot's type, without changing anything.
    func validateRoute(_ notation: String) throws(PilotControlError)
    /// Checks that the routes of a link are routes of this pilot's type that its route guard allows
    /// (as `.deepLink`), without changing anything.
    func validateLink(_ notations: [String]) throws(PilotControlError)
    /// Checks that `text` is a stack link this pilot can decode (scheme, form and every route),
    /// without changing anything. The route guard is asked when the link is opened, not here: what
    /// it allows can change before then.
    func validateStackLink(_ text: String) throws(PilotControlError)
    /// The stack as a stack deep link (`navpilot://stack?r=…`); nil when routes are not `Codable`
    /// or the link would be too long.
    var stackLink: String? { get }
    /// Whether the stack the link `text` describes equals the pilot's stack, by value, without
    /// opening it.
    func stackEquals(link text: String) throws(PilotControlError) -> Bool
    /// How the stack is saved (`persistState`): its key and how the last save or restore went; nil
    /// when it is not saved.
    var persistenceStatus: PersistenceStatus? { get }
    /// The top entry's identity.
    var currentEntryID: StackEntryID { get }
    /// The transition the entry `id` was pushed with (`push(_:withAnimation:)`), if any.
    func transition(of id: StackEntryID) -> NavPilotNavigationTransition?
    /// Performs an operation; returns whether the stack changed.
    @discardableResult
    func perform(_ operation: PilotOperation) throws(PilotControlError) -> Bool
    /// Whether the stack equals `notations`: by value for `Codable` routes, by displayed name otherwise.
    func stackEquals(_ notations: [String]) throws(PilotControlError) -> Bool
    /// The last navigation the route guard refused, if any (`NavPilot.lastRefusal`).
    var lastRefusal: NavPilotRefusal? { get }
    /// The forward routes (`NavPilot.forwardRoutes`), the next first, as `stackDescriptions` writes routes.
    var forwardDescriptions: [String] { get }
    /// The stack now, kept by value to be compared or given back later (`open(_:)`).
    var stackSnapshot: PilotStackSnapshot { get }
    /// The stack now, sharing with `earlier` (a snapshot of this pilot) the routes both hold from
    /// the root: many snapshots of one deep stack cost memory linear in the stack, not in their
    /// number.
    func stackSnapshot(sharingRoutesWith earlier: PilotStackSnapshot?) -> PilotStackSnapshot
    /// Gives the pilot the stack of `snapshot` again, as a deep link would (cause `.deepLink`, the
    /// route guard asked for every route, forward history cleared); returns whether the stack
    /// changed: a snapshot equal to the stack changes nothing. Throws `.deepLink(.blocked(…))`
    /// when the guard refuses a route, and `.routesNotCodable` for a snapshot of another pilot's
    /// route type that cannot be made from text.
    @discardableResult
    func open(_ snapshot: PilotStackSnapshot) throws(PilotControlError) -> Bool
    /// Calls `observer` with the cause after every effective change of the stack, as it happens
    /// (`NavPilot.observeChanges(_:)`); a pilot that cannot tell returns a token that is never used,
    /// and its changes are seen when a frame is drawn.
    @discardableResult
    func observeChanges(_ observer: @escaping @MainActor (StackChangeCause) -> Void) -> ChangeHandlerToken
    /// Stops calling the observer added with `token`.
    func removeChangeHandler(_ token: ChangeHandlerToken)
}

extension PilotControl {
    /// A pilot of your own that keeps no refusals has none to report.
    public var lastRefusal: NavPilotRefusal? { nil }
    /// A pilot of your own without forward history has no forward routes.
    public var forwardDescriptions: [String] { [] }

    /// A pilot of your own keeps its stack as text.
    public var stackSnapshot: PilotStackSnapshot {
        PilotStackSnapshot(box: DescribedStackSnapshot(descriptions: stackDescriptions))
    }

    /// A pilot of your own tells no change as it happens: its changes are seen frame by frame.
    @discardableResult
    public func observeChanges(_ observer: @escaping @MainActor (StackChangeCause) -> Void) -> ChangeHandlerToken {
        ChangeHandlerToken(rawValue: 0)
    }

    /// A pilot of your own has no observers to remove.
    public func removeChangeHandler(_ token: ChangeHandlerToken) {}

    /// A pilot of your own shares nothing between snapshots.
    public func stackSnapshot(sharingRoutesWith earlier: PilotStackSnapshot?) -> PilotStackSnapshot {
        stackSnapshot
    }

    /// A pilot of your own opens a snapshot as a link of its routes' notation.
    @discardableResult
    public func open(_ snapshot: PilotStackSnapshot) throws(PilotControlError) -> Bool {
        try perform(.openLink(snapshot.descriptions))
    }
}

/// An operation on a pilot with its routes in route notation.
public enum PilotOperation: Hashable, Sendable {
    /// `push(contentsOf:)`.
    case push([String])
    /// `pop(count:)`.
    case pop(count: Int)
    /// `popTo(_:)`, first match.
    case popTo(String)
    /// `popToLast(_:)`, last match.
    case popToLast(String)
    /// `popToRoot()`.
    case popToRoot
    /// `replace(_:)`.
    case replace([String])
    /// `replaceCurrent(with:)`.
    case replaceCurrent(String)
    /// The host's back gesture: drop the top through `syncTail`.
    case back
    /// `openDeepLink(_:)` with a stack link.
    case openURL(String)
    /// The stack a link carries (a session link's pane): like `replace`, reported with cause `.deepLink`.
    case openLink([String])
    /// `goForward()`: push again the route the last pop took off.
    case forward
}

/// Why a pilot operation given as text could not run.
public enum PilotControlError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a route of the pilot's type.
    case badRoute(NotationError)
    /// The route type is not `Codable`, so routes cannot be read from text.
    case routesNotCodable(String)
    /// A deep link could not be opened.
    case deepLink(DeepLinkError)
    /// The text is not a URL.
    case notAURL(String)

    /// The reason as one line.
    public var description: String {
        switch self {
        case .badRoute(let error): "\(error)"
        case .routesNotCodable(let type): "routes of \(type) are not Codable and cannot be written as text"
        case .deepLink(let error): "\(error)"
        case .notAURL(let text): "not a URL: \(SafeText.quoted(text))"
        }
    }
}

extension NavPilot: PilotControl {
    /// The route type's name, e.g. `FeedRoute`.
    public var routeTypeName: String { String(describing: Route.self) }

    /// Whether the route type is `Codable`.
    public var routesAreCodable: Bool { Route.self is any Codable.Type }

    /// The stack in route notation (case names for routes that are not `Codable`).
    public var stackDescriptions: [String] { stack.map { RouteNotation.describe($0) } }

    /// The forward routes in route notation, the next first.
    public var forwardDescriptions: [String] { forwardRoutes.map { RouteNotation.describe($0) } }

    /// The stack now, typed: a link per route, described only when asked.
    public var stackSnapshot: PilotStackSnapshot { stackSnapshot(sharingRoutesWith: nil) }

    /// The stack now, typed, sharing with `earlier` the links of the routes both hold from the root.
    public func stackSnapshot(sharingRoutesWith earlier: PilotStackSnapshot?) -> PilotStackSnapshot {
        let earlier = earlier?.box as? TypedStackSnapshot<Route>
        return PilotStackSnapshot(box: TypedStackSnapshot(routes: stack, sharingWith: earlier))
    }

    /// Sets the stack to the snapshot's routes as a deep link does, the route guard asked for each;
    /// a snapshot of another route type is read from its notation.
    @discardableResult
    public func open(_ snapshot: PilotStackSnapshot) throws(PilotControlError) -> Bool {
        guard let typed = snapshot.box as? TypedStackSnapshot<Route> else {
            return try perform(.openLink(snapshot.descriptions))
        }
        let routes = typed.routes
        // The stack shown already keeps its entries (and its screens' state).
        guard !routes.isEmpty, routes != stack else { return false }
        if let index = firstRefused(routes, for: .deepLink, recording: true) {
            throw .deepLink(.blocked(index: index, route: describe(routes[index])))
        }
        return setStack(routes, cause: .deepLink, operation: "openLink")
    }

    /// Checks that `notation` decodes to a route of this pilot's type.
    public func validateRoute(_ notation: String) throws(PilotControlError) {
        _ = try route(from: notation)
    }

    /// Checks that every route of a link decodes and that the route guard allows it as `.deepLink`.
    public func validateLink(_ notations: [String]) throws(PilotControlError) {
        let routes = try routes(from: notations)
        if let index = firstRefused(routes, for: .deepLink, recording: false) {
            throw .deepLink(.blocked(index: index, route: describe(routes[index])))
        }
    }

    /// Checks that `text` is a stack link whose routes decode for this pilot, without opening it.
    public func validateStackLink(_ text: String) throws(PilotControlError) {
        guard let url = URL(string: text) else { throw .notAURL(text) }
        guard let opener = self as? any DeepLinkOpening else { throw .routesNotCodable(routeTypeName) }
        do {
            try opener.checkStackLink(url)
        } catch {
            throw .deepLink(error)
        }
    }

    /// The stack as a stack deep link; nil for routes that are not `Codable`.
    public var stackLink: String? { (self as? any DeepLinkOpening)?.currentStackLink() }

    /// Whether the link's stack equals this one, by value.
    public func stackEquals(link text: String) throws(PilotControlError) -> Bool {
        guard let url = URL(string: text) else { throw .notAURL(text) }
        guard let opener = self as? any DeepLinkOpening else { throw .routesNotCodable(routeTypeName) }
        do {
            return try opener.stackMatches(url)
        } catch {
            throw .deepLink(error)
        }
    }

    /// How the stack is saved; nil when it is not.
    public var persistenceStatus: PersistenceStatus? { (self as? any PersistenceReporting)?.currentPersistenceStatus }

    /// The top entry's identity.
    public var currentEntryID: StackEntryID { currentEntry.id }

    /// Performs `operation` with its routes decoded from notation.
    @discardableResult
    public func perform(_ operation: PilotOperation) throws(PilotControlError) -> Bool {
        switch operation {
        case .push(let notations): return push(contentsOf: try routes(from: notations))
        case .pop(let count): return pop(count: count)
        case .popTo(let notation): return popTo(try route(from: notation))
        case .popToLast(let notation): return popToLast(try route(from: notation))
        case .popToRoot: return popToRoot()
        case .replace(let notations): return replace(try routes(from: notations))
        case .replaceCurrent(let notation): return replaceCurrent(with: try route(from: notation))
        case .back: return canPop ? syncTail(Array(stack.dropFirst().dropLast())) : false
        case .forward: return goForward()
        case .openURL(let text): return try openURL(text)
        case .openLink(let notations):
            try validateLink(notations)
            return setStack(try routes(from: notations), cause: .deepLink, operation: "openLink")
        }
    }

    /// Whether the stack equals the routes written in `notations`.
    public func stackEquals(_ notations: [String]) throws(PilotControlError) -> Bool {
        guard routesAreCodable else {
            return stackDescriptions == notations
        }
        return stack == (try routes(from: notations))
    }

    // MARK: Text to routes

    func route(from notation: String) throws(PilotControlError) -> Route {
        guard let decodable = Route.self as? any Decodable.Type else {
            throw .routesNotCodable(routeTypeName)
        }
        do {
            // Decoding through the opened Decodable type yields the route itself.
            return try RouteNotation.decode(decodable, from: notation) as! Route
        } catch {
            throw .badRoute(error)
        }
    }

    func routes(from notations: [String]) throws(PilotControlError) -> [Route] {
        var result: [Route] = []
        for notation in notations {
            result.append(try route(from: notation))
        }
        return result
    }

    private func openURL(_ text: String) throws(PilotControlError) -> Bool {
        guard let url = URL(string: text) else { throw .notAURL(text) }
        guard let opener = self as? any DeepLinkOpening else { throw .routesNotCodable(routeTypeName) }
        let before = entryIDs
        do {
            try opener.openStackLink(url)
        } catch {
            throw .deepLink(error)
        }
        return entryIDs != before
    }
}

/// Lets the type-erased interface reach `openDeepLink`, which exists only for `Codable` routes.
@MainActor
protocol DeepLinkOpening {
    func openStackLink(_ url: URL) throws(DeepLinkError)
    func checkStackLink(_ url: URL) throws(DeepLinkError)
    func currentStackLink() -> String?
    func stackMatches(_ url: URL) throws(DeepLinkError) -> Bool
}

extension NavPilot: DeepLinkOpening where Route: Codable {
    func openStackLink(_ url: URL) throws(DeepLinkError) {
        try openDeepLink(url)
    }

    func checkStackLink(_ url: URL) throws(DeepLinkError) {
        _ = try Self.decodeStackLink(url, scheme: DeepLink.defaultScheme, host: DeepLink.stackHost)
    }

    func currentStackLink() -> String? {
        deepLinkURL()?.absoluteString
    }

    func stackMatches(_ url: URL) throws(DeepLinkError) -> Bool {
        try Self.decodeStackLink(url, scheme: DeepLink.defaultScheme, host: DeepLink.stackHost) == stack
    }
}

/// How a pilot saves its stack, for code that does not know its route type.
public struct PersistenceStatus: Hashable, Sendable {
    /// The key the stack is saved under.
    public var key: String
    /// Why the last save or restore failed (`NavPilot.persistenceError`), if it did.
    public var error: String?
    /// What is at risk or was left out (`NavPilot.persistenceWarning`), if anything.
    public var warning: String?
    /// Whether the store holds the stack as it is now (the last change was saved, and the saved
    /// state was not cleared since), so a relaunch restores it.
    public var holdsCurrentStack: Bool
}

/// Lets the type-erased interface read the persistence of pilots whose routes are `Codable`.
@MainActor
protocol PersistenceReporting {
    var currentPersistenceStatus: PersistenceStatus? { get }
}

extension NavPilot: PersistenceReporting where Route: Codable {
    var currentPersistenceStatus: PersistenceStatus? {
        stateSaver.map {
            PersistenceStatus(
                key: $0.key, error: $0.lastError, warning: $0.warning,
                holdsCurrentStack: $0.holdsCurrentStack && $0.lastError == nil)
        }
    }
}
