import NavPilot
import NavPilotTUI

/// What an exploration found wrong: which invariant broke, after which steps, and the lines a
/// scenario needs after those steps to fail the same way under `navpilot run`.
public struct ExploreFinding: Sendable {
    /// Which rule broke (findings of the same kind are the same bug to the shrinker).
    public enum Kind: String, Sendable {
        /// One of `Invariants` (`ExpectInvariants`).
        case invariant
        /// A back action from a deeper stack did not remove exactly the top entry.
        case backRemovesTheTop
        /// A relaunch did not restore the stack that was saved.
        case relaunchRestores
        /// A burst of keys gave other stacks than the same keys one by one.
        case burstMatchesKeysOneByOne
        /// One of the user's invariants.
        case userInvariant
        /// A step took longer than the bound.
        case slowStep
        /// A step ended the process (a trap): found by the parent of the exploring process.
        case crash
    }

    /// Which rule broke.
    public var kind: Kind
    /// What was wrong, one line.
    public var message: String
    /// Further lines: the screen, a diff.
    public var details: [String]
    /// The steps that lead to it, the failing one last.
    public var steps: [ScenarioStep]
    /// The scenario lines that check the broken rule after the steps.
    public var checks: [String]
}

/// One run of steps on a fresh session, with every built-in invariant and the user's checked
/// after each step: the engine under exploring (steps generated) and shrinking (steps given).
@MainActor
final class Exploration {
    let host: HeadlessHost
    /// The same steps, but each burst's keys one at a time with settling in between.
    private let shadow: HeadlessHost
    private let runner: StepRunner
    private let shadowRunner: StepRunner
    private let sandbox: ScenarioSandbox
    private let shadowSandbox: ScenarioSandbox
    private let userInvariants: [ScenarioStep]
    private let userRule: (@MainActor (WindowManager) -> String?)?
    private let stepTimeLimit: Duration?
    /// Says every state the exploration reaches (see `run`).
    private let narration = Narration { _ in }
    /// The steps run so far.
    private(set) var steps: [ScenarioStep] = []
    /// Every pane's stack after the last step, to check deep links only of stacks that changed.
    private(set) var stacks: [String: [String]] = [:]

    init(
        sessionNamed name: String, catalog: SessionCatalog, size: Size, userInvariants: [ScenarioStep],
        userRule: (@MainActor (WindowManager) -> String?)?, stepTimeLimit: Duration?
    ) throws(StepProblem) {
        sandbox = ScenarioSandbox()
        shadowSandbox = ScenarioSandbox()
        guard let session = sandbox.makeSession(named: name, from: catalog),
            let twin = shadowSandbox.makeSession(named: name, from: catalog)
        else { throw StepProblem("unknown session \(SafeText.quoted(name))") }
        host = HeadlessHost(session, size: size)
        shadow = HeadlessHost(twin, size: size)
        let (sandbox, shadowSandbox) = (self.sandbox, self.shadowSandbox)
        runner = StepRunner(
            host: host, snapshots: nil, makeSession: { sandbox.makeSession(named: name, from: catalog) })
        shadowRunner = StepRunner(
            host: shadow, snapshots: nil, makeSession: { shadowSandbox.makeSession(named: name, from: catalog) })
        self.userInvariants = userInvariants
        self.userRule = userRule
        self.stepTimeLimit = stepTimeLimit
    }

    /// Settles the first frame.
    func start() async {
        await HeadlessHost.settle([host, shadow])
        stacks = currentStacks()
    }

    /// Runs `step` on the session (an operation the session refuses is no finding: a route guard
    /// may say no) and checks every rule; the finding when one broke.
    func run(_ step: ScenarioStep) async -> ExploreFinding? {
        let before = stacks
        let saved = step.action.isRelaunch ? persistedStacks() : []
        steps.append(step)
        let clock = ContinuousClock()
        let start = clock.now
        let processorStart = ProcessorTime.used
        // The session and its twin take the step, then settle together (one round of yields for
        // both); a burst reaches the twin as its keys one by one, each in a read of its own and
        // rendered before the next. Tasks run only in the joint settle, for both alike: the rule is
        // about the event loop's batches, and a key that meets a folder still loading acts
        // differently from one that meets it loaded, however it arrives.
        let performed = (try? runner.perform(step, file: "explore")) != nil
        if case .burst(let presses) = step.action {
            for press in presses {
                try? shadowRunner.perform(ScenarioStep(.key(press, count: 1)), file: "explore")
            }
        } else {
            try? shadowRunner.perform(step, file: "explore")
        }
        await HeadlessHost.settle([host, shadow])
        if performed { try? runner.checkSettled(step, file: "explore") }
        let elapsed = clock.now - start
        let worked = ProcessorTime.used - processorStart
        // What changed, said as narration would (a narration of its own, attached to no window, so
        // no key acts differently): a trap in it is a finding like any other.
        if step.action.isRelaunch { narration.forgetSession() }
        narration.frameDidRender(host.windowManager)
        _ = narration.takeSaid()

        return brokenRule(after: step, before: before, saved: saved, took: (elapsed, worked))
    }

