import Foundation

@testable import NavPilotScenario

/// The package's own folder and the files the tests read from it.
enum Repository {
    /// The package's root folder (this file is `<root>/Tests/NavPilotScenarioTests/Support/`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every scenario file in `Scenarios/`, as `navpilot run Scenarios` finds them.
    static var shippedScenarios: [String] {
        ScenarioFiles.collect([root.appendingPathComponent("Scenarios").path]).files
    }
}
