import NavPilot
import Testing

/// A route whose payload is a closure, as in the original README's `profile(onSignOut:)`.
private enum ActionRoute: Hashable {
    case home
    case action(id: Int, run: () -> Void)

    func hash(into hasher: inout Hasher) {
        switch self {
        case .home: hasher.combine(0)
        case .action(let id, _): hasher.combine(id)
        }
    }

    static func == (lhs: ActionRoute, rhs: ActionRoute) -> Bool {
        switch (lhs, rhs) {
        case (.home, .home): true
        case (.action(let a, _), .action(let b, _)): a == b
        default: false
        }
    }
}

/// The object a route's closure captures; a weak reference to it tells whether the closure is alive.
private final class Captured {
    var calls = 0
}

/// Every way an entry can leave the stack.
private enum Removal: CaseIterable {
    case pop, popCount, popToRoot, popToRoute, popToID, popToWhere, replace, replaceCurrent, syncTail

    @MainActor
    func apply(to pilot: NavPilot<ActionRoute>) {
        let changed: Bool
        switch self {
        case .pop: changed = pilot.pop()
        case .popCount: changed = pilot.pop(count: 1)
        case .popToRoot: changed = pilot.popToRoot()
        case .popToRoute: changed = pilot.popTo(.home)
        case .popToID: changed = pilot.popTo(id: pilot.entryIDs[0])
        case .popToWhere: changed = pilot.popTo(where: { $0 == .home })
        case .replace: changed = pilot.replace([.home])
        case .replaceCurrent: changed = pilot.replaceCurrent(with: .home) && pilot.pop()
        case .syncTail: changed = pilot.syncTail([])
        }
        precondition(changed, "\(self) did not change the stack")
    }
}

extension Reliability {
    @MainActor
    @Suite("Reliability: closure routes are released with their entries")
    struct ClosureRouteMemoryTests {
        /// Pushes a closure route capturing a fresh object, removes it with `removal`, and says whether
        /// the object is still alive afterwards (it must not be: the stack was its only owner).
        private func capturedObjectOutlivesItsEntry(
            in pilot: NavPilot<ActionRoute>, cycle: Int, removal: Removal
        ) -> Bool {
            weak var weakCaptured: Captured?
            do {
                let captured = Captured()
                weakCaptured = captured
                pilot.push(.action(id: cycle, run: { captured.calls += 1 }))
                removal.apply(to: pilot)
            }
            return weakCaptured != nil
        }

        @Test("100,000 push/pop cycles of closure routes: every closure is released when its entry goes")
        func everyClosureIsReleasedAfterItsEntryIsRemoved() {
            let pilot = NavPilot(initial: ActionRoute.home)
            let removals = Removal.allCases
            var survivors: [Int] = []
            for cycle in 0..<100_000 {
                let removal = removals[cycle % removals.count]
                if capturedObjectOutlivesItsEntry(in: pilot, cycle: cycle, removal: removal), survivors.count < 10 {
                    survivors.append(cycle)
                }
            }
            #expect(survivors.isEmpty, "captured objects outlived their entries in cycles \(survivors)")
            #expect(pilot.depth == 1)
        }

        @Test("change handlers and debug logging keep no popped closure alive")
        func observersAndLoggingDoNotRetainPoppedClosures() {
            let sink = MemoryLogSink(capacity: 100)
            let pilot = NavPilot(initial: ActionRoute.home, debug: true)
            pilot.logSink = sink
            var changes = 0
            let token = pilot.onChange { _ in changes += 1 }
            var survivors = 0
            for cycle in 0..<10_000
            where capturedObjectOutlivesItsEntry(in: pilot, cycle: cycle, removal: .pop) {
                survivors += 1
            }
            pilot.removeChangeHandler(token)
            #expect(survivors == 0)
            #expect(changes == 20_000)
            #expect(!sink.messages.isEmpty)
        }

        @Test("a closure route that captures its own pilot does not keep the pilot alive after the pop")
        func aClosureCapturingThePilotBreaksTheCycleWhenPopped() {
            weak var weakPilot: NavPilot<ActionRoute>?
            do {
                let pilot = NavPilot(initial: ActionRoute.home)
                weakPilot = pilot
                pilot.push(.action(id: 1, run: { pilot.popTo(.home) }))
                if case .action(_, let run) = pilot.current { run() }
                #expect(pilot.depth == 1)
            }
            #expect(weakPilot == nil)
        }

        @Test("a deep stack of closure routes popped to the root releases every closure")
        func popToRootReleasesADeepStackOfClosures() {
            let pilot = NavPilot(initial: ActionRoute.home)
            var weakObjects: [() -> Captured?] = []
            for id in 0..<10_000 {
                let captured = Captured()
                weakObjects.append { [weak captured] in captured }
                pilot.push(.action(id: id, run: { captured.calls += 1 }))
            }
            #expect(pilot.depth == 10_001)
            pilot.popToRoot()
            #expect(weakObjects.allSatisfy { $0() == nil })
        }
    }
}
