import Testing

@testable import NavPilotTUI

/// Sixel terminals draw exactly what the bytes say: the header, the colour registers, each band's sixels and
/// their run lengths are checked byte for byte, and larger pictures are decoded back to their pixels.
@Suite("Sixel graphics encoding")
struct SixelEncoderTests {
    /// A pixel's red, green, blue and alpha.
    private typealias Pixel = (UInt8, UInt8, UInt8, UInt8)

    private let red: Pixel = (255, 0, 0, 255)
    private let blue: Pixel = (0, 0, 255, 255)

    /// A grid from its pixels, row by row.
    private func grid(_ width: Int, _ height: Int, _ pixels: [Pixel]) -> PixelGrid {
        PixelGrid(width: width, height: height, rgba: pixels.flatMap { [$0.0, $0.1, $0.2, $0.3] })
    }

    /// The bytes as text, escapes included, for comparing against literal sequences.
    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// What a terminal would draw from a sixel sequence: its declared size, the colour registers it defines
    /// (percentages as `0xRRGGBB`), and each pixel's register (nil where nothing was drawn).
    private struct Drawing {
        var width = 0
        var height = 0
        var registers: [Int: Int] = [:]
        var pixels: [Int?] = []
    }

    /// Decodes the sequences `SixelEncoder` writes, recording an issue for anything it does not expect.
    private func draw(_ bytes: [UInt8]) -> Drawing {
        let header = Array("\u{1B}P0;1;0q\"1;1;".utf8)
        var drawing = Drawing()
        guard bytes.starts(with: header), bytes.suffix(2) == [0x1B, UInt8(ascii: "\\")] else {
            Issue.record("not a sixel sequence: \(text(bytes).prefix(30).debugDescription)")
            return drawing
        }
        let body = Array(bytes[header.count..<(bytes.count - 2)])
        var index = 0
        func number() -> Int {
            var value = 0
            while index < body.count, body[index] >= UInt8(ascii: "0"), body[index] <= UInt8(ascii: "9") {
                value = value * 10 + Int(body[index] - UInt8(ascii: "0"))
                index += 1
            }
            return value
        }
        func skip(_ byte: Character) {
            #expect(index < body.count && body[index] == byte.asciiValue, "expected \(byte) at \(index)")
            index += 1
        }
        drawing.width = number()
        skip(";")
        drawing.height = number()
        drawing.pixels = [Int?](repeating: nil, count: drawing.width * drawing.height)
        var register = -1
        var column = 0
        var bandTop = 0
        while index < body.count {
            let byte = body[index]
            switch byte {
            case UInt8(ascii: "#"):
                index += 1
                let selected = number()
                if index < body.count && body[index] == UInt8(ascii: ";") {
                    index += 1
                    #expect(number() == 2, "colours are given as RGB")
                    skip(";")
                    let redPercent = number()
                    skip(";")
                    let greenPercent = number()
                    skip(";")
                    let bluePercent = number()
                    drawing.registers[selected] = redPercent << 16 | greenPercent << 8 | bluePercent
                } else {
                    #expect(drawing.registers[selected] != nil, "register \(selected) used before it is defined")
                    register = selected
                }
            case UInt8(ascii: "$"):
                index += 1
                column = 0
            case UInt8(ascii: "-"):
                index += 1
                column = 0
                bandTop += 6
            default:
                var run = 1
                if byte == UInt8(ascii: "!") {
                    index += 1
                    run = number()
                }
                guard index < body.count, (63...126).contains(body[index]) else {
                    Issue.record("not a sixel at \(index)")
                    return drawing
                }
                let bits = Int(body[index] - 63)
                index += 1
                for _ in 0..<run {
                    for bit in 0..<6 where bits & (1 << bit) != 0 {
                        let row = bandTop + bit
                        #expect(row < drawing.height && column < drawing.width, "a sixel drawn outside the image")
                        if row < drawing.height && column < drawing.width {
                            drawing.pixels[row * drawing.width + column] = register
                        }
                    }
                    column += 1
                }
            }
        }
        return drawing
    }

    /// A channel as the percentage a colour register holds.
    private func percent(_ value: UInt8) -> Int {
        (Int(value) * 100 + 127) / 255
    }

    @Test("one red pixel is a header, one register at 100% red, and one sixel with its top bit set")
    func oneRedPixel() {
        let bytes = SixelEncoder.encode(grid(1, 1, [red]))
        #expect(text(bytes) == "\u{1B}P0;1;0q\"1;1;1;1#0;2;100;0;0#0@\u{1B}\\")
    }

