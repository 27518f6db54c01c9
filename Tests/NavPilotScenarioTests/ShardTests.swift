import Foundation
import NavPilotScenario
import NavPilotTestSupport
import Testing

/// `--shard K/N`: the machines of a CI matrix each run one slice of the files, and together every
/// file exactly once, whatever order the machine listed them in.
@Suite("Shards: disjoint, complete, stable slices of a suite")
struct ShardTests {
    let files = (1...23).map { "Scenarios/\($0 % 4 == 0 ? "deep/" : "")s\($0).scenario" }

    func shards(_ count: Int) -> [ScenarioShard] {
        (1...count).map { ScenarioShard(index: $0, of: count)! }
    }

    @Test(arguments: [1, 2, 3, 5, 23, 40])
    func theShardsTogetherRunEveryFileExactlyOnce(count: Int) {
        let slices = shards(count).map { $0.files(of: files) }
        #expect(slices.flatMap { $0 }.sorted() == files.sorted())
        #expect(Set(slices.flatMap { $0 }).count == files.count, "no file in two shards")
        let sizes = slices.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1, "shards differ by at most one file: \(sizes)")
    }

    @Test func aShardTakesTheSameFilesWhateverOrderTheyWereListedIn() {
        var generator = SeededGenerator(seed: 7)
        for shard in shards(4) {
            let shuffled = files.shuffled(using: &generator)
            #expect(Set(shard.files(of: shuffled)) == Set(shard.files(of: files)))
        }
    }

    @Test func aShardKeepsTheOrderFilesRunIn() {
        let shard = ScenarioShard(index: 2, of: 3)!
        let mine = shard.files(of: files)
        #expect(mine == files.filter(mine.contains))
    }

    @Test func onlyKOverNWithKFromOneToNIsAShard() {
        #expect(ScenarioShard("2/4") == ScenarioShard(index: 2, of: 4))
        #expect(ScenarioShard("1/1")?.description == "1/1")
        for bad in ["0/4", "5/4", "4", "1/0", "-1/2", "a/b", "1/2/3", "", "/", " 1/2"] {
            #expect(ScenarioShard(bad) == nil, "\(bad)")
        }
    }

    @MainActor
    @Test func aSuiteRunsOnlyItsShardsFilesAndAnEmptyShardPasses() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.scenario", "Session split\nExpectFocus feed\n")
        try folder.write("b.scenario", "Session split\nKey enter\nExpectDepth feed 2\n")
        var seen: [String] = []
        for index in 1...3 {
            var lines: [String] = []
            var suite = ScenarioSuite(paths: [folder.path], shard: ScenarioShard(index: index, of: 3))
            // No time per scenario: on a busy machine the suite waits its turn on the main actor (see
            // `runSuite`).
            suite.budget = RunBudget(timePerScenario: nil)
            let summary = try await suite.run(catalog: TestSessions.catalog) { lines.append($0) }
            #expect(summary.allPassed)
            seen += lines.filter { $0.hasPrefix("✔") }.map { String($0.split(separator: " ")[1]) }
            if index == 3 {
                #expect(lines == ["shard 3/3 has no files to run", "0 passed, 0 failed"])
            }
        }
        #expect(seen.count == 2)
    }
}
