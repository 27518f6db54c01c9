/// The identity of one entry on a navigation stack.
///
/// Along one stack, identities ascend from the root to the top (a new entry always gets a greater one).
///
/// Identities are unique across every pilot in the process, so per-screen state (selection, scroll
/// position, text typed into a field) can be keyed by entry and survive while the entry is on a stack,
/// even when two entries hold equal routes, or closure routes whose `==` compares only the case.
public struct StackEntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The raw number; increases with every entry created in the process.
    public let rawValue: UInt64

    /// Creates an identity from its raw number (for tests and persistence of identities).
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Orders identities by creation: an older entry sorts first.
    public static func < (lhs: StackEntryID, rhs: StackEntryID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The identity as `#<number>`.
    public var description: String { "#\(rawValue)" }
}

/// Pilots created so far. Each pilot numbers its entries from `pilot number << 32`, so identities are
/// unique in the process without a shared counter on the push path, and ascend from root to top.
@MainActor private var pilotsCreated: UInt64 = 0

/// The stack's data: routes and their identities side by side, mutated in one access.
@usableFromInline
struct StackStorage<Route> {
    @usableFromInline var routes: [Route]
    @usableFromInline var ids: [StackEntryID]
    @usableFromInline var lastID: UInt64
    /// The transition each entry was pushed with, for the few that have one. Sparse, so the common
    /// push and pop never touch it while it is empty.
    @usableFromInline var transitions: [StackEntryID: NavPilotNavigationTransition] = [:]
    /// The routes a pop took off, to go forward to again: the next one LAST, so a pop appends and
    /// going forward removes the last (both O(1)).
    @usableFromInline var forward: [Route] = []
    /// The identities of `forward`'s routes, in the same order: going forward brings an entry back
    /// with its identity, so what its screen kept (text typed into a field) comes back with it.
    @usableFromInline var forwardIDs: [StackEntryID] = []
    /// Whether popped routes are kept for going forward: only for routes that are values
    /// (`Codable`). A route that carries a closure is not kept, so a popped callback never outlives
    /// its entry (one that captures its own pilot would otherwise keep the pilot alive).
    @usableFromInline let keepsForward = Route.self is any Codable.Type

    @MainActor
    init(root: Route) {
        pilotsCreated += 1
        lastID = pilotsCreated << 32
        routes = [root]
        ids = []
        ids.append(newID())
    }

    /// A fresh identity, greater than every identity this pilot handed out before.
    @inlinable
    mutating func newID() -> StackEntryID {
        lastID &+= 1
        return StackEntryID(rawValue: lastID)
    }

    @inlinable
    mutating func append(_ route: Route) {
        routes.append(route)
        ids.append(newID())
    }

    @inlinable
    mutating func removeLast() {
        routes.removeLast()
        let id = ids.removeLast()
        if !transitions.isEmpty { transitions[id] = nil }
    }

    /// Forgets the forward routes: any change but a pop or a forward does, as a browser does.
    @inlinable
    mutating func clearForward() {
        if !forward.isEmpty {
            forward.removeAll(keepingCapacity: true)
            forwardIDs.removeAll(keepingCapacity: true)
        }
    }

    /// Removes the top entry, kept as the next forward one.
    @inlinable
    mutating func popTop() {
        if keepsForward {
            forward.append(routes[routes.count - 1])
            forwardIDs.append(ids[ids.count - 1])
        }
        removeLast()
    }

    /// Puts the next forward entry back on top, with its identity. No entry was made since it was
    /// popped (anything else clears the forward ones), so identities still ascend.
    @inlinable
    mutating func appendNextForward() {
        routes.append(forward.removeLast())
        ids.append(forwardIDs.removeLast())
    }

    /// Keeps the entries up to and including `index`; what it removes goes in front of the forward
    /// routes, the nearest first.
    mutating func popKeeping(through index: Int) {
        if keepsForward {
            forward.append(contentsOf: routes[(index + 1)...].reversed())
            forwardIDs.append(contentsOf: ids[(index + 1)...].reversed())
        }
        keep(through: index)
    }

    /// Keeps the entries up to and including `index`.
    mutating func keep(through index: Int) {
        routes.removeSubrange((index + 1)...)
        ids.removeSubrange((index + 1)...)
        // Identities ascend from the root, so every entry removed is newer than the last one kept.
        if !transitions.isEmpty, let last = ids.last { transitions = transitions.filter { $0.key <= last } }
    }
}

extension NavPilot {
    /// One entry of the stack: a route and the identity it keeps for as long as it is on the stack.
    public struct Entry: Identifiable {
        /// Stable identity of this entry.
        public let id: StackEntryID
        /// The route of this entry.
        public let route: Route
    }
}

extension NavPilot.Entry: Equatable where Route: Equatable {}
extension NavPilot.Entry: Hashable where Route: Hashable {}
extension NavPilot.Entry: Sendable where Route: Sendable {}