    @Test("a 2x6 picture of two colours gives each colour its sixels, separated by $")
    func twoColoursInOneBand() {
        // Left column: red over the top three rows, blue below; right column all red.
        let bytes = SixelEncoder.encode(grid(2, 6, [red, red, red, red, red, red, blue, red, blue, red, blue, red]))
        // Red: bits 0-2 ('F' = 63 + 7) then all six ('~'); blue: bits 3-5 ('w' = 63 + 56), its empty
        // right column left out.
        #expect(text(bytes) == "\u{1B}P0;1;0q\"1;1;2;6#0;2;100;0;0#1;2;0;0;100#0F~$#1w\u{1B}\\")
    }

    @Test("empty sixels before a colour are sent, those after it are left out")
    func trailingEmptySixelsAreOmitted() {
        let bytes = SixelEncoder.encode(grid(3, 1, [red, blue, blue]))
        #expect(text(bytes) == "\u{1B}P0;1;0q\"1;1;3;1#0;2;100;0;0#1;2;0;0;100#0@$#1?@@\u{1B}\\")
    }

    @Test("a row of 10 identical pixels is one run-length-encoded sixel, !10")
    func repeatsAreRunLengthEncoded() {
        let bytes = SixelEncoder.encode(grid(10, 1, [Pixel](repeating: (0, 255, 0, 255), count: 10)))
        #expect(text(bytes) == "\u{1B}P0;1;0q\"1;1;10;1#0;2;0;100;0#0!10@\u{1B}\\")
        // Three repeats are shorter written out than as a run.
        let three = SixelEncoder.encode(grid(3, 1, [Pixel](repeating: (0, 255, 0, 255), count: 3)))
        #expect(text(three) == "\u{1B}P0;1;0q\"1;1;3;1#0;2;0;100;0#0@@@\u{1B}\\")
    }

    @Test("a height that is not a multiple of six ends with a partial band")
    func partialLastBand() {
        let black: Pixel = (0, 0, 0, 255)
        let bytes = SixelEncoder.encode(grid(1, 7, [Pixel](repeating: black, count: 7)))
        #expect(text(bytes) == "\u{1B}P0;1;0q\"1;1;1;7#0;2;0;0;0#0~-#0@\u{1B}\\")
    }

    @Test("a picture decodes back to every pixel's colour, whatever its size")
    func picturesDecodeBackToTheirPixels() {
        let colours: [Pixel] = [red, blue, (0, 128, 0, 255), (250, 250, 250, 255), (17, 34, 51, 255)]
        for (width, height) in [(13, 17), (1, 12), (20, 5), (7, 6)] {
            var pixels: [Pixel] = []
            for y in 0..<height {
                for x in 0..<width { pixels.append(colours[(x * 3 + y * y + x * y) % colours.count]) }
            }
            let drawing = draw(SixelEncoder.encode(grid(width, height, pixels)))
            #expect(drawing.width == width && drawing.height == height)
            let drawn = drawing.pixels.map { $0.flatMap { drawing.registers[$0] } }
            let expected: [Int?] = pixels.map { percent($0.0) << 16 | percent($0.1) << 8 | percent($0.2) }
            #expect(drawing.registers.count == Set(expected).count, "one register for each colour used")
            #expect(drawn == expected, "\(width)x\(height)")
        }
    }

    @Test("a picture with more colours than registers uses at most that many, and draws every pixel")
    func colourCountIsCapped() {
        // 300 colours: more than any terminal's 256 registers.
        var many: [Pixel] = []
        for index in 0..<300 {
            many.append((UInt8(index % 256), UInt8(index / 256 * 200), UInt8(index * 7 % 256), 255))
        }
        for maxColors in [256, 16, 2] {
            let drawing = draw(SixelEncoder.encode(grid(30, 10, many), maxColors: maxColors))
            #expect(drawing.registers.count <= maxColors, "\(maxColors) registers")
            #expect(drawing.registers.count > 1, "\(maxColors) registers")
            #expect(drawing.registers.keys.allSatisfy { $0 < maxColors }, "register numbers fit \(maxColors)")
            #expect(!drawing.pixels.contains(nil), "every pixel drawn with \(maxColors) registers")
        }
    }

    @Test("as many colours as registers keep their exact colours")
    func exactColoursWhenTheyFit() {
        let pixels = (0..<16).map { (index: Int) -> Pixel in
            (UInt8(index * 17), UInt8(255 - index * 17), UInt8(index * 5), 255)
        }
        let drawing = draw(SixelEncoder.encode(grid(16, 1, pixels), maxColors: 16))
        #expect(drawing.registers.count == 16)
        let expected: [Int?] = pixels.map { percent($0.0) << 16 | percent($0.1) << 8 | percent($0.2) }
        #expect(drawing.pixels.map { $0.flatMap { drawing.registers[$0] } } == expected)
    }

    @Test("an empty picture is a header and the end of the sequence")
    func emptyPicture() {
        #expect(text(SixelEncoder.encode(PixelGrid(width: 0, height: 0, rgba: []))) == "\u{1B}P0;1;0q\"1;1;0;0\u{1B}\\")
    }
}
