/// Writes pixels as sixel graphics, DEC's bitmap protocol, so pictures show in terminals that draw sixels
/// but not kitty graphics (xterm started as `xterm -ti vt340`, mlterm, foot, WezTerm).
///
/// A sixel is one column of six pixels drawn in one colour; an image is sent as bands of six rows, each band
/// once per colour that appears in it.
enum SixelEncoder {
    /// The DCS sequence that draws `pixels` with its top-left corner at the cursor. Alpha is ignored, so
    /// compose transparent images over the background first (`PixelGrid.composed(over:_:_:)`).
    ///
    /// The sequence is `ESC P 0;1;0 q "1;1;W;H` (pixels left undrawn keep the background, one image pixel
    /// per screen pixel, the size declared up front), then a colour register `#n;2;r;g;b` (percentages) for
    /// each colour used, then the bands: for each colour in a band `#n` and its sixels, run-length encoded
    /// (`!count` before a sixel repeated 4 or more times), `$` between a band's colours, `-` between bands,
    /// and `ESC \` at the end.
    ///
    /// The image uses at most `maxColors` registers (clamped to 1...256, as terminals offer anywhere from
    /// 16 to 256): its exact colours when that many suffice, otherwise every pixel moved to the nearest
    /// colour of a fixed grid of levels per channel (6 x 7 x 6 with 256 registers; green gets the most levels
    /// as the eye tells its shades apart best). Both ways are deterministic: the same image always gives the
    /// same bytes.
    static func encode(_ pixels: PixelGrid, maxColors: Int = 256) -> [UInt8] {
        let limit = min(max(maxColors, 1), 256)
        let width = pixels.width
        let height = pixels.height
        var out: [UInt8] = [0x1B, UInt8(ascii: "P")]
        out += "0;1;0q\"1;1;".utf8
        appendDecimal(width, to: &out)
        out.append(UInt8(ascii: ";"))
        appendDecimal(height, to: &out)
        guard width > 0, height > 0 else {
            out += [0x1B, UInt8(ascii: "\\")]
            return out
        }
        let mapped = exactRegisters(pixels, limit: limit) ?? quantizedRegisters(pixels, limit: limit)
        out.reserveCapacity(out.count + mapped.palette.count * 18 + width * height / 3)
        for (register, colour) in mapped.palette.enumerated() {
            out.append(UInt8(ascii: "#"))
            appendDecimal(register, to: &out)
            out += ";2;".utf8
            appendDecimal(percent(colour >> 16 & 0xFF), to: &out)
            out.append(UInt8(ascii: ";"))
            appendDecimal(percent(colour >> 8 & 0xFF), to: &out)
            out.append(UInt8(ascii: ";"))
            appendDecimal(percent(colour & 0xFF), to: &out)
        }
        appendBands(registers: mapped.registers, colours: mapped.palette.count, width: width, height: height, to: &out)
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }

    /// Each pixel's colour register, row-major, and each register's colour as `0xRRGGBB`.
    private typealias Registers = (registers: [UInt8], palette: [UInt32])

    /// The pixels' exact colours as registers, numbered in the order the colours first appear, or nil when
    /// there are more than `limit` of them.
    private static func exactRegisters(_ pixels: PixelGrid, limit: Int) -> Registers? {
        // An open-addressing table four times the most colours it may hold stays short of collisions;
        // keys are 24-bit, so all ones marks an empty slot.
        let slots = 1024
        let empty = UInt32.max
        var keys = [UInt32](repeating: empty, count: slots)
        var values = [UInt8](repeating: 0, count: slots)
        var palette: [UInt32] = []
        var registers = [UInt8](repeating: 0, count: pixels.width * pixels.height)
        let fits = pixels.rgba.withUnsafeBufferPointer { source in
            registers.withUnsafeMutableBufferPointer { registers in
                // Neighbouring pixels mostly share a colour, which the table need not be asked about.
                var lastKey = empty
                var lastRegister: UInt8 = 0
                for pixel in 0..<registers.count {
                    let byte = pixel * 4
                    let key = UInt32(source[byte]) << 16 | UInt32(source[byte + 1]) << 8 | UInt32(source[byte + 2])
                    if key != lastKey {
                        var slot = Int((key &* 2_654_435_761) >> 22)
                        while keys[slot] != key && keys[slot] != empty { slot = (slot + 1) & (slots - 1) }
                        if keys[slot] == empty {
                            guard palette.count < limit else { return false }
                            keys[slot] = key
                            values[slot] = UInt8(palette.count)
                            palette.append(key)
                        }
                        lastKey = key
                        lastRegister = values[slot]
                    }
                    registers[pixel] = lastRegister
                }
                return true
            }
        }
        return fits ? (registers, palette) : nil
    }

