import NavPilot
import NavPilotExamples
import NavPilotTUI
import NavPilotTestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The image fixtures of the toolkit's tests.
private let imageFixtures: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(2)
    return parts.joined(separator: "/") + "/NavPilotTUITests/Images/Fixtures/"
}()

@MainActor
@Suite("The file browser previews PNG, JPEG and GIF files as pictures")
struct FilesImagePreviewTests {
    /// The file browser on `folder`, which holds the image fixture `fixture` named `name`, once the
    /// file is listed and its preview decoded.
    private func browser(
        in folder: TemporaryFolder, showing fixture: String, as name: String, width: Int, height: Int
    ) async throws -> HeadlessSession {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: imageFixtures + fixture))
        try bytes.write(to: URL(fileURLWithPath: folder.file(name)))
        let session = HeadlessSession(
            FilesExample.session(root: folder.path), size: Size(width: width, height: height))
        await session.settle(until: name, inPane: "files")
        await session.settle()
        return session
    }

    @Test("moving to an image shows it in half blocks, and the screenshot embeds the file itself")
    func previewsAnImage() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try await browser(in: folder, showing: "halves.png", as: "halves.png", width: 100, height: 24)
        let preview = session.text(ofPane: "preview")
        #expect(preview.contains("▀▀▀▀"), "drawn in half blocks, not described as a binary file")
        let row = session.screen.lines.firstIndex { $0.contains("▀▀▀▀") } ?? 0
        let cells = (0..<session.screen.size.width).map { session.screen[x: $0, y: row] }.filter { $0.character == "▀" }
        #expect(cells.first?.style.foreground == .indexed(196), "the left half is red")
        #expect(cells.last?.style.foreground == .indexed(21), "the right half is blue")
        let svg = SVGScreenshot(title: "files").svg(of: session.screen)
        #expect(svg.contains("href=\"data:image/png;base64,"), "scenario pictures show the image")
    }

    @Test("a file that only looks like an image says why it is not shown")
    func refusesABomb() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try await browser(in: folder, showing: "bomb.png", as: "huge.png", width: 120, height: 20)
        #expect(session.text(ofPane: "preview").contains("huge.png declares 100000 by 100000 pixels"))
    }
}
