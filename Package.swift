// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NavigationPilot",
    products: [
        .library(name: "NavPilot", targets: ["NavPilot"]),
    ],
    targets: [
        .target(name: "NavPilot"),
        .testTarget(name: "NavPilotTests", dependencies: ["NavPilot"]),
        .executableTarget(name: "navpilot-bench", dependencies: ["NavPilot"]),
    ],
    swiftLanguageModes: [.v6]
)
