/// An image's pixels as 8-bit RGBA, row-major, with no padding between rows: the one form every image
/// takes between decoding and drawing, so scaling, composing and encoding for the terminal share it.
struct PixelGrid: Hashable, Sendable {
    /// Pixels across.
    let width: Int
    /// Pixels down.
    let height: Int
    /// Red, green, blue and alpha of each pixel in turn, rows top to bottom: `width * height * 4` bytes.
    var rgba: [UInt8]

    /// A grid of `width` by `height` pixels from their RGBA bytes (`width * height * 4` of them).
    init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0, "a pixel grid cannot have a negative size")
        precondition(rgba.count == width * height * 4, "a pixel grid holds four bytes for each of its pixels")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at column `x`, row `y` as (red, green, blue, alpha), for reading single pixels where a whole
    /// pass over the bytes would obscure the intent.
    func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "the pixel lies outside the grid")
        let start = (y * width + x) * 4
        return (rgba[start], rgba[start + 1], rgba[start + 2], rgba[start + 3])
    }

    /// Each pixel laid over an opaque background colour, so protocols without transparency (sixel) show
    /// the image as it would appear on that background. Every pixel of the result is opaque.
    func composed(over red: UInt8, _ green: UInt8, _ blue: UInt8) -> PixelGrid {
        let background = SIMD4<UInt32>(UInt32(red), UInt32(green), UInt32(blue), 0)
        var out = [UInt8](repeating: 255, count: rgba.count)
        rgba.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                // Raw pointers and wrapping arithmetic (which cannot overflow here): only then does the
                // compiler vectorize.
                guard let pixels = source.baseAddress, let composed = target.baseAddress else { return }
                for pixel in 0..<source.count / 4 {
                    let start = pixel &* 4
                    let alpha = UInt32(pixels[start &+ 3])
                    let rest = 255 &- alpha
                    // Adding 127 rounds to the nearest value rather than always down, which would darken.
                    for channel in 0..<3 {
                        let mixed = UInt32(pixels[start &+ channel]) &* alpha &+ background[channel] &* rest &+ 127
                        composed[start &+ channel] = UInt8(truncatingIfNeeded: mixed / 255)
                    }
                }
            }
        }
        return PixelGrid(width: width, height: height, rgba: out)
    }

    /// The grid resampled to `targetWidth` by `targetHeight` pixels, each pixel the area-weighted mean of
    /// the source pixels it covers (partly covered ones count in proportion), so shrinking keeps fine detail
    /// as shading instead of dropping it, and enlarging repeats pixels, blending only where a target pixel
    /// straddles two source pixels. Colours are averaged weighted by alpha, so the invisible colour of
    /// transparent pixels never bleeds into edges.
    /// A zero-sized target gives an empty grid; an empty source gives transparent pixels.
    func scaled(toWidth targetWidth: Int, height targetHeight: Int) -> PixelGrid {
        guard targetWidth > 0, targetHeight > 0 else {
            return PixelGrid(width: max(0, targetWidth), height: max(0, targetHeight), rgba: [])
        }
        guard width > 0, height > 0 else {
            return PixelGrid(
                width: targetWidth, height: targetHeight,
                rgba: [UInt8](repeating: 0, count: targetWidth * targetHeight * 4))
        }
        if targetWidth == width && targetHeight == height { return self }
        let columns = CoverageSpans(source: width, target: targetWidth)
        let rows = CoverageSpans(source: height, target: targetHeight)
        // A column's sums reach 255 * 255 * height, which 32-bit integers (twice as many per instruction as
        // 64-bit ones) hold for any image shorter than 66,051 pixels.
        if height <= Int(UInt32.max) / (255 * 255) {
            return resampled(columns: columns, rows: rows, lanes: UInt32.self)
        }
        return resampled(columns: columns, rows: rows, lanes: UInt64.self)
    }

    /// The area-averaged grid with the given coverage, summing in `Lane`-sized integers: each target row
    /// first mixes the source rows it covers byte by byte (a straight pass over memory), then mixes those
    /// columns into its own pixels.
    private func resampled<Lane: FixedWidthInteger & UnsignedInteger>(
        columns: CoverageSpans, rows: CoverageSpans, lanes: Lane.Type
    ) -> PixelGrid {
        let targetWidth = columns.firsts.count
        let targetHeight = rows.firsts.count
        let rowBytes = width * 4
        // Most pictures are fully opaque, and their colours need no weighting by alpha: the plain sums are
        // faster to take and give the same result.
        let premultiplied = !isOpaque
        var out = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        // When shrinking, most source rows lie wholly inside a target row and so share one weight: they are
        // added up unweighted (additions only) and multiplied once, the rows along the edges weighted apiece.
        let fullWeight = targetHeight
        var weightedSums = [Lane](repeating: 0, count: rowBytes)
        var wholeRowSums = [Lane](repeating: 0, count: rowBytes)
        rgba.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                weightedSums.withUnsafeMutableBufferPointer { weightedSums in
                    wholeRowSums.withUnsafeMutableBufferPointer { wholeRowSums in
                        // Raw pointers rather than buffer subscripts: only then does the compiler vectorize.
                        guard let sums = weightedSums.baseAddress, let wholeSums = wholeRowSums.baseAddress,
                            let pixels = source.baseAddress
                        else { return }
                        for targetRow in 0..<targetHeight {
                            let entries = rows.offsets[targetRow]..<rows.offsets[targetRow + 1]
                            let wholeRows = entries.count(where: { rows.weights[$0] == fullWeight })
                            sums.update(repeating: 0, count: rowBytes)
                            if wholeRows > 1 { wholeSums.update(repeating: 0, count: rowBytes) }
                            for entry in entries {
                                let row = pixels + (rows.firsts[targetRow] + entry - entries.lowerBound) * rowBytes
                                let weight = rows.weights[entry]
                                if wholeRows > 1 && weight == fullWeight {
                                    Self.add(
                                        row, times: 1, premultiplied: premultiplied, count: rowBytes, to: wholeSums)
                                } else {
                                    Self.add(
                                        row, times: Lane(weight), premultiplied: premultiplied, count: rowBytes,
                                        to: sums)
                                }
                            }
                            if wholeRows > 1 {
                                let weight = Lane(fullWeight)
                                for index in 0..<rowBytes { sums[index] &+= wholeSums[index] &* weight }
                            }
                            Self.store(
                                weightedSums, columns: columns, premultiplied: premultiplied,
                                totalWeight: width * height, into: target, at: targetRow * targetWidth * 4)
                        }
                    }
                }
            }
        }
        return PixelGrid(width: targetWidth, height: targetHeight, rgba: out)
    }

    /// Adds one source row of `count` bytes, times `weight`, to `sums`; colours are first multiplied by their
    /// pixel's alpha when `premultiplied`. Inlined so that a weight of 1 costs no multiplications.
    @inline(__always)
    private static func add<Lane: FixedWidthInteger & UnsignedInteger>(
        _ row: UnsafePointer<UInt8>, times weight: Lane, premultiplied: Bool, count: Int,
        to sums: UnsafeMutablePointer<Lane>
    ) {
        if premultiplied {
            var index = 0
            while index < count {
                let weightedAlpha = Lane(row[index + 3]) &* weight
                sums[index] &+= Lane(row[index]) &* weightedAlpha
                sums[index + 1] &+= Lane(row[index + 1]) &* weightedAlpha
                sums[index + 2] &+= Lane(row[index + 2]) &* weightedAlpha
                sums[index + 3] &+= weightedAlpha
                index += 4
            }
        } else {
            for index in 0..<count { sums[index] &+= Lane(row[index]) &* weight }
        }
    }

    /// Whether every pixel is fully opaque.
    private var isOpaque: Bool {
        rgba.withUnsafeBytes { bytes in
            // Whole pixels read as one little-endian word each, alpha in the top byte, so the check vectorizes.
            var all = UInt32.max
            var offset = 0
            while offset < bytes.count {
                all &= UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                offset += 4
            }
            return all >> 24 == 255
        }
    }

    /// Mixes one target row's per-source-column sums into its pixels and turns them into RGBA bytes, rounded
    /// to nearest. Premultiplied colour sums are divided by the alpha sum, plain ones by the total weight
    /// (every target pixel's weights add up to the same total).
    private static func store<Lane: FixedWidthInteger & UnsignedInteger>(
        _ columnSums: UnsafeMutableBufferPointer<Lane>, columns: CoverageSpans, premultiplied: Bool,
        totalWeight: Int, into target: UnsafeMutableBufferPointer<UInt8>, at start: Int
    ) {
        var byte = start
        for column in 0..<columns.firsts.count {
            var red = 0
            var green = 0
            var blue = 0
            var alpha = 0
            var index = columns.firsts[column] * 4
            for entry in columns.offsets[column]..<columns.offsets[column + 1] {
                let weight = columns.weights[entry]
                red += Int(columnSums[index]) * weight
                green += Int(columnSums[index + 1]) * weight
                blue += Int(columnSums[index + 2]) * weight
                alpha += Int(columnSums[index + 3]) * weight
                index += 4
            }
            let divisor = premultiplied ? alpha : totalWeight
            if divisor > 0 {
                target[byte] = UInt8((red + divisor / 2) / divisor)
                target[byte + 1] = UInt8((green + divisor / 2) / divisor)
                target[byte + 2] = UInt8((blue + divisor / 2) / divisor)
            }
            target[byte + 3] = UInt8((alpha + totalWeight / 2) / totalWeight)
            byte += 4
        }
    }
}

