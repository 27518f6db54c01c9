// swift-tools-version:6.0
import PackageDescription

// An app that adopts NavigationPilot the ordinary way, by version, and scripts its own session:
// CI builds it against a tagged clone (Scripts/consumer/check.sh sets NAVPILOT_PACKAGE_URL to a
// file:// URL). Without that variable it builds against the checkout around it, for trying it out.
let navigationPilot: Package.Dependency =
    if let url = Context.environment["NAVPILOT_PACKAGE_URL"] {
        .package(url: url, from: "0.1.0")
    } else {
        .package(name: "NavigationPilot", path: "../..")
    }

let package = Package(
    name: "TwoPanes",
    dependencies: [navigationPilot],
    targets: [
        // The app's routes, screens and session: a library, so the tests and the executable share them.
        .target(
            name: "TwoPanes",
            dependencies: [
                .product(name: "NavPilot", package: "NavigationPilot"),
                .product(name: "NavPilotTUI", package: "NavigationPilot"),
            ]),
        // The app: the terminal UI, plus `run`, `play`, `record` and `explore` on its own session.
        .executableTarget(
            name: "two-panes",
            dependencies: ["TwoPanes", .product(name: "NavPilotScenario", package: "NavigationPilot")]),
        // An `@main` app (`App`) with NavPilotScenario imported: the scenario subcommands and --listen.
        // Its release build is one static executable, as docs/performance-and-reliability.md says:
        // `-static-executable`, with the two libraries FoundationEssentials needs that the toolchain
        // does not name for a static link, and the image codecs linked in (a static program must not
        // open them).
        .executableTarget(
            name: "notes",
            dependencies: [
                .product(name: "NavPilot", package: "NavigationPilot"),
                .product(name: "NavPilotTUI", package: "NavigationPilot"),
                .product(name: "NavPilotScenario", package: "NavigationPilot"),
                .product(name: "NavPilotStaticImageCodecs", package: "NavigationPilot"),
            ],
            linkerSettings: [
                .unsafeFlags(
                    ["-static-executable", "-l_FoundationCollections", "-l_FoundationCShims"],
                    .when(platforms: [.linux], configuration: .release))
            ]),
        .testTarget(
            name: "TwoPanesTests",
            dependencies: ["TwoPanes", .product(name: "NavPilotScenario", package: "NavigationPilot")]),
    ],
    swiftLanguageModes: [.v6]
)
