// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Hello",
    dependencies: [
        // A clone of NavigationPilot next to this package (git clone URL NavigationPilot); once it
        // is published with tags: .package(url: "https://…/NavigationPilot.git", from: "0.1.0")
        .package(path: "../NavigationPilot")
    ],
    targets: [
        // The routes, screens and session: a library, so the app and its tests share them.
        .target(
            name: "HelloApp",
            dependencies: [
                .product(name: "NavPilot", package: "NavigationPilot"),
                .product(name: "NavPilotTUI", package: "NavigationPilot"),
            ]),
        // The app: the terminal UI, plus run, play, record and explore on its own session.
        .executableTarget(
            name: "hello",
            dependencies: ["HelloApp", .product(name: "NavPilotScenario", package: "NavigationPilot")]),
        .testTarget(
            name: "HelloAppTests",
            dependencies: ["HelloApp", .product(name: "NavPilotScenario", package: "NavigationPilot")]),
    ],
    swiftLanguageModes: [.v6]
)

// The manifest of the README's "Use it in your package", whole lines of which the README shows
// (DocCodeBlockTests checks them); Scripts/docs.sh evaluates it with `swift package dump-package`.
