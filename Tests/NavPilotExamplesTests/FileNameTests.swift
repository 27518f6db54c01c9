import NavPilot
import NavPilotTUI
import NavPilotTestSupport
import Testing

@testable import NavPilotExamples

#if canImport(Glibc)
import Glibc
#endif

/// File names are bytes: the browser keeps every one from the folder read to the open call, and
/// shows what a terminal cannot (bytes that are not UTF-8, control characters) escaped.
@MainActor
@Suite("Hostile file names: not UTF-8, look-alikes, control characters, kernel files")
struct FileNameTests {
    /// Makes the file of name `bytes` in `folder`, holding `text`.
    private func makeFile(_ bytes: [UInt8], in folder: TemporaryFolder, holding text: String) throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + bytes
        let descriptor = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
            open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        }
        try #require(descriptor >= 0)
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    @Test func everyNameReadsBackAsItsOwnBytesAndNoTwoNamesBecomeOne() {
        var generator = SeededGenerator(seed: 7)
        var seen: [String: [UInt8]] = [:]
        let pieces: [[UInt8]] = [
            [0xFF], [0xC3], [0xC3, 0xA9], [0xF4, 0x8F, 0xBC, 0x80], [0xEF, 0xBF, 0xBD], [0x0A], Array("ab".utf8),
        ]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 1...6, using: &generator)).flatMap { _ in
                pieces.randomElement(using: &generator)!
            }
            let name = FileName.string(fromBytes: bytes)
            #expect(FileName.bytes(of: name) == bytes)
            if let other = seen[name] { #expect(other == bytes, "two names met as \(SafeText.escaping(name))") }
            seen[name] = bytes
        }
    }

    @Test func aNameThatIsNotUTF8PreviewsItselfNotItsLookAlikeAndShowsItsByte() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try makeFile(Array("report-".utf8) + [0xFF] + Array(".txt".utf8), in: folder, holding: "the real one\n")
        try makeFile(Array("report-\u{FFFD}.txt".utf8), in: folder, holding: "the look-alike\n")
        try makeFile(Array("two\nlines.txt".utf8), in: folder, holding: "second\n")
        let session = HeadlessSession(FilesExample.session(root: folder.path), size: Size(width: 100, height: 20))
        await session.settle(until: "report-")
        let list = session.text(ofPane: "files")
        #expect(list.contains(#"report-\xFF.txt"#), "\(list)")
        #expect(list.contains("report-\u{FFFD}.txt"))
        #expect(list.contains(#"two\nlines.txt"#), "the line break escaped, on one row")
        for _ in 0..<3 where !session.text(ofPane: "files").contains(#"▸ report-\xFF.txt"#) {
            session.press(.down)
        }
        await session.settle(until: "the real one")
        #expect(session.text(ofPane: "preview").contains("the real one"))
        #expect(!session.text(ofPane: "preview").contains("look-alike"))
    }

    @Test func aKernelFileThatReportsNoSizeIsNotRead() throws {
        #expect(throws: ReadProblem.self) { try FolderReader.head(of: "/proc/self/status") }
        do {
            _ = try FolderReader.head(of: "/proc/self/status")
        } catch {
            #expect(error.reason == "not read: a /proc or /sys file made as it is read")
        }
    }
}
