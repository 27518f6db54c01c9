import Testing

@testable import NavPilotTUI

/// A decoded image numbered `number`, `width` by `height` pixels, optionally with its PNG file.
private func shownImage(_ number: UInt32, width: Int = 4, height: Int = 2, png: [UInt8]? = nil) -> ShownImage {
    let pixels = PixelGrid(width: width, height: height, rgba: Array(repeating: 200, count: width * height * 4))
    return ShownImage(
        number: number,
        decoded: DecodedImage(
            format: png == nil ? .jpeg : .png, width: width, height: height, pixels: pixels, file: png))
}

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

@Suite("Images through the kitty graphics protocol: sent once, placed by id, clipped, deleted")
struct KittyImagesTests {
    @Test("the terminal is asked about the protocol before DA1, and an OK answer turns it on")
    func query() {
        let queries = text(TerminalFeatures.queries)
        #expect(queries.hasSuffix(text(KittyGraphics.query) + "\u{1B}[c"))
        var decoder = InputDecoder()
        let events = decoder.feed("\u{1B}_Gi=31;OK\u{1B}\\".utf8.map { .byte($0) }) + decoder.feed(.idle)
        #expect(events.isEmpty, "an answer is never a key")
        let replies = decoder.takeReplies()
        #expect(replies == [.graphics(id: 31, message: "OK")])
        var features = TerminalFeatures()
        #expect(features.learn(replies[0]) && features.kittyGraphics)
        var refused = TerminalFeatures()
        #expect(!refused.learn(.graphics(id: 31, message: "ENOTSUPPORTED:no")) && !refused.kittyGraphics)
    }

    @Test("Alt+_ stays a key: ESC _ with nothing after it, or not followed by G")
    func altUnderscore() {
        var decoder = InputDecoder()
        #expect(
            decoder.feed("\u{1B}_".utf8.map { .byte($0) }) + decoder.feed(.idle) == [
                .key(KeyPress(.character("_"), .alt))
            ])
        var other = InputDecoder()
        let events = other.feed("\u{1B}_x".utf8.map { .byte($0) }) + other.feed(.idle)
        #expect(events == [.key(KeyPress(.character("_"), .alt)), .key(KeyPress(.character("x")))])
    }

    @Test("a PNG is sent as it is, once; the same frame again sends nothing")
    func sentOnce() {
        var kitty = KittyPlacements()
        let image = shownImage(7, png: [0x89, 0x50, 0x4E, 0x47])
        let placement = ImagePlacement(
            image: image, rect: Rect(x: 2, y: 1, width: 10, height: 5), visible: Rect(x: 2, y: 1, width: 10, height: 5))
        let first = kitty.bytes(toShow: [placement])
        #expect(
            first == KittyGraphics.transmitPNG(id: 7, png: [0x89, 0x50, 0x4E, 0x47])
                + KittyGraphics.place(id: 7, placement: 1, column: 2, row: 1, columns: 10, rows: 5, source: nil))
        #expect(kitty.bytes(toShow: [placement]).isEmpty, "bytes per key after it is shown are as before")
    }

    @Test("a moved placement is deleted and placed again without sending the image again")
    func moved() {
        var kitty = KittyPlacements()
        let image = shownImage(3)
        let at = { (x: Int) in
            ImagePlacement(
                image: image, rect: Rect(x: x, y: 0, width: 4, height: 2),
                visible: Rect(x: x, y: 0, width: 4, height: 2))
        }
        let first = text(kitty.bytes(toShow: [at(0)]))
        #expect(first.contains("a=t,f=32,s=4,v=2,i=3"), "a JPEG or GIF is sent as its pixels")
        let second = text(kitty.bytes(toShow: [at(5)]))
        #expect(
            second == text(KittyGraphics.deletePlacement(id: 3, placement: 1))
                + text(KittyGraphics.place(id: 3, placement: 2, column: 5, row: 0, columns: 4, rows: 2, source: nil)))
        #expect(
            text(kitty.bytes(toShow: [])) == text(KittyGraphics.deletePlacement(id: 3, placement: 2)),
            "gone from the screen: deleted")
    }

    @Test("a placement cut off by its pane shows only the part of the image in view")
    func clipped() {
        var kitty = KittyPlacements()
        let image = shownImage(9, width: 40, height: 20)
        let placement = ImagePlacement(
            image: image, rect: Rect(x: 0, y: 0, width: 10, height: 5), visible: Rect(x: 0, y: 0, width: 5, height: 5))
        let bytes = text(kitty.bytes(toShow: [placement]))
        #expect(
            bytes.hasSuffix(
                text(
                    KittyGraphics.place(
                        id: 9, placement: 1, column: 0, row: 0, columns: 5, rows: 5,
                        source: PixelRect(x: 0, y: 0, width: 20, height: 20)))))
    }

    @Test("images past the terminal's share are freed, oldest first, never one on the screen")
    func freed() {
        var kitty = KittyPlacements()
        for number in 1...UInt32(KittyPlacements.keptImages + 1) {
            let placement = ImagePlacement(
                image: shownImage(number), rect: Rect(x: 0, y: 0, width: 2, height: 1),
                visible: Rect(x: 0, y: 0, width: 2, height: 1))
            let bytes = text(kitty.bytes(toShow: [placement]))
            #expect(bytes.contains("a=d,d=I,i=1,") == (number == UInt32(KittyPlacements.keptImages + 1)))
        }
        #expect(
            text(kitty.removeAll()).contains("a=d,d=I,i=\(KittyPlacements.keptImages + 1),"),
            "given back: everything freed")
    }

    @Test(
        "in a kitty terminal an image's cells are blank and the frame carries its placement; a layer over it removes it"
    )
    @MainActor
    func framePlacement() async {
        let harness = ViewHarness(width: 12, height: 4) {
            ZStack {
                Image(path: imageFixtures + "colours.png")
            }
        }
        harness.root.imageRendering = ImageRendering(method: .kittyGraphics, colorCount: 256)
        await renderDecoded(harness, fixture("colours.png"))
        let placements = harness.screen.imagePlacements
        #expect(placements.count == 1)
        #expect(placements.first?.rect == Rect(x: 0, y: 0, width: 12, height: 3))
        #expect(harness.lines.allSatisfy { $0.allSatisfy { $0 == " " } })
        let copy = harness.screen.copy(of: Rect(x: 6, y: 0, width: 6, height: 4))
        #expect(
            copy.imagePlacements.first?.visible == Rect(x: 0, y: 0, width: 6, height: 3), "a copy keeps the part in it")
        var screen = harness.screen
        DrawOp.text("over", at: Point(x: 0, y: 2), style: .plain, clip: screen.bounds).apply(to: &screen)
        #expect(screen.imagePlacements.isEmpty, "shown whole or not at all, never under text")
    }
}
