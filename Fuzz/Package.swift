// swift-tools-version:6.2
// The libFuzzer targets: one executable per `FuzzTarget` of the main package's `NavPilotFuzzChecks`,
// built by SwiftPM from the package graph (`Fuzz/run.sh` passes the sanitizer and coverage flags).
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, which is wherever the repository was cloned.
let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let targets = ["notation", "deeplink", "inputdecoder", "scenario", "safetext", "statefile", "filename"]

let package = Package(
    name: "NavPilotFuzz",
    dependencies: [.package(path: project.path)],
    targets: [
        // libFuzzer's driver entry point (from clang's `libclang_rt.fuzzer_no_main`).
        .target(name: "CLibFuzzer"),
        .target(
            name: "FuzzDriver",
            dependencies: [
                "CLibFuzzer", .product(name: "NavPilotFuzzChecks", package: project.lastPathComponent),
            ]),
    ]
        + targets.map { .executableTarget(name: "fuzz-\($0)", dependencies: ["FuzzDriver"]) },
    swiftLanguageModes: [.v6]
)
