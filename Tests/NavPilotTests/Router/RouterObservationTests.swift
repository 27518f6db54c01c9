import NavPilot
import Observation
import Synchronization
import Testing

/// Counts how often Observation reports a change of `pilot.stack`, re-arming after each report
/// (a `withObservationTracking` observer fires once per registration).
@MainActor
final class StackObserver {
    let pilot: Pilot
    private(set) var notifications = 0

    init(_ pilot: Pilot) {
        self.pilot = pilot
        arm()
    }

    private func arm() {
        withObservationTracking {
            _ = pilot.stack
        } onChange: {
            // onChange runs synchronously inside the mutation, which happens on the main actor here.
            MainActor.assumeIsolated {
                self.notifications += 1
                self.arm()
            }
        }
    }
}

@MainActor
@Suite("Router observation")
struct RouterObservationTests {
    @Test func eachEffectiveChangeNotifiesExactlyOnce() {
        let pilot = Pilot(initial: .home)
        let observer = StackObserver(pilot)
        pilot.push(.detail(id: 1))
        #expect(observer.notifications == 1)
        pilot.push(.nestedDetail, .settings)
        #expect(observer.notifications == 2)
        pilot.pop(count: 2)
        #expect(observer.notifications == 3)
        pilot.replace([.settings, .home])
        #expect(observer.notifications == 4)
        pilot.replaceCurrent(with: .nestedDetail)
        #expect(observer.notifications == 5)
        pilot.popToRoot()
        #expect(observer.notifications == 6)
    }

    @Test func noOpsDoNotNotify() {
        let pilot = Pilot(initial: .home)
        let observer = StackObserver(pilot)
        pilot.pop()
        pilot.pop(count: 0)
        pilot.pop(count: -1)
        pilot.popToRoot()
        pilot.popTo(.settings)
        pilot.popToLast(.settings)
        pilot.replace([])
        pilot.push(contentsOf: [AppRoute]())
        pilot.syncTail([])
        #expect(observer.notifications == 0)
    }

    @Test func aPilotChangedBeforeAnyoneReadItStillNotifiesLaterObservers() {
        let pilot = Pilot(initial: .home)
        pilot.push(.settings)
        pilot.pop()
        let observer = StackObserver(pilot)
        pilot.push(.settings)
        #expect(observer.notifications == 1)
    }

    @Test func readingDepthOrCurrentAlsoTracksTheStack() {
        let pilot = Pilot(initial: .home)
        let fired = Mutex(false)
        withObservationTracking {
            _ = pilot.depth
        } onChange: {
            fired.withLock { $0 = true }
        }
        pilot.push(.settings)
        #expect(fired.withLock { $0 })
    }
}

@MainActor
@Suite("Router change handlers")
struct RouterChangeHandlerTests {
    @Test func handlerReceivesOldNewAndCause() {
        let pilot = Pilot(initial: .home)
        var changes: [StackChange<AppRoute>] = []
        pilot.onChange { changes.append($0) }
        pilot.push(.settings)
        pilot.syncTail([])
        #expect(changes.count == 2)
        #expect(changes[0].old == [.home])
        #expect(changes[0].new == [.home, .settings])
        #expect(changes[0].cause == .api)
        #expect(changes[1].cause == .backGesture)
        #expect(changes[1].new == [.home])
    }

    @Test func handlerIsNotCalledForNoOps() {
        let pilot = Pilot(initial: .home)
        var calls = 0
        pilot.onChange { _ in calls += 1 }
        pilot.pop()
        pilot.popTo(.settings)
        #expect(calls == 0)
    }

    @Test func anObserverHearsEachEffectiveChangeWithItsCauseAndNothingElse() {
        let pilot = Pilot(initial: .home)
        var causes: [StackChangeCause] = []
        let token = pilot.observeChanges { causes.append($0) }
        pilot.push(.settings)
        pilot.pop()
        pilot.pop()  // nothing to pop: no change, nothing heard
        pilot.push(contentsOf: [.settings, .settings])
        pilot.syncTail([])
        #expect(causes == [.api, .api, .api, .backGesture])
        // Through the erased control an app's tools use, too; and removed, it hears no more.
        let control: any PilotControl = pilot
        control.removeChangeHandler(token)
        pilot.push(.settings)
        #expect(causes.count == 4)
    }

    @Test func removedHandlerIsNoLongerCalled() {
        let pilot = Pilot(initial: .home)
        var calls = 0
        let token = pilot.onChange { _ in calls += 1 }
        pilot.push(.settings)
        pilot.removeChangeHandler(token)
        pilot.push(.settings)
        #expect(calls == 1)
    }
}
