import Foundation
import NavPilotScenario
import NavPilotTestSupport
import Testing

@MainActor
@Suite("A run's budget: time per scenario and bytes written, each failing the scenario that passes it")
struct RunBudgetTests {
    @Test func aScenarioPastItsTimeBudgetFailsAtTheStepThatEndedPastItSayingHowToChangeIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("slow.scenario", "Session split\nKey down\nKey enter\n")
        // A nanosecond: every step ends past it, whatever the machine.
        let (code, lines) = await runSuite([file], budget: RunBudget(timePerScenario: .nanoseconds(1)))
        #expect(code == Exit.failed)
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "slow.scenario:2: Key down: the scenario has run for longer than its time budget of 1 ns (run --timeout SECONDS changes it, 0 lifts it)"
                )
            }, "\(lines)")
        let unlimited = await runSuite([file], budget: RunBudget(timePerScenario: nil))
        #expect(unlimited.code == Exit.passed, "no budget, no limit")
    }

    @Test func aCountedKeyStopsAtTheTimeBudgetInsideTheStep() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // 100,000 Tabs at 1000x1000: hours of work were the budget checked only after
        // the step. It is checked between the step's batches, which stay short however dear a key is.
        let file = try folder.write(
            "long.scenario", "Session split\nSet Size 1000x1000\nKey tab 100000\nExpectFocus feed\n")
        let (code, lines) = await runSuite([file], budget: RunBudget(timePerScenario: .seconds(1)))
        #expect(code == Exit.failed)
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "long.scenario:3: Key tab 100000: the scenario has run for longer than its time budget of 1 s (run --timeout SECONDS changes it, 0 lifts it)"
                )
            }, "\(lines)")
    }

    @Test func writingPastTheOutputBudgetFailsTheScenarioAndLeavesNoPartialFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("big.scenario", "Session split\nKey enter\n")
        let (code, lines) = await runSuite(
            [file, "--cast", folder.path + "/casts"], budget: RunBudget(outputBytes: 1_000))
        #expect(code == Exit.failed)
        #expect(
            lines.contains {
                $0.contains(
                    "cannot write its cast: not writing '\(folder.path)/casts/big.cast': the run has written its 1000 bytes of files (run --max-output MIB changes the budget)"
                )
            }, "\(lines)")
        #expect(folder.read("casts/big.cast") == nil)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/casts").isEmpty, "no temporary left")
        let roomy = await runSuite([file, "--cast", folder.path + "/casts"], budget: RunBudget(outputBytes: 1 << 20))
        #expect(roomy.code == Exit.passed)
    }
}
