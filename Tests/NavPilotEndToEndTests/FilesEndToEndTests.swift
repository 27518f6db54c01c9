import Foundation
import NavPilotTestSupport
import Testing

/// The file browser in a real terminal (tmux), on this repository's own tree.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct FilesEndToEndTests {
    /// The repository's root: this file is `Tests/NavPilotEndToEndTests/FilesEndToEndTests.swift`.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test func theBrowserListsThisRepositoryPreviewsTheReadmeAndOpensAFolder() async throws {
        let command = try NavpilotBinary.command(["--example", "files", Self.repository])
        let session = try TmuxSession.start(command, width: 120, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the repository's root") {
            $0.contains("Sources/") && $0.contains("Package.swift") && $0.contains("[files]")
        }
        // A letter jumps to the next name starting with it: README.md, previewed on the right.
        try session.sendKeys("r")
        try await session.waitForScreen("the README's preview") { $0.contains("# NavigationPilot for the terminal") }
        try session.sendKeys("s", "Enter")
        let folder = try await session.waitForScreen("the Scenarios folder") {
            $0.contains("files · ") && $0.contains("split-screen.scenario")
        }
        #expect(folder.contains("Scenarios"), "the pane's breadcrumb names the folder opened")
        try session.sendKeys("BSpace")
        try await session.waitForScreen("the root again") {
            $0.contains("Package.swift") && !$0.contains("split-screen.scenario")
        }
        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
    }
}