    /// The first rule broken by `step`, run on the session that had the stacks `before` (and the
    /// saved ones `saved`, when it relaunched), in `took` time on the clock and of the processor.
    private func brokenRule(
        after step: ScenarioStep, before: [String: [String]], saved: [(String, [String])],
        took: (elapsed: Duration, worked: Duration)
    ) -> ExploreFinding? {
        let now = currentStacks()
        let changed = Set(now.keys.filter { before[$0] != now[$0] })
        stacks = now
        do {
            try Invariants.check(host, linksOf: changed)
        } catch {
            return finding(.invariant, error, checks: ["ExpectInvariants"])
        }
        if let broken = backProblem(step, before: before) { return broken }
        if step.action.isRelaunch, let broken = relaunchProblem(saved: saved) { return broken }
        if case .burst = step.action, let broken = burstProblem() { return broken }
        for invariant in userInvariants {
            do {
                try runner.check(invariant, file: "invariants")
            } catch {
                return finding(
                    .userInvariant, StepProblem(error.message, details: error.details), checks: [invariant.source])
            }
        }
        if let userRule, let broken = userRule(host.windowManager) {
            return finding(.userInvariant, StepProblem(broken), checks: [])
        }
        // The processor time the step used, not the wall clock's: what else the machine ran meanwhile
        // is no finding.
        if let stepTimeLimit, took.worked > stepTimeLimit {
            let problem =
                "step took \(took.worked) of processor time (\(took.elapsed) in all), over the bound of \(stepTimeLimit)"
            return finding(.slowStep, StepProblem(problem), checks: [])
        }
        return nil
    }

    /// Every pane's stack as displayed, by pane name.
    private func currentStacks() -> [String: [String]] {
        var stacks: [String: [String]] = [:]
        for pane in host.windowManager.panes where stacks[pane.name] == nil {
            stacks[pane.name] = pane.pane.pilot.map(describedStack) ?? []
        }
        return stacks
    }

    /// The last stack described of each pilot, with what identifies it: the pilot, its depth and its
    /// top entry (entry identities are never reused, and nothing changes the entries under the top
    /// without changing the top), so a step that left a stack alone describes none of its routes.
    private var described: [ObjectIdentifier: (depth: Int, top: StackEntryID, stack: [String])] = [:]

    private func describedStack(_ pilot: any PilotControl) -> [String] {
        let key = ObjectIdentifier(pilot)
        if let known = described[key], known.depth == pilot.depth, known.top == pilot.currentEntryID {
            return known.stack
        }
        let stack = pilot.stackDescriptions
        described[key] = (pilot.depth, pilot.currentEntryID, stack)
        return stack
    }

    private func backProblem(_ step: ScenarioStep, before: [String: [String]]) -> ExploreFinding? {
        let pane: String
        switch step.action {
        case .back(let named?): pane = named
        case .operation(let named, .pop(count: 1)): pane = named
        default: return nil
        }
        guard let earlier = before[pane], earlier.count > 1,
            let now = host.windowManager.pane(named: pane)?.pane.pilot?.stackDescriptions,
            now != Array(earlier.dropLast())
        else { return nil }
        let expected = Array(earlier.dropLast())
        return finding(
            .backRemovesTheTop,
            StepProblem(
                "invariant: \(step.source) from depth \(earlier.count) left \(Expectations.list(now)), "
                    + "not \(Expectations.list(expected))"),
            checks: ["ExpectStack \(pane) [\(expected.joined(separator: ", "))]"])
    }

    /// The stacks of the panes that save theirs, when their last save worked.
    private func persistedStacks() -> [(String, [String])] {
        host.windowManager.panes.compactMap { pane in
            guard let pilot = pane.pane.pilot, let status = pilot.persistenceStatus, status.holdsCurrentStack else {
                return nil
            }
            return (pane.name, pilot.stackDescriptions)
        }
    }

    private func relaunchProblem(saved: [(String, [String])]) -> ExploreFinding? {
        for (pane, stack) in saved {
            guard let pilot = host.windowManager.pane(named: pane)?.pane.pilot,
                let status = pilot.persistenceStatus, status.warning == nil, status.error == nil,
                pilot.stackDescriptions != stack
            else { continue }
            return finding(
                .relaunchRestores,
                StepProblem(
                    "invariant: Relaunch restored \(Expectations.list(pilot.stackDescriptions)) in pane \(pane), "
                        + "not the saved \(Expectations.list(stack))"),
                checks: ["ExpectStack \(pane) [\(stack.joined(separator: ", "))]"])
        }
        return nil
    }

    private func burstProblem() -> ExploreFinding? {
        let burst = host.windowManager.panes.map { $0.pane.pilot?.stackDescriptions ?? [] }
        let oneByOne = shadow.windowManager.panes.map { $0.pane.pilot?.stackDescriptions ?? [] }
        let focus = (host.windowManager.focusedPane.name, shadow.windowManager.focusedPane.name)
        guard burst != oneByOne || focus.0 != focus.1 else { return nil }
        var checks = ["ExpectFocus \(focus.1)"]
        for (pane, stack) in zip(shadow.windowManager.panes, oneByOne) where pane.pane.pilot != nil {
            checks.append("ExpectStack \(pane.name) [\(stack.joined(separator: ", "))]")
        }
        return finding(
            .burstMatchesKeysOneByOne,
            StepProblem(
                "invariant: a burst of keys gave \(burst.map(Expectations.list)) with the focus on \(focus.0); "
                    + "the same keys one by one gave \(oneByOne.map(Expectations.list)) with the focus on \(focus.1)"),
            checks: checks)
    }

    private func finding(_ kind: ExploreFinding.Kind, _ problem: StepProblem, checks: [String]) -> ExploreFinding {
        ExploreFinding(kind: kind, message: problem.message, details: problem.details, steps: steps, checks: checks)
    }
}
