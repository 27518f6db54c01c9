import NavPilotScenario
import NavPilotTUI

// The code the exploring guide (docs/pictures-and-exploring.md) shows; see RouterGuide.swift for the
// `docs:` regions. Compiled only: ten thousand steps are a run of their own.

@MainActor
func explorerTour(catalog: SessionCatalog) async -> ExploreReport {
    // docs: begin explorer
    var explorer = Explorer(sessionName: "split-screen", catalog: catalog, seed: 42)
    explorer.invariant = { windowManager in
        windowManager.pane(named: "chat")?.pane.pilot?.depth ?? 1 <= 3 ? nil : "chat deeper than 3"
    }
    let report = await explorer.explore()  // report.finding?.steps: the shrunk steps
    // docs: end explorer
    return report
}