/// Which source pixels each target pixel covers along one axis, and by how much, worked out once per scaling
/// so the per-pixel loops only multiply and add.
///
/// Both axes are measured in units of `1 / (source * target)` of the full length: source pixel `i` spans
/// `[i * target, (i + 1) * target)` and target pixel `t` spans `[t * source, (t + 1) * source)`, so every
/// overlap is a whole number and each target pixel's weights add up to `source` exactly, with no rounding.
private struct CoverageSpans {
    /// The first source pixel each target pixel covers; the ones it covers follow on consecutively.
    var firsts: [Int]
    /// Where each target pixel's weights begin in `weights`; one extra entry marks the end of the last.
    var offsets: [Int]
    /// How much of each covered source pixel a target pixel takes, target by target.
    var weights: [Int]

    /// The coverage of `target` pixels spread over `source` pixels (both positive).
    init(source: Int, target: Int) {
        firsts = []
        offsets = [0]
        weights = []
        firsts.reserveCapacity(target)
        offsets.reserveCapacity(target + 1)
        weights.reserveCapacity(source + target)
        for pixel in 0..<target {
            let start = pixel * source
            let end = start + source
            let first = start / target
            let last = (end - 1) / target
            firsts.append(first)
            for covered in first...last {
                weights.append(min(end, (covered + 1) * target) - max(start, covered * target))
            }
            offsets.append(weights.count)
        }
    }
}
