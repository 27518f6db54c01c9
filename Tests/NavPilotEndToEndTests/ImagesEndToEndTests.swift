import Foundation
import NavPilotTestSupport
import Testing

/// Pictures in a real terminal without graphics (tmux): half blocks in the terminal's colours.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct ImagesEndToEndTests {
    /// The toolkit's image fixtures: this file is `Tests/NavPilotEndToEndTests/ImagesEndToEndTests.swift`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("NavPilotTUITests/Images/Fixtures").path

    @Test func theFileBrowserPreviewsAPictureInHalfBlocksOfItsColours() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: Self.fixtures + "/halves.png", toPath: folder.file("halves.png"))
        let command = try NavpilotBinary.command(["--example", "files", folder.path])
        let session = try TmuxSession.start(command, width: 100, height: 24)
        defer { session.kill() }
        try await session.waitForScreen("the picture in the preview") { $0.contains("▀▀▀▀▀▀▀▀") }
        let styled = try session.captureStyled()
        // The left half red (palette 196) and the right half blue (21), the upper pixel as the text
        // colour and the lower one as the background.
        #expect(styled.contains("38;5;196") && styled.contains("48;5;196"), "the red half: \(styled)")
        #expect(styled.contains("38;5;21") && styled.contains("48;5;21"), "the blue half")
        #expect(!styled.contains("Binary file"), "a picture, not described as a binary file")
        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
    }

    @Test func withTwentyFourBitColourThePictureIsWrittenInItsOwnColours() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: Self.fixtures + "/halves.png", toPath: folder.file("halves.png"))
        let command = try NavpilotBinary.command(
            ["--example", "files", folder.path], environment: ["COLORTERM": "truecolor"])
        let session = try TmuxSession.start(command, width: 100, height: 24)
        defer { session.kill() }
        try await session.waitForScreen("the picture in the preview") { $0.contains("▀▀▀▀▀▀▀▀") }
        let styled = try await Eventually.value("the picture in 24-bit colour", timeout: Patience.limit) {
            let styled = try session.captureStyled()
            return styled.contains("38;2;255;0;0") && styled.contains("38;2;0;0;255") ? styled : nil
        }
        #expect(!styled.contains("38;5;196"), "no cell of the picture left in the palette's red")
    }

    @Test func theFileBrowserShowsAGIFAJPEGAndAPNGAsPictures() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pictures = ["frames.gif", "halves.jpg", "halves.png"]
        for name in pictures {
            try FileManager.default.copyItem(atPath: Self.fixtures + "/" + name, toPath: folder.file(name))
        }
        let command = try NavpilotBinary.command(["--example", "files", folder.path])
        let session = try TmuxSession.start(command, width: 100, height: 24)
        defer { session.kill() }
        for name in pictures {
            let screen = try await session.waitForScreen("\(name) in the preview") {
                $0.contains("preview · \(name)") && $0.contains("▀▀▀▀▀▀▀▀") && !$0.contains("loading \(name)")
            }
            // Whether the codecs are linked into the executable or opened as shared libraries.
            #expect(!screen.contains("not installed") && !screen.contains("damaged"), "\(name) decoded: \(screen)")
            try session.sendKeys("Down")
        }
        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
    }
}
