import Foundation
import NavPilot
import NavPilotExamples
import NavPilotScenario

/// Scenario files, lexed, parsed and checked against the examples' sessions (`Scenario.parse`): any
/// text gives a scenario or diagnostics that render. The invariant is the absence of a trap.
@MainActor
enum ScenarioCheck {
    /// The examples, with the persistence example keeping nothing: a check never touches saved state.
    private static let catalog = {
        var catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })
        catalog.add(PersistenceExample.example.name) { PersistenceExample.session(store: NoStateStore()) }
        return catalog
    }()

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        do throws(ScenarioDiagnostics) {
            let scenario = try Scenario.parse(text, file: "fuzz.scenario", catalog: catalog)
            _ = scenario.steps.count
        } catch {
            _ = error.description
        }
    }
}

/// A state store that keeps nothing.
private struct NoStateStore: StateStore {
    func load(key: String) throws -> Data? { nil }
    func save(_ data: Data, key: String) throws {}
    func remove(key: String) throws {}
    func quarantine(key: String) throws -> String { key }
}
