import NavPilot
import NavPilotTestSupport
import Testing

/// The router's semantics written as plainly as possible, to compare the real pilot against.
struct ReferenceStack {
    var routes: [AppRoute]

    mutating func apply(_ op: RouterOperation) -> Bool {
        let before = routes
        switch op {
        case .push(let rs): routes += rs
        case .pop: if routes.count > 1 { routes.removeLast() }
        case .popCount(let n): if n > 0 { routes.removeLast(min(n, routes.count - 1)) }
        case .popTo(let r): if let i = routes.firstIndex(of: r) { routes = Array(routes[...i]) }
        case .popToLast(let r): if let i = routes.lastIndex(of: r) { routes = Array(routes[...i]) }
        case .popToRoot: routes = [routes[0]]
        case .replace(let rs): if !rs.isEmpty { routes = rs }
        case .replaceCurrent(let r): routes[routes.count - 1] = r
        case .syncTail(let tail): routes = [routes[0]] + tail
        }
        // replace and replaceCurrent always count as a change (closure routes cannot be compared).
        switch op {
        case .replace(let rs): return !rs.isEmpty
        case .replaceCurrent: return true
        default: return routes != before
        }
    }
}

enum RouterOperation: CustomStringConvertible {
    case push([AppRoute]), pop, popCount(Int), popTo(AppRoute), popToLast(AppRoute), popToRoot
    case replace([AppRoute]), replaceCurrent(AppRoute), syncTail([AppRoute])

    var description: String {
        switch self {
        case .push(let rs): "push \(rs)"
        case .pop: "pop"
        case .popCount(let n): "pop(count: \(n))"
        case .popTo(let r): "popTo \(r)"
        case .popToLast(let r): "popToLast \(r)"
        case .popToRoot: "popToRoot"
        case .replace(let rs): "replace \(rs)"
        case .replaceCurrent(let r): "replaceCurrent \(r)"
        case .syncTail(let rs): "syncTail \(rs)"
        }
    }

    @MainActor
    func apply(to pilot: Pilot) -> Bool {
        switch self {
        case .push(let rs): pilot.push(contentsOf: rs)
        case .pop: pilot.pop()
        case .popCount(let n): pilot.pop(count: n)
        case .popTo(let r): pilot.popTo(r)
        case .popToLast(let r): pilot.popToLast(r)
        case .popToRoot: pilot.popToRoot()
        case .replace(let rs): pilot.replace(rs)
        case .replaceCurrent(let r): pilot.replaceCurrent(with: r)
        case .syncTail(let rs): pilot.syncTail(rs)
        }
    }

    /// A random operation over a small route alphabet, so duplicates and matches are frequent.
    static func random(using rng: inout SeededGenerator) -> RouterOperation {
        func route() -> AppRoute {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: .home
            case 1: .detail(id: Int.random(in: 0..<3, using: &rng))
            case 2: .nestedDetail
            default: .settings
            }
        }
        func routes(max: Int) -> [AppRoute] {
            (0..<Int.random(in: 0...max, using: &rng)).map { _ in route() }
        }
        switch Int.random(in: 0..<9, using: &rng) {
        case 0: return .push(routes(max: 3))
        case 1: return .pop
        case 2: return .popCount(Int.random(in: -2...5, using: &rng))
        case 3: return .popTo(route())
        case 4: return .popToLast(route())
        case 5: return .popToRoot
        case 6: return .replace(routes(max: 4))
        case 7: return .replaceCurrent(route())
        default: return .syncTail(routes(max: 4))
        }
    }
}

@MainActor
@Suite("Router model")
struct RouterModelTests {
    @Test("Random operation sequences match the reference model", arguments: 0..<20)
    func randomSequencesMatchTheReferenceModel(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let pilot = Pilot(initial: .home)
            var model = ReferenceStack(routes: [.home])
            var history: [String] = []
            for _ in 0..<Int.random(in: 1...40, using: &rng) {
                let op = RouterOperation.random(using: &rng)
                history.append(op.description)
                let changed = op.apply(to: pilot)
                let modelChanged = model.apply(op)
                #expect(pilot.stack == model.routes, "seed \(seed) after \(history)")
                #expect(changed == modelChanged, "seed \(seed): result of \(op) after \(history.dropLast())")
                #expect(!pilot.stack.isEmpty && pilot.entryIDs.count == pilot.depth)
                #expect(
                    zip(pilot.entryIDs, pilot.entryIDs.dropFirst()).allSatisfy { $0 < $1 },
                    "identities are unique and ascend from root to top")
                if pilot.stack != model.routes { return }
            }
        }
    }
}
