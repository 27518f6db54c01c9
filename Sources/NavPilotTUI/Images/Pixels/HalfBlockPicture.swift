/// An image drawn with half blocks: each cell shows two pixels, one above the other, as `▀` in the
/// upper pixel's colour on the lower one's (`▄` or a blank where one or both are transparent, so the
/// terminal's background shows through). Colours are the nearest the terminal has: the 240 fixed
/// entries of the 256-colour palette (the 16 named ones are the user's own choice and differ by
/// terminal), or the 16 or 8 basic colours.
enum HalfBlockPicture {
    /// The cells, row by row, of `pixels` drawn in `size` cells with `colorCount` colours.
    static func cells(of pixels: PixelGrid, size: Size, colorCount: Int) -> [Cell] {
        guard size.width > 0, size.height > 0 else { return [] }
        let scaled = pixels.scaled(toWidth: size.width, height: size.height * 2)
        var cells: [Cell] = []
        cells.reserveCapacity(size.width * size.height)
        for row in 0..<size.height {
            for column in 0..<size.width {
                let upper = color(scaled.pixel(x: column, y: row * 2), colorCount: colorCount)
                let lower = color(scaled.pixel(x: column, y: row * 2 + 1), colorCount: colorCount)
                cells.append(cell(upper: upper, lower: lower))
            }
        }
        return cells
    }

    /// The cell showing `upper` over `lower` (nil: transparent).
    static func cell(upper: Color?, lower: Color?) -> Cell {
        switch (upper, lower) {
        case (nil, nil): Cell(grapheme: 0x20, width: 1, style: .plain)
        case (let upper?, nil): Cell(grapheme: 0x2580, width: 1, style: Style(foreground: upper))
        case (nil, let lower?): Cell(grapheme: 0x2584, width: 1, style: Style(foreground: lower))
        case (let upper?, let lower?):
            Cell(grapheme: 0x2580, width: 1, style: Style(foreground: upper, background: lower))
        }
    }

    /// The palette colour for an RGBA pixel, nil for a mostly transparent one.
    static func color(_ pixel: (UInt8, UInt8, UInt8, UInt8), colorCount: Int) -> Color? {
        guard pixel.3 >= 128 else { return nil }
        let (red, green, blue) = (Int(pixel.0), Int(pixel.1), Int(pixel.2))
        if colorCount >= 256 { return .indexed(UInt8(nearestFixedIndex(red, green, blue))) }
        let palette = colorCount >= 16 ? Theme.basicColors : Array(Theme.basicColors.prefix(8))
        let target = RGBColor(red: pixel.0, green: pixel.1, blue: pixel.2)
        return palette.min { target.distance(to: $0.xtermRGB) < target.distance(to: $1.xtermRGB) }
    }

    /// The nearest entry of the 6x6x6 colour cube (16...231) or the grey ramp (232...255).
    static func nearestFixedIndex(_ red: Int, _ green: Int, _ blue: Int) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        let (r, g, b) = (level(red), level(green), level(blue))
        let cube = (levels[r], levels[g], levels[b])
        let average = (red + green + blue) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + greyStep * 10
        func distance(_ a: (Int, Int, Int)) -> Int {
            (a.0 - red) * (a.0 - red) + (a.1 - green) * (a.1 - green) + (a.2 - blue) * (a.2 - blue)
        }
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyStep : 16 + 36 * r + 6 * g + b
    }
}

/// Half-block pictures already drawn, by image, size and colours: a frame that shows an image again
/// at the same size costs a copy.
struct PictureCache {
    private struct Key: Hashable {
        let number: UInt32
        let size: Size
        let colorCount: Int
    }
    private var pictures: [Key: [Cell]] = [:]
    /// Pictures kept at most; the oldest go first.
    private static let capacity = 64
    private var order: [Key] = []

    /// The cells of `image` at `size` with `colorCount` colours.
    mutating func cells(of image: ShownImage, size: Size, colorCount: Int) -> [Cell] {
        let key = Key(number: image.number, size: size, colorCount: colorCount)
        if let cells = pictures[key] { return cells }
        let cells = HalfBlockPicture.cells(of: image.decoded.pixels, size: size, colorCount: colorCount)
        pictures[key] = cells
        order.append(key)
        if order.count > Self.capacity { pictures[order.removeFirst()] = nil }
        return cells
    }

    /// Drops every picture of image `number`.
    mutating func forget(_ number: UInt32) {
        order.removeAll { $0.number == number }
        pictures = pictures.filter { $0.key.number != number }
    }
}
