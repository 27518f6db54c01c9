import Testing

@testable import NavPilotTUI

/// Terminals act on the exact bytes of kitty graphics commands: a wrong key, a missing chunk flag or a stray
/// `;` leaves a picture undrawn or an escape sequence on screen, so every command is checked byte for byte.
@Suite("Kitty graphics protocol commands")
struct KittyGraphicsTests {
    /// The bytes as text, escapes included, for comparing against literal sequences.
    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The commands (`ESC _ G … ESC \`) of a transmission, each without its framing, failing the test when
    /// any byte lies outside one.
    private func commands(_ bytes: [UInt8]) -> [String] {
        var remaining = text(bytes)[...]
        var found: [String] = []
        while !remaining.isEmpty {
            guard remaining.hasPrefix("\u{1B}_G"), let end = remaining.firstRange(of: "\u{1B}\\") else {
                Issue.record("bytes outside a graphics command: \(remaining.prefix(40).debugDescription)")
                return found
            }
            found.append(String(remaining[remaining.index(remaining.startIndex, offsetBy: 3)..<end.lowerBound]))
            remaining = remaining[end.upperBound...]
        }
        return found
    }

    @Test("the start-up query asks about a one-pixel image under id 31 without storing it")
    func queryIsTheDocumentedOnePixelCheck() {
        #expect(KittyGraphics.queryID == 31)
        #expect(text(KittyGraphics.query) == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\")
    }

    @Test("a small PNG goes in one quiet command that stores it without showing it")
    func smallPNGIsOneCommand() {
        let bytes = KittyGraphics.transmitPNG(id: 7, png: [1, 2, 3])
        #expect(text(bytes) == "\u{1B}_Ga=t,f=100,i=7,q=2;AQID\u{1B}\\")
    }

    @Test("a PNG of exactly 4096 base64 bytes still goes in one command, without chunk flags")
    func payloadOfExactlyOneChunkIsNotSplit() {
        let bytes = KittyGraphics.transmitPNG(id: 5, png: [UInt8](repeating: 0, count: 3072))
        let sent = commands(bytes)
        #expect(sent.count == 1)
        #expect(sent.first == "a=t,f=100,i=5,q=2;" + String(repeating: "A", count: 4096))
    }

    @Test("a 10,000-byte PNG goes in 4096-byte base64 chunks, flagged m=1 until the last, m=0")
    func largePNGIsChunked() {
        let png = (0..<10_000).map { UInt8($0 % 251) }
        let sent = commands(KittyGraphics.transmitPNG(id: 9, png: png))
        // 10,000 bytes are 13,336 base64 bytes: three full chunks and 1,048 left over.
        let keys = ["a=t,f=100,i=9,q=2,m=1", "m=1,q=2", "m=1,q=2", "m=0,q=2"]
        #expect(sent.count == keys.count)
        var payload = ""
        for (command, expectedKeys) in zip(sent, keys) {
            let parts = command.split(separator: ";", omittingEmptySubsequences: false)
            #expect(parts.count == 2)
            #expect(parts.first.map(String.init) == expectedKeys)
            payload += parts.last ?? ""
        }
        #expect(sent.map { $0.split(separator: ";").last?.count ?? 0 } == [4096, 4096, 4096, 1048])
        #expect(payload == text(TerminalClipboard.base64(png)))
    }

    @Test("raw pixels are sent as 32-bit RGBA with their width and height")
    func rgbaCarriesItsSize() {
        let pixels = PixelGrid(width: 1, height: 1, rgba: [1, 2, 3, 4])
        let bytes = KittyGraphics.transmitRGBA(id: 3, pixels: pixels)
        #expect(text(bytes) == "\u{1B}_Ga=t,f=32,s=1,v=1,i=3,q=2;AQIDBA==\u{1B}\\")
    }

    @Test("large raw pixels are chunked like PNGs")
    func largeRGBAIsChunked() {
        let pixels = PixelGrid(width: 40, height: 40, rgba: [UInt8](repeating: 0, count: 40 * 40 * 4))
        let sent = commands(KittyGraphics.transmitRGBA(id: 4, pixels: pixels))
        // 6,400 bytes are 8,536 base64 bytes: two full chunks and 344 left over.
        #expect(
            sent.map { $0.split(separator: ";").first.map(String.init) ?? "" }
                == ["a=t,f=32,s=40,v=40,i=4,q=2,m=1", "m=1,q=2", "m=0,q=2"])
    }

    @Test("placing moves the cursor to the 1-based cell, then places the whole image scaled into its cells")
    func placingWithoutASourceRectangle() {
        let bytes = KittyGraphics.place(id: 7, placement: 2, column: 4, row: 9, columns: 10, rows: 5, source: nil)
        #expect(text(bytes) == "\u{1B}[10;5H\u{1B}_Ga=p,i=7,p=2,c=10,r=5,C=1,q=2\u{1B}\\")
    }

    @Test("placing part of an image names that part in pixels before the cells")
    func placingWithASourceRectangle() {
        let part = PixelRect(x: 1, y: 2, width: 30, height: 40)
        let bytes = KittyGraphics.place(id: 7, placement: 2, column: 0, row: 0, columns: 10, rows: 5, source: part)
        #expect(text(bytes) == "\u{1B}[1;1H\u{1B}_Ga=p,i=7,p=2,x=1,y=2,w=30,h=40,c=10,r=5,C=1,q=2\u{1B}\\")
    }

    @Test("deleting a placement keeps the image; deleting the image frees it; quitting frees them all")
    func deletions() {
        #expect(text(KittyGraphics.deletePlacement(id: 7, placement: 2)) == "\u{1B}_Ga=d,d=i,i=7,p=2,q=2\u{1B}\\")
        #expect(text(KittyGraphics.deleteImage(id: 7)) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
        #expect(text(KittyGraphics.deleteAll) == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
    }
}
