import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

/// Several processes saving the same key at once must never leave a torn or half-written file.
///
/// The test re-runs this test bundle as the writer processes: each child runs only `writerProcess`
/// (selected with `--filter`), which is enabled only when `NAVPILOT_TEST_WRITER_DIR` is set.
@Suite("Persistence: many processes")
struct PersistenceMultiProcessTests {
    static let writerCount = 8
    static let writesPerProcess = 200
    static let key = "shared"

    /// The stack a writer saves on its `round`-th write: every entry names the writer and the round,
    /// and the length varies, so a torn or mixed file cannot pass `validate`.
    static func stack(writer: Int, round: Int) -> [SampleRoute] {
        [.home]
            + (0..<(1 + round % 17)).map { _ in
                .mixed(writer, label: "\(round)-" + String(repeating: "x", count: round % 97))
            }
    }

    /// Checks that a saved file is whole: the envelope parses and the stack is one writer's one round.
    static func validate(_ data: Data) throws {
        struct Envelope: Decodable {
            var format: String
            var version: Int
            var stack: [String]
        }
        let envelope = try JSONDecoder().decode(Envelope.self, from: data)
        let routes = try envelope.stack.map { try RouteNotation.decode(SampleRoute.self, from: $0) }
        guard case .mixed(let writer, let label) = routes.last, let round = Int(label.prefix { $0 != "-" }) else {
            throw ValidationFailure(text: String(decoding: data, as: UTF8.self))
        }
        guard routes == stack(writer: writer, round: round) else {
            throw ValidationFailure(text: String(decoding: data, as: UTF8.self))
        }
    }

    struct ValidationFailure: Error {
        var text: String
    }

    @Test(
        "helper: one writer process (runs only when spawned by the test below)",
        .enabled(if: ProcessInfo.processInfo.environment["NAVPILOT_TEST_WRITER_DIR"] != nil))
    @MainActor
    func writerProcess() throws {
        let environment = ProcessInfo.processInfo.environment
        let directory = try #require(environment["NAVPILOT_TEST_WRITER_DIR"])
        let writer = try #require(environment["NAVPILOT_TEST_WRITER_ID"].flatMap { Int($0) })
        let pilot = NavPilot(
            initial: SampleRoute.home, persistenceKey: Self.key, store: FileStateStore(directory: directory + "/state"))
        for round in 0..<Self.writesPerProcess {
            pilot.replace(Self.stack(writer: writer, round: round))
            #expect(pilot.persistenceError == nil)
        }
        try Data().write(to: URL(fileURLWithPath: directory + "/done-\(writer)"))
    }

    @Test("8 processes writing one key 200 times each never leave a torn file")
    func concurrentWritersNeverTear() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var processes: [ChildProcess] = []
        for writer in 0..<Self.writerCount {
            var environment = ProcessInfo.processInfo.environment
            environment["NAVPILOT_TEST_WRITER_DIR"] = temp.path
            environment["NAVPILOT_TEST_WRITER_ID"] = "\(writer)"
            let arguments = [
                "--testing-library", "swift-testing", "--filter", "PersistenceMultiProcessTests/writerProcess",
            ]
            processes.append(try ChildProcess.start(executable, arguments, environment: environment))
        }

        // Read as fast as possible while the writers run: every snapshot must be whole. The writers'
        // time limit bounds the loop: past it, `wait` below kills them.
        var reads = 0
        let clock = ContinuousClock()
        let deadline = clock.now + ChildProcess.defaultTimeLimit
        while processes.contains(where: \.isRunning) && clock.now < deadline {
            if let data = try temp.store.load(key: Self.key) {
                try Self.validate(data)
                reads += 1
            }
        }
        for process in processes {
            #expect(try process.wait(timeLimit: .seconds(1)) == 0)
        }

        for writer in 0..<Self.writerCount {
            #expect(
                FileManager.default.fileExists(atPath: temp.path + "/done-\(writer)"), "writer \(writer) did not finish"
            )
        }
        try Self.validate(try #require(try temp.store.load(key: Self.key)))
        #expect(temp.files() == ["shared.json"], "temporary files left behind")
        #expect(reads > 0)
    }
}
