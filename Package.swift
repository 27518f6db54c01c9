// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NavigationPilot",
    products: [
        .library(name: "NavPilot", targets: ["NavPilot"]),
        .library(name: "NavPilotTUI", targets: ["NavPilotTUI"]),
        .executable(name: "navpilot", targets: ["navpilot"]),
    ],
    targets: [
        .target(name: "NavPilot"),
        .testTarget(name: "NavPilotTests", dependencies: ["NavPilot"]),
        .executableTarget(name: "navpilot-bench", dependencies: ["NavPilot", "NavPilotTUI"]),
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
        .target(name: "NavPilotTUI", dependencies: ["NavPilot", "CNcursesw"]),
        .executableTarget(name: "navpilot", dependencies: ["NavPilotTUI"]),
        .testTarget(name: "NavPilotTUITests", dependencies: ["NavPilotTUI"]),
    ],
    swiftLanguageModes: [.v6]
)
