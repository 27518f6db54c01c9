import Testing

@testable import NavPilotTUI

/// Pictures are scaled to the cells they occupy and laid over the background before drawing: the averages
/// must be exact, transparency must not darken edges, and any size must work.
@Suite("Scaling and composing picture pixels")
struct PixelGridTests {
    /// A grid from its pixels, row by row.
    private func grid(_ width: Int, _ height: Int, _ pixels: [(UInt8, UInt8, UInt8, UInt8)]) -> PixelGrid {
        PixelGrid(width: width, height: height, rgba: pixels.flatMap { [$0.0, $0.1, $0.2, $0.3] })
    }

    @Test("shrinking a 2x2 picture of four colours to one pixel gives their mean")
    func shrinkingAveragesEveryCoveredPixel() {
        let picture = grid(2, 2, [(0, 0, 0, 255), (100, 40, 8, 255), (200, 80, 16, 255), (100, 0, 0, 255)])
        let scaled = picture.scaled(toWidth: 1, height: 1)
        #expect(scaled.width == 1 && scaled.height == 1)
        #expect(scaled.rgba == [100, 30, 6, 255])
    }

    @Test("a partly covered pixel counts in proportion to how much of it a shrunk pixel covers")
    func partlyCoveredPixelsAreWeightedByCoverage() {
        // Three pixels into two: each target takes one whole source pixel and half of the middle one.
        let scaled = grid(3, 1, [(0, 0, 0, 255), (100, 0, 0, 255), (200, 0, 0, 255)]).scaled(toWidth: 2, height: 1)
        #expect(scaled.rgba == [33, 0, 0, 255, 167, 0, 0, 255])
    }

    @Test("enlarging one pixel to 3x2 repeats it in every pixel, transparency included")
    func enlargingReplicatesThePixel() {
        let scaled = grid(1, 1, [(10, 20, 30, 40)]).scaled(toWidth: 3, height: 2)
        #expect(scaled.width == 3 && scaled.height == 2)
        #expect(scaled.rgba == Array([[UInt8]](repeating: [10, 20, 30, 40], count: 6).joined()))
    }

    @Test("enlarging 2 pixels to 3 blends only the pixel that straddles both")
    func enlargingBlendsOnlyStraddlingPixels() {
        let scaled = grid(2, 1, [(0, 0, 0, 255), (90, 180, 30, 255)]).scaled(toWidth: 3, height: 1)
        #expect(scaled.rgba == [0, 0, 0, 255, 45, 90, 15, 255, 90, 180, 30, 255])
    }

    @Test("a transparent pixel lowers the alpha of an average but does not darken its colour")
    func transparentPixelsDoNotDarkenEdges() {
        let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
        let clear: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        #expect(grid(2, 1, [white, clear]).scaled(toWidth: 1, height: 1).rgba == [255, 255, 255, 128])
        // Colours of half-transparent pixels count by their alpha: (200 * 255 + 0 * 85) / 340 = 150.
        let scaled = grid(2, 1, [(200, 0, 0, 255), (0, 0, 200, 85)]).scaled(toWidth: 1, height: 1)
        #expect(scaled.rgba == [150, 0, 50, 170])
    }

    @Test("shrinking a large half-transparent picture keeps its one colour exactly")
    func largeUniformPicturesKeepTheirColour() {
        let picture = PixelGrid(
            width: 600, height: 400, rgba: Array([[UInt8]](repeating: [10, 200, 30, 128], count: 600 * 400).joined()))
        let scaled = picture.scaled(toWidth: 70, height: 30)
        #expect(scaled.width == 70 && scaled.height == 30)
        #expect(scaled.rgba == Array([[UInt8]](repeating: [10, 200, 30, 128], count: 70 * 30).joined()))
    }

    @Test("a zero-sized target gives an empty grid")
    func zeroSizedTargetsAreEmpty() {
        let picture = grid(2, 2, [(1, 2, 3, 255), (1, 2, 3, 255), (1, 2, 3, 255), (1, 2, 3, 255)])
        #expect(picture.scaled(toWidth: 0, height: 3).rgba.isEmpty)
        #expect(picture.scaled(toWidth: 3, height: 0).rgba.isEmpty)
        #expect(picture.scaled(toWidth: 0, height: 0) == PixelGrid(width: 0, height: 0, rgba: []))
    }

    @Test("composing over a background blends each pixel by its alpha and makes it opaque")
    func composingBlendsOverTheBackground() {
        let picture = grid(3, 1, [(255, 0, 0, 128), (0, 0, 0, 0), (10, 20, 30, 255)])
        let composed = picture.composed(over: 0, 0, 255)
        // 255 * 128 / 255 = 128 red, 255 * 127 / 255 = 127 blue; transparent shows the background; opaque stays.
        #expect(composed.rgba == [128, 0, 127, 255, 0, 0, 255, 255, 10, 20, 30, 255])
        #expect(composed.pixel(x: 1, y: 0) == (0, 0, 255, 255))
    }

    @Test("a pixel is read at its column and row")
    func pixelsAreReadRowMajor() {
        let picture = grid(2, 2, [(1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15, 16)])
        #expect(picture.pixel(x: 1, y: 0) == (5, 6, 7, 8))
        #expect(picture.pixel(x: 0, y: 1) == (9, 10, 11, 12))
    }
}
