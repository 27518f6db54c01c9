/// A pilot's stack at one moment, kept by value with its routes' own type: compared by value and
/// given back to the pilot (`PilotControl.open(_:)`) without being written as text, so it works for
/// routes that are not `Codable` too. Written as text only when asked (`descriptions`).
///
/// Taking one costs a copy of the stack's array (shared until the stack changes), so a tool can
/// take one after every change: the command palette's visited screens do.
public struct PilotStackSnapshot: Equatable {
    let box: any StackSnapshotBox

    /// The number of routes, counting the root.
    public var depth: Int { box.depth }

    /// The routes in route notation (case names for routes that are not `Codable`), root first.
    public var descriptions: [String] { box.descriptions(last: box.depth) }

    /// The last `count` routes in route notation, root side first: a deep stack is not written whole.
    public func descriptions(last count: Int) -> [String] { box.descriptions(last: max(0, count)) }

    /// Whether this stack begins with `other`'s routes (the same type, equal values): `other` is
    /// this one or a stack this one can go back to.
    public func starts(with other: PilotStackSnapshot) -> Bool { box.starts(with: other.box) }

    /// Equal when both hold routes of the same type with equal values, in the same order.
    public static func == (lhs: PilotStackSnapshot, rhs: PilotStackSnapshot) -> Bool {
        lhs.box.equals(rhs.box)
    }
}

/// The typed routes behind a snapshot.
protocol StackSnapshotBox {
    var depth: Int { get }
    func descriptions(last count: Int) -> [String]
    func equals(_ other: any StackSnapshotBox) -> Bool
    func starts(with other: any StackSnapshotBox) -> Bool
}

struct TypedStackSnapshot<Route: Hashable>: StackSnapshotBox {
    let routes: [Route]

    var depth: Int { routes.count }
    func descriptions(last count: Int) -> [String] { routes.suffix(count).map { RouteNotation.describe($0) } }

    func equals(_ other: any StackSnapshotBox) -> Bool {
        (other as? Self)?.routes == routes
    }

    func starts(with other: any StackSnapshotBox) -> Bool {
        guard let other = other as? Self else { return false }
        return routes.starts(with: other.routes)
    }
}

/// The snapshot of a pilot that is not a `NavPilot`: its stack as text.
struct DescribedStackSnapshot: StackSnapshotBox {
    let descriptions: [String]

    var depth: Int { descriptions.count }
    func descriptions(last count: Int) -> [String] { Array(descriptions.suffix(count)) }

    func equals(_ other: any StackSnapshotBox) -> Bool {
        (other as? Self)?.descriptions == descriptions
    }

    func starts(with other: any StackSnapshotBox) -> Bool {
        guard let other = other as? Self else { return false }
        return descriptions.starts(with: other.descriptions)
    }
}
