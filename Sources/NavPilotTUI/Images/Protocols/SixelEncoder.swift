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
    /// 16 to 256): its exact colours when that many suffice, otherwise a palette made for the image by
    /// median cut. Both ways are deterministic: the same image always gives the same bytes.
    static func encode(_ pixels: PixelGrid, maxColors: Int = 256) -> [UInt8] {
        let limit = min(max(maxColors, 1), 256)
        let width = pixels.width
        let height = pixels.height
        var out: [UInt8] = [0x1B, UInt8(ascii: "P")]
        out += "0;1;0q\"1;1;".utf8
        out.appendDecimal(width)
        out.append(UInt8(ascii: ";"))
        out.appendDecimal(height)
        guard width > 0, height > 0 else {
            out += [0x1B, UInt8(ascii: "\\")]
            return out
        }
        let mapped = exactRegisters(pixels, limit: limit) ?? quantizedRegisters(pixels, limit: limit)
        out.reserveCapacity(out.count + mapped.palette.count * 18 + width * height / 3)
        for (register, colour) in mapped.palette.enumerated() {
            out.append(UInt8(ascii: "#"))
            out.appendDecimal(register)
            out += ";2;".utf8
            out.appendDecimal(percent(colour >> 16 & 0xFF))
            out.append(UInt8(ascii: ";"))
            out.appendDecimal(percent(colour >> 8 & 0xFF))
            out.append(UInt8(ascii: ";"))
            out.appendDecimal(percent(colour & 0xFF))
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

    /// The pixels moved to a palette of at most `limit` colours made for them by median cut: the
    /// colours (at 5 bits a channel) are split again and again, the box of colours that spans most
    /// (weighted by its pixels) cut at its median along its widest channel, and every box becomes
    /// the mean colour of its pixels. A gradient keeps its steps even; a picture keeps its own hues.
    /// Registers are numbered in the order their colours first appear.
    private static func quantizedRegisters(_ pixels: PixelGrid, limit: Int) -> Registers {
        // Pixels, and the sums of their channels, per colour at 5 bits a channel.
        var counts = [Int](repeating: 0, count: 32_768)
        var sums = [Int](repeating: 0, count: 32_768 * 3)
        pixels.rgba.withUnsafeBufferPointer { source in
            for pixel in 0..<pixels.width * pixels.height {
                let byte = pixel * 4
                let (red, green, blue) = (Int(source[byte]), Int(source[byte + 1]), Int(source[byte + 2]))
                let bucket = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
                counts[bucket] += 1
                sums[bucket * 3] += red
                sums[bucket * 3 + 1] += green
                sums[bucket * 3 + 2] += blue
            }
        }
        var boxes = [counts.indices.filter { counts[$0] > 0 }]
        while boxes.count < limit {
            // The box to cut: the widest span times its pixels, of those with two colours or more.
            var best = -1
            var bestScore = 0
            for (index, box) in boxes.enumerated() where box.count > 1 {
                let score = span(of: box).width * box.reduce(0) { $0 + counts[$1] }
                if score > bestScore { (best, bestScore) = (index, score) }
            }
            guard best >= 0 else { break }
            let shift = span(of: boxes[best]).shift
            let sorted = boxes[best].sorted { ($0 >> shift & 31, $0) < ($1 >> shift & 31, $1) }
            let half = sorted.reduce(0) { $0 + counts[$1] } / 2
            var taken = 0
            var cut = 1
            for (position, bucket) in sorted.enumerated().dropLast() {
                taken += counts[bucket]
                cut = position + 1
                if taken >= half { break }
            }
            boxes[best] = Array(sorted[..<cut])
            boxes.append(Array(sorted[cut...]))
        }
        // Each colour's box, and each box's mean colour.
        var boxOfBucket = [Int](repeating: 0, count: 32_768)
        var means: [UInt32] = []
        for (index, box) in boxes.enumerated() {
            var (total, red, green, blue) = (0, 0, 0, 0)
            for bucket in box {
                boxOfBucket[bucket] = index
                total += counts[bucket]
                red += sums[bucket * 3]
                green += sums[bucket * 3 + 1]
                blue += sums[bucket * 3 + 2]
            }
            let mean = { (sum: Int) in UInt32((sum + total / 2) / max(1, total)) }
            means.append(mean(red) << 16 | mean(green) << 8 | mean(blue))
        }
        var registerOfBox = [Int](repeating: -1, count: boxes.count)
        var palette: [UInt32] = []
        var registers = [UInt8](repeating: 0, count: pixels.width * pixels.height)
        pixels.rgba.withUnsafeBufferPointer { source in
            registers.withUnsafeMutableBufferPointer { registers in
                for pixel in 0..<registers.count {
                    let byte = pixel * 4
                    let bucket =
                        Int(source[byte] >> 3) << 10 | Int(source[byte + 1] >> 3) << 5 | Int(source[byte + 2] >> 3)
                    let box = boxOfBucket[bucket]
                    if registerOfBox[box] < 0 {
                        registerOfBox[box] = palette.count
                        palette.append(means[box])
                    }
                    registers[pixel] = UInt8(registerOfBox[box])
                }
            }
        }
        return (registers, palette)
    }

    /// How far the colours of `box` spread along their widest channel, and that channel's shift in
    /// a 5-bit-a-channel colour.
    private static func span(of box: [Int]) -> (width: Int, shift: Int) {
        var widest = (width: 0, shift: 0)
        for shift in [10, 5, 0] {
            var (low, high) = (31, 0)
            for bucket in box {
                let value = bucket >> shift & 31
                (low, high) = (min(low, value), max(high, value))
            }
            if high - low > widest.width { widest = (high - low, shift) }
        }
        return widest
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
                            out.appendDecimal(colour)
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
                out.appendDecimal(run)
                out.append(sixel)
            } else {
                for _ in 0..<run { out.append(sixel) }
            }
            index += run
        }
    }
}
