// swift-tools-version:6.2
import Foundation
import PackageDescription

/// The folder of this manifest: the linker runs elsewhere and needs the ordering file's full path.
let packageFolder = String(#filePath.dropLast("/Package.swift".count))

/// Whether the static C++ runtime can be linked: every GCC installation that has the shared one has
/// the static one too (Debian and Ubuntu install both with libstdc++-dev; Fedora keeps the static one
/// in a package of its own, libstdc++-static, and there the shared one is linked as before).
let staticCxxRuntime: Bool = {
    var found = false
    for folder in gccFolders {
        guard FileManager.default.fileExists(atPath: "\(folder)/libstdc++.so") else { continue }
        guard FileManager.default.fileExists(atPath: "\(folder)/libstdc++.a") else { return false }
        found = true
    }
    return found
}()

/// Every installed GCC's folder of libraries, `/usr/lib/gcc/TRIPLE/VERSION`.
var gccFolders: [String] {
    let files = FileManager.default
    return ((try? files.contentsOfDirectory(atPath: "/usr/lib/gcc")) ?? []).flatMap { triple in
        ((try? files.contentsOfDirectory(atPath: "/usr/lib/gcc/\(triple)")) ?? []).map {
            "/usr/lib/gcc/\(triple)/\($0)"
        }
    }
}

/// Whether the release `navpilot` is linked as one static executable: where the static C library,
/// terminfo library and image codecs are installed beside the static C++ runtime (Debian and Ubuntu's
/// libc6-dev, libncurses-dev, libpng-dev, libturbojpeg0-dev, libgif-dev and zlib1g-dev all ship
/// them). Nothing is then mapped at start but the executable (the C library, libm, the dynamic loader
/// and libtinfo cost 1.4 MB resident as shared libraries, BENCHMARKS.md), and it runs on a machine
/// with none of those libraries. The image codecs are linked in (CStaticImageCodecs), since a
/// static executable cannot open them. Elsewhere it links the shared libraries as before.
let staticExecutable: Bool = {
    let triples = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/gcc")) ?? []
    let folders = triples.map { "/usr/lib/\($0)" } + ["/usr/lib64", "/usr/lib"]
    return staticCxxRuntime
        && ["c", "m", "tinfo", "png16", "turbojpeg", "gif", "z"].allSatisfy { library in
            folders.contains { FileManager.default.fileExists(atPath: "\($0)/lib\(library).a") }
        }
}()

/// How the release build of the `navpilot` executable is linked, so the plain `swift build -c release`
/// gives users the small, fast-starting binary that BENCHMARKS.md measures: one static executable
/// where the static libraries are installed (`staticExecutable`), else the Swift runtime linked
/// statically; lld with packed relative relocations (the start-up relocation table shrinks from 900 KB
/// to 7 KB while a dynamic executable stays position independent), identical code folding, the
/// functions a session runs placed together (Scripts/linking/order-hot-functions.sh writes the list:
/// the kernel maps 64 KB around each page first touched, so scattered hot code cost 6 MB of memory,
/// together 3.7 MB), no symbols exported that no library looks up (the driver exports every one of
/// ours: 350 KB of symbol tables read at start), and the C++ runtime that the Swift runtime uses
/// linked statically where the system has it (the shared one cost 1 MB resident, most of it
/// relocations).
let deploymentLink = LinkerSetting.unsafeFlags(
    [
        staticExecutable ? "-static-executable" : "-static-stdlib", "-Xclang-linker", "-fuse-ld=lld", "-Xlinker", "-z",
        "-Xlinker", "pack-relative-relocs",
        "-Xlinker", "--icf=all", "-l_FoundationCollections", "-l_FoundationCShims",
        "-Xlinker", "--symbol-ordering-file=\(packageFolder)/Scripts/linking/hot-functions.order",
        "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--no-export-dynamic",
    ] + (staticCxxRuntime ? ["-Xclang-linker", "-L\(packageFolder)/Scripts/linking/static-c++"] : []),
    .when(platforms: [.linux], configuration: .release))

let package = Package(
    name: "NavigationPilot",
    products: [
        .library(name: "NavPilot", targets: ["NavPilot"]),
        .library(name: "NavPilotTUI", targets: ["NavPilotTUI"]),
        .library(name: "NavPilotScenario", targets: ["NavPilotScenario"]),
        .library(name: "NavPilotExamples", targets: ["NavPilotExamples"]),
        .executable(name: "navpilot", targets: ["navpilot"]),
        // The image codecs linked into an app's own static executable (docs/performance-and-reliability.md).
        .library(name: "NavPilotStaticImageCodecs", targets: ["CStaticImageCodecs"]),
        // The fuzz targets' checks, for the fuzzing package in Fuzz/ (not an API for apps).
        .library(name: "NavPilotFuzzChecks", targets: ["NavPilotFuzzChecks"]),
    ],
    targets: [
        .target(name: "NavPilot"),
        .testTarget(name: "NavPilotTests", dependencies: ["NavPilot", "NavPilotTestSupport"]),
        .executableTarget(
            name: "navpilot-bench",
            dependencies: ["NavPilot", "NavPilotTUI", "NavPilotExamples", "NavPilotScenario", "CProcessAffinity"]),
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
        // The image codecs `Image` decodes with, libpng, libjpeg-turbo's TurboJPEG and giflib: their
        // types, and a weak hook (NULL here) for the functions of an executable that links them in.
        .target(name: "CImageCodecs"),
        // The codecs linked into the `navpilot` executable where their static libraries are installed.
        .target(
            name: "CStaticImageCodecs", dependencies: ["CImageCodecs"],
            linkerSettings: ["png16", "turbojpeg", "gif", "z", "m"].map { .linkedLibrary($0) }),
        // wcwidth, which Swift's Glibc module does not declare.
        .target(name: "CCharacterWidth"),
        .target(
            name: "NavPilotTUI",
            dependencies: ["NavPilot", "CNcursesw", "CMainQueue", "CImageCodecs", "CCharacterWidth"]),
        // The main thread serving the main queue (`MainThread`), through libdispatch's run-loop interface.
        .target(name: "CMainQueue"),
        .target(name: "NavPilotExamples", dependencies: ["NavPilot", "NavPilotTUI"]),
        .testTarget(
            name: "NavPilotExamplesTests",
            dependencies: ["NavPilotExamples", "NavPilot", "NavPilotTUI", "NavPilotScenario", "NavPilotTestSupport"],
            // Narration transcripts the tests read by path (`NarrationTranscriptTests`), and the
            // README's scenario file, which its test runs (`DocSnippets/HelloAppTests.swift`).
            exclude: ["Transcripts", "DocSnippets/Scenarios"]),
        .executableTarget(
            name: "navpilot",
            dependencies: ["NavPilot", "NavPilotTUI", "NavPilotExamples", "NavPilotScenario"]
                + (staticExecutable ? ["CStaticImageCodecs"] : []),
            linkerSettings: [deploymentLink]),
        .testTarget(
            name: "NavPilotTUITests", dependencies: ["NavPilotTUI", "NavPilotTestSupport"],
            // Image files the decoding tests read by path, hostile ones among them.
            exclude: ["Images/Fixtures"]),
        // The original library's README app, unchanged but for its imports: `@main struct MyApp: App`.
        .executableTarget(name: "readme-app", dependencies: ["NavPilot", "NavPilotTUI"]),
        // The `navpilot` executable driven as users drive it: on the command line, and in tmux.
        .testTarget(name: "NavPilotEndToEndTests", dependencies: ["NavPilot", "NavPilotTestSupport"]),
        .target(name: "CProcessAffinity"),
        .target(name: "NavPilotScenario", dependencies: ["NavPilot", "NavPilotTUI", "CProcessAffinity"]),
        .testTarget(
            name: "NavPilotScenarioTests",
            dependencies: ["NavPilotScenario", "NavPilot", "NavPilotTUI", "NavPilotExamples", "NavPilotTestSupport"]),
        .target(
            name: "NavPilotFuzzChecks",
            dependencies: ["NavPilot", "NavPilotTUI", "NavPilotExamples", "NavPilotScenario"]),
        .testTarget(name: "NavPilotFuzzChecksTests", dependencies: ["NavPilotFuzzChecks", "NavPilotTestSupport"]),
        // Test helpers shared by every test target (child processes with time limits, temporary
        // folders, a seeded random number generator).
        .target(name: "NavPilotTestSupport", path: "Tests/NavPilotTestSupport"),
    ],
    swiftLanguageModes: [.v6]
)

// Swift warnings are errors in every build of ours, `swift build` and `swift test` alike, so CI's one
// debug build serves both. SwiftPM drops this setting when the package is built as a dependency, so
// an app that adopts us by version never fails on a warning a newer compiler adds. C targets get no
// such setting: SwiftPM turns it into flags that break a versioned dependency's build of them
// (`-fPIC` reaches the compiler as an unknown argument); CI compiles the C sources with -Werror
// instead (.ci/run).
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
