/// The identity of one entry on a navigation stack.
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

/// The next identity to hand out. Pilots are main-actor objects, so a main-actor counter needs no lock.
@MainActor private var nextEntryNumber: UInt64 = 0

@MainActor
func makeEntryID() -> StackEntryID {
    nextEntryNumber &+= 1
    return StackEntryID(rawValue: nextEntryNumber)
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