    /// The pixels moved to the nearest colour of a grid of levels per channel that has at most `limit`
    /// colours, as registers numbered in the order the grid's colours first appear.
    private static func quantizedRegisters(_ pixels: PixelGrid, limit: Int) -> Registers {
        let levels = channelLevels(limit: limit)
        let red = nearestLevels(count: levels.red)
        let green = nearestLevels(count: levels.green)
        let blue = nearestLevels(count: levels.blue)
        var cellRegisters = [Int](repeating: -1, count: levels.red * levels.green * levels.blue)
        var palette: [UInt32] = []
        var registers = [UInt8](repeating: 0, count: pixels.width * pixels.height)
        pixels.rgba.withUnsafeBufferPointer { source in
            registers.withUnsafeMutableBufferPointer { registers in
                for pixel in 0..<registers.count {
                    let byte = pixel * 4
                    let redLevel = Int(red[Int(source[byte])])
                    let greenLevel = Int(green[Int(source[byte + 1])])
                    let blueLevel = Int(blue[Int(source[byte + 2])])
                    let cell = (redLevel * levels.green + greenLevel) * levels.blue + blueLevel
                    if cellRegisters[cell] < 0 {
                        cellRegisters[cell] = palette.count
                        palette.append(
                            UInt32(levelValue(redLevel, of: levels.red)) << 16
                                | UInt32(levelValue(greenLevel, of: levels.green)) << 8
                                | UInt32(levelValue(blueLevel, of: levels.blue)))
                    }
                    registers[pixel] = UInt8(cellRegisters[cell])
                }
            }
        }
        return (registers, palette)
    }

    /// How many levels red, green and blue get so that all their combinations fit in `limit` registers:
    /// as even as possible, then one more for green, red and blue in that order while they still fit
    /// (6 x 7 x 6 = 252 for 256 registers, 2 x 3 x 2 for 16).
    private static func channelLevels(limit: Int) -> (red: Int, green: Int, blue: Int) {
        var base = 1
        while (base + 1) * (base + 1) * (base + 1) <= limit { base += 1 }
        var levels = (red: base, green: base, blue: base)
        if levels.red * (levels.green + 1) * levels.blue <= limit { levels.green += 1 }
        if (levels.red + 1) * levels.green * levels.blue <= limit { levels.red += 1 }
        if levels.red * levels.green * (levels.blue + 1) <= limit { levels.blue += 1 }
        return levels
    }

    /// For each channel value 0...255, the index of the nearest of `count` evenly spaced levels.
    private static func nearestLevels(count: Int) -> [UInt8] {
        (0...255).map { value in count == 1 ? 0 : UInt8((value * (count - 1) + 127) / 255) }
    }

    /// The channel value of level `index` of `count` evenly spaced levels from 0 to 255; a lone level sits
    /// in the middle, as far from any colour as it can be.
    private static func levelValue(_ index: Int, of count: Int) -> Int {
        count == 1 ? 128 : (index * 255 + (count - 1) / 2) / (count - 1)
    }

    /// A channel value 0...255 as the 0...100 percentage sixel colour registers take, rounded to nearest.
    private static func percent(_ value: UInt32) -> Int {
        (Int(value) * 100 + 127) / 255
    }

    /// Appends the bands of six rows: each colour present in a band with its sixels, trailing empty sixels
    /// left out as the terminal's cursor need not reach them.
    private static func appendBands(
        registers: [UInt8], colours: Int, width: Int, height: Int, to out: inout [UInt8]
    ) {
        // One band's sixel bits per colour, and the last column each colour reaches in it, so a colour
        // costs only the columns it spans rather than a scan of the whole band.
        var masks = [UInt8](repeating: 0, count: colours * width)
        var lastColumns = [Int](repeating: -1, count: colours)
        registers.withUnsafeBufferPointer { registers in
            masks.withUnsafeMutableBufferPointer { masks in
                lastColumns.withUnsafeMutableBufferPointer { lastColumns in
                    var bandTop = 0
                    while bandTop < height {
                        for row in bandTop..<min(bandTop + 6, height) {
                            let bit = UInt8(1) << UInt8(row - bandTop)
                            let rowStart = row * width
                            for column in 0..<width {
                                let colour = Int(registers[rowStart + column])
                                masks[colour * width + column] |= bit
                                if column > lastColumns[colour] { lastColumns[colour] = column }
                            }
                        }
                        var firstInBand = true
                        for colour in 0..<colours where lastColumns[colour] >= 0 {
                            if !firstInBand { out.append(UInt8(ascii: "$")) }
                            firstInBand = false
                            out.append(UInt8(ascii: "#"))
                            appendDecimal(colour, to: &out)
                            let start = colour * width
                            let end = start + lastColumns[colour] + 1
                            appendRuns(masks, from: start, to: end, to: &out)
                            for index in start..<end { masks[index] = 0 }
                            lastColumns[colour] = -1
                        }
                        bandTop += 6
                        if bandTop < height { out.append(UInt8(ascii: "-")) }
                    }
                }
            }
        }
    }

    /// Appends the sixels for `masks[start..<end]`, a run of 4 or more equal ones as `!count` and the sixel,
    /// which is shorter than writing them out.
    private static func appendRuns(
        _ masks: UnsafeMutableBufferPointer<UInt8>, from start: Int, to end: Int, to out: inout [UInt8]
    ) {
        var index = start
        while index < end {
            let mask = masks[index]
            var run = 1
            while index + run < end && masks[index + run] == mask { run += 1 }
            let sixel = 63 + mask
            if run >= 4 {
                out.append(UInt8(ascii: "!"))
                appendDecimal(run, to: &out)
                out.append(sixel)
            } else {
                for _ in 0..<run { out.append(sixel) }
            }
            index += run
        }
    }

    /// Appends a non-negative number's decimal digits, without the string a formatted number would build.
    private static func appendDecimal(_ number: Int, to out: inout [UInt8]) {
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        }
    }
}
