import Foundation
import NavPilotFuzzChecks
import NavPilotTestSupport
import Testing

/// The inputs a fuzz target replays in `swift test`: its seed corpus and the crash inputs the fuzzer
/// found (`Fuzz/regressions/<target>/`, where `Fuzz/run.sh` keeps each one).
enum FuzzInputs {
    /// The repository's top folder, from this file's place in it.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every input of `target` under `root`, corpus then regressions, each with its path from `root`;
    /// hidden files (`.gitkeep`) are not inputs.
    static func inputs(of target: FuzzTarget, under root: URL = repository) -> [(name: String, bytes: [UInt8])] {
        ["Fuzz/corpus/\(target.rawValue)", "Fuzz/regressions/\(target.rawValue)"].flatMap { folder in
            let directory = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
                FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
                    .map { ("\(folder)/\(name)", Array($0)) }
            }
        }
    }
}

@MainActor
@Suite("Fuzz corpora and regressions replay cleanly")
struct FuzzReplayTests {
    @Test("every corpus and regression input keeps the target's invariants", arguments: FuzzTarget.allCases)
    func everyInputKeepsTheInvariants(target: FuzzTarget) throws {
        let inputs = FuzzInputs.inputs(of: target)
        try #require(inputs.count >= 10, "the seed corpus of \(target) is missing under \(FuzzInputs.repository.path)")
        for input in inputs {
            #expect(target.check(input.bytes) == nil, "\(input.name)")
        }
    }

    @Test("a crash input kept in Fuzz/regressions/<target>/ is replayed with the corpus")
    func regressionsAreReplayed() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let root = URL(fileURLWithPath: temp.path)
        for (folder, name) in [("corpus", "seed"), ("regressions", "crash-1"), ("regressions", ".gitkeep")] {
            let directory = root.appendingPathComponent("Fuzz/\(folder)/notation")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(name.utf8).write(to: directory.appendingPathComponent(name))
        }
        let names = FuzzInputs.inputs(of: .notation, under: root).map(\.name)
        #expect(names == ["Fuzz/corpus/notation/seed", "Fuzz/regressions/notation/crash-1"])
    }

    @Test("each check reaches the code it guards: valid inputs pass, malformed ones are refused cleanly")
    func checksAcceptWellFormedAndMalformedInputs() {
        let inputs: [(FuzzTarget, String)] = [
            (.notation, #"post(id: 7, title: "Swift Tips")"#), (.notation, "post(id: "),
            (.deeplink, "\u{1}r=home&r=detail(id:%207)"), (.deeplink, "\u{1}r=%ZZ"),
            (.inputdecoder, "\u{1B}[200~pasted\u{1B}[201~\u{1B}[A"), (.inputdecoder, "\u{1B}[99999999999~"),
            (.scenario, "Session split-screen\nKey enter\nExpectDepth feed 2\n"), (.scenario, "Key \"\n"),
            (.safetext, "\u{1B}]2;title\u{7} caf\u{E9} \u{202E}"), (.safetext, "plain"),
            (.statefile, #"{"format":"navpilot.stack","routeType":"R","stack":["home","detail(id: 7)"],"version":1}"#),
            (.statefile, #"{"format":"navpilot.stack","routeType":"R","stack":["home","detail(id: "],"version":1}"#),
        ]
        for (target, text) in inputs {
            #expect(target.check(Array(text.utf8)) == nil, "\(target): \(text.debugDescription)")
        }
    }
}
