import Testing

@testable import NavPilotTUI

@Suite("Images as sixels: written once where they show, their cells written again when they go")
struct SixelImagesTests {
    private func placement(x: Int, visibleWidth: Int = 4) -> ImagePlacement {
        let pixels = PixelGrid(width: 8, height: 8, rgba: Array(repeating: 255, count: 8 * 8 * 4))
        let image = ShownImage(
            number: 5, decoded: DecodedImage(format: .gif, width: 8, height: 8, pixels: pixels, file: nil))
        return ImagePlacement(
            image: image, rect: Rect(x: x, y: 2, width: 4, height: 2),
            visible: Rect(x: x, y: 2, width: visibleWidth, height: 2))
    }

    @Test("DA1 naming sixel (4) turns sixels on; the class number alone does not")
    func deviceAttributes() {
        var xterm = TerminalFeatures()
        #expect(xterm.learn(.deviceAttributes([63, 1, 2, 4, 6, 9])) && xterm.sixel && xterm.answered)
        var plain = TerminalFeatures()
        #expect(!plain.learn(.deviceAttributes([4, 6])) && !plain.sixel, "4 first is the terminal's class")
    }

    @Test("a picture is written at its cells once; the same frame again writes nothing")
    func writtenOnce() {
        var sixels = SixelPlacements()
        let shown = placement(x: 3)
        let bytes = String(
            decoding: sixels.bytes(toShow: [shown], cellSize: Size(width: 10, height: 20)), as: UTF8.self)
        #expect(
            bytes.hasPrefix("\u{1B}[3;4H\u{1B}P0;1;0q\"1;1;40;40"),
            "at row 3, column 4, 4 by 2 cells of 10 by 20 pixels")
        #expect(bytes.hasSuffix("\u{1B}\\"))
        #expect(sixels.bytes(toShow: [shown], cellSize: Size(width: 10, height: 20)).isEmpty)
        #expect(sixels.rowsToRepaint(leaving: [shown]).isEmpty)
    }

    @Test("a picture that moved or went has its rows written again, and is written where it is now")
    func movedOrGone() {
        var sixels = SixelPlacements()
        _ = sixels.bytes(toShow: [placement(x: 0)], cellSize: Size(width: 10, height: 20))
        #expect(sixels.rowsToRepaint(leaving: [placement(x: 6)]) == [2, 3])
        let moved = String(
            decoding: sixels.bytes(toShow: [placement(x: 6)], cellSize: Size(width: 10, height: 20)), as: UTF8.self)
        #expect(moved.hasPrefix("\u{1B}[3;7H"))
        #expect(sixels.rowsToRepaint(leaving: []) == [2, 3])
    }

    @Test("a picture cut off by its pane is written as the part in view, at that part's size")
    func clipped() {
        let half = placement(x: 0, visibleWidth: 2)
        let pixels = SixelPlacements.pixels(of: half, cellSize: Size(width: 10, height: 20))
        #expect((pixels.width, pixels.height) == (20, 40))
    }

    @Test("more colours than registers: a median-cut palette keeps a gradient's steps")
    func medianCut() {
        // 64 greys: with 16 registers, each register stands for about four neighbouring greys.
        var rgba: [UInt8] = []
        for value in 0..<64 { rgba += [UInt8(value * 4), UInt8(value * 4), UInt8(value * 4), 255] }
        let bytes = String(
            decoding: SixelEncoder.encode(PixelGrid(width: 64, height: 1, rgba: rgba), maxColors: 16), as: UTF8.self)
        let registers = bytes.split(separator: "#").filter { $0.contains(";2;") }
        #expect(registers.count == 16, "every register used")
        let levels = registers.compactMap { Int($0.split(separator: ";")[2]) }
        #expect(Set(levels).count == 16, "sixteen distinct greys, spread over the gradient")
    }
}

@Suite("Half-block pictures in 24-bit colour where COLORTERM says so")
struct TrueColorPicturesTests {
    @Test("a picture's cells are written again in its own colours, once")
    func writtenOnce() {
        // Red over white, then a transparent pixel over grey.
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255, 90, 90, 90, 255]
        let image = ShownImage(
            number: 1,
            decoded: DecodedImage(
                format: .png, width: 2, height: 2, pixels: PixelGrid(width: 2, height: 2, rgba: rgba), file: nil))
        var placement = ImagePlacement(
            image: image, rect: Rect(x: 4, y: 1, width: 2, height: 1), visible: Rect(x: 4, y: 1, width: 2, height: 1))
        placement.isDrawnInCells = true
        var pictures = TrueColorPictures()
        let bytes = String(decoding: pictures.bytes(toShow: [placement]), as: UTF8.self)
        #expect(
            bytes == "\u{1B}7\u{1B}[2;5H\u{1B}[38;2;255;0;0;48;2;255;255;255m▀\u{1B}[38;2;90;90;90;49m▄\u{1B}[0m\u{1B}8"
        )
        #expect(pictures.bytes(toShow: [placement]).isEmpty, "the same picture again: nothing")
        pictures.forget()
        #expect(!pictures.bytes(toShow: [placement]).isEmpty, "after a repaint from scratch: written again")
    }
}
