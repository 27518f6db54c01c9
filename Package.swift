// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NavigationPilot",
    products: [
        .library(name: "NavPilot", targets: ["NavPilot"]),
        .library(name: "NavPilotTUI", targets: ["NavPilotTUI"]),
        .library(name: "NavPilotExamples", targets: ["NavPilotExamples"]),
        .executable(name: "navpilot", targets: ["navpilot"]),
    ],
    targets: [
        .target(name: "NavPilot"),
        .testTarget(name: "NavPilotTests", dependencies: ["NavPilot"]),
        .executableTarget(
            name: "navpilot-bench", dependencies: ["NavPilot", "NavPilotTUI", "NavPilotExamples", "NavPilotScenario"]),
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
        .target(name: "NavPilotTUI", dependencies: ["NavPilot", "CNcursesw"]),
        .target(name: "NavPilotExamples", dependencies: ["NavPilot", "NavPilotTUI"]),
        .testTarget(name: "NavPilotExamplesTests", dependencies: ["NavPilotExamples", "NavPilot", "NavPilotTUI"]),
        .executableTarget(name: "navpilot", dependencies: ["NavPilotTUI", "NavPilotExamples", "NavPilotScenario"]),
        .testTarget(name: "NavPilotTUITests", dependencies: ["NavPilotTUI"]),
        .target(name: "CProcessAffinity"),
        .target(name: "NavPilotScenario", dependencies: ["NavPilot", "NavPilotTUI", "CProcessAffinity"]),
        .testTarget(
            name: "NavPilotScenarioTests",
            dependencies: ["NavPilotScenario", "NavPilot", "NavPilotTUI", "NavPilotExamples"]),
    ],
    swiftLanguageModes: [.v6]
)
