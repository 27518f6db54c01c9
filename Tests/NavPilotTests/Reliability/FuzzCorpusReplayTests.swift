import Foundation
import NavPilot
import Testing

/// Replays the fuzz corpora and every crash the fuzzers found (`Fuzz/corpus/<target>/`,
/// `Fuzz/regressions/<target>/`) through the fuzz targets' checks, in an ordinary test run.
enum FuzzInputs {
    /// The repository's top folder, from this file's place in it.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every input of `target`, corpus and regressions, with its file name.
    static func inputs(of target: String) -> [(name: String, bytes: [UInt8])] {
        var result: [(String, [UInt8])] = []
        for folder in ["Fuzz/corpus/\(target)", "Fuzz/regressions/\(target)"] {
            let directory = repository.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() {
                if let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) {
                    result.append(("\(folder)/\(name)", Array(data)))
                }
            }
        }
        return result
    }
}

extension Reliability {
    @MainActor
    @Suite("Reliability: fuzz corpora and regressions replay cleanly")
    struct FuzzCorpusReplayTests {
        @Test("every notation input decodes to a value that round-trips, or fails with a position in the text")
        func notationInputs() throws {
            let inputs = FuzzInputs.inputs(of: "notation")
            try #require(!inputs.isEmpty, "no corpus under \(FuzzInputs.repository.path)/Fuzz/corpus/notation")
            for (name, bytes) in inputs {
                let text = String(decoding: bytes, as: UTF8.self)
                let route: ReliabilityRoute
                do throws(NotationError) {
                    route = try RouteNotation.decode(ReliabilityRoute.self, from: text)
                } catch {
                    let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
                    #expect((1...lines).contains(error.line) && error.column >= 1, "\(name): \(error)")
                    continue
                }
                let printed = try #require(compactNotation(route), "\(name)")
                let again = try RouteNotation.decode(ReliabilityRoute.self, from: printed)
                #expect(compactNotation(again) == printed, "\(name)")
            }
        }

        @Test("every deep-link input opens or is refused with the stack unchanged")
        func deepLinkInputs() throws {
            let inputs = FuzzInputs.inputs(of: "deeplink")
            try #require(!inputs.isEmpty)
            for (name, bytes) in inputs where !bytes.isEmpty {
                let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
                let prefixes = ["", "navpilot://stack?", "navpilot://session?"]
                guard let url = URL(string: prefixes[Int(bytes[0]) % 3] + text) else { continue }
                let pilot = NavPilot(initial: ReliabilityRoute.home)
                pilot.push(.detail(id: 7))
                let before = compactNotation(pilot.stack)
                do {
                    try pilot.openDeepLink(url)
                    if let link = pilot.deepLinkURL() {
                        let reopened = NavPilot(initial: ReliabilityRoute.home)
                        try reopened.openDeepLink(link)
                        #expect(compactNotation(reopened.stack) == compactNotation(pilot.stack), "\(name)")
                    }
                } catch {
                    #expect(compactNotation(pilot.stack) == before, "\(name): \(error)")
                }
                if let link = try? SessionLink(url: url), let written = link.url() {
                    #expect((try? SessionLink(url: written)) == link, "\(name)")
                }
            }
        }
    }
}
