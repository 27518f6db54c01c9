// libFuzzer target: scenario files, lexed, parsed and checked against the examples' sessions
// (`Scenario.parse`). Any text must give a scenario or diagnostics that render, never a trap.
import NavPilotExamples
import NavPilotScenario

@MainActor private let catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })

/// The libFuzzer entry point: one input of `size` bytes at `data`; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    MainActor.assumeIsolated {
        do throws(ScenarioDiagnostics) {
            let scenario = try Scenario.parse(text, file: "fuzz.scenario", catalog: catalog)
            _ = scenario.steps.count
        } catch {
            _ = error.description
        }
    }
    return 0
}
