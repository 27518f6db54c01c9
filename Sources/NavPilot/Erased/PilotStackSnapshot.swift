/// A pilot's stack at one moment, kept by value with its routes' own type: compared by value and
/// given back to the pilot (`PilotControl.open(_:)`) without being written as text, so it works for
/// routes that are not `Codable` too. Written as text only when asked (`descriptions`).
///
/// Taking one costs a link per route; one taken with `stackSnapshot(sharingRoutesWith:)` shares the
/// routes an earlier one holds from the root, so a tool can keep one after every change in memory
/// linear in the stack: the command palette's visited screens do.
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

    /// How many routes, from the root, this stack and `other` share (equal values of one type):
    /// what a change from `other` to this stack kept. Walks the routes above the shared ones only
    /// where the two share links (`stackSnapshot(sharingRoutesWith:)`).
    public func commonDepth(with other: PilotStackSnapshot) -> Int { box.commonDepth(with: other.box) }

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
    func commonDepth(with other: any StackSnapshotBox) -> Int
}

/// A stack's routes as a chain from the top to the root, each link shared by every snapshot whose
/// stack begins with the same routes: the command palette's 200 visited stacks of a 20,000-route
/// stack hold 20,000 links and a few more, not 200 copies of the array.
final class RouteLink<Route: Hashable> {
    let route: Route
    /// The route under this one; nil at the root.
    private(set) var parent: RouteLink?
    /// The number of routes from the root to this one.
    let depth: Int

    init(_ route: Route, on parent: RouteLink?) {
        self.route = route
        self.parent = parent
        depth = (parent?.depth ?? 0) + 1
    }

    deinit {
        // Let go of the chain link by link: released recursively, a long one would overflow the stack.
        var current = parent
        parent = nil
        while current != nil && isKnownUniquelyReferenced(&current!) {
            let next = current!.parent
            current!.parent = nil
            current = next
        }
    }

    /// The link `count` routes below this one.
    func down(_ count: Int) -> RouteLink? {
        var link: RouteLink? = self
        for _ in 0..<count { link = link?.parent }
        return link
    }

    /// Whether the chains from `lhs` and `rhs` hold equal routes (stopping where they share a link).
    static func equalChains(_ lhs: RouteLink?, _ rhs: RouteLink?) -> Bool {
        var (left, right) = (lhs, rhs)
        while let l = left, let r = right {
            if l === r { return true }
            guard l.depth == r.depth, l.route == r.route else { return false }
            (left, right) = (l.parent, r.parent)
        }
        return left == nil && right == nil
    }
}

struct TypedStackSnapshot<Route: Hashable>: StackSnapshotBox {
    let top: RouteLink<Route>?

    /// `routes` as a chain, sharing the links of `earlier` that hold the same routes from the root.
    init(routes: [Route], sharingWith earlier: TypedStackSnapshot? = nil) {
        var link = earlier?.top
        if let top = link, top.depth > routes.count { link = top.down(top.depth - routes.count) }
        // One walk to the root: the deepest link whose routes from the root are the stack's first
        // ones (a link that differs rules out every link above it).
        var shared = link
        while let node = link {
            if routes[node.depth - 1] != node.route { shared = node.parent }
            link = node.parent
        }
        var top = shared
        for route in routes[(shared?.depth ?? 0)...] { top = RouteLink(route, on: top) }
        self.top = top
    }

    var depth: Int { top?.depth ?? 0 }

    /// The routes, root first.
    var routes: [Route] {
        var routes: [Route] = []
        routes.reserveCapacity(depth)
        var current = top
        while let link = current {
            routes.append(link.route)
            current = link.parent
        }
        return routes.reversed()
    }

    func descriptions(last count: Int) -> [String] {
        var described: [String] = []
        var current = top
        while let link = current, described.count < count {
            described.append(RouteNotation.describe(link.route))
            current = link.parent
        }
        return described.reversed()
    }

    func equals(_ other: any StackSnapshotBox) -> Bool {
        guard let other = other as? Self, other.depth == depth else { return false }
        return RouteLink.equalChains(top, other.top)
    }

    func starts(with other: any StackSnapshotBox) -> Bool {
        guard let other = other as? Self, other.depth <= depth else { return false }
        return RouteLink.equalChains(top?.down(depth - other.depth), other.top)
    }

    func commonDepth(with other: any StackSnapshotBox) -> Int {
        guard let other = other as? Self else { return 0 }
        var common = min(depth, other.depth)
        var (mine, theirs) = (top?.down(depth - common), other.top?.down(other.depth - common))
        // Top down: a route that differs rules out every depth from its own up.
        while let m = mine, let t = theirs {
            if m === t { return common }
            if m.route != t.route { common = m.depth - 1 }
            (mine, theirs) = (m.parent, t.parent)
        }
        return common
    }

    /// How many of the routes, from the root, are the very links `other` holds (not equal copies).
    func sharedDepth(with other: Self) -> Int {
        var (mine, theirs) = (top, other.top)
        while let m = mine, let t = theirs {
            if m === t { return m.depth }
            if m.depth > t.depth { mine = m.parent } else { theirs = t.parent }
        }
        return 0
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

    func commonDepth(with other: any StackSnapshotBox) -> Int {
        guard let other = other as? Self else { return 0 }
        return zip(descriptions, other.descriptions).prefix { $0 == $1 }.count
    }
}
