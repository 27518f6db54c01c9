@testable import NavPilotTUI

/// A small terminal for tests: it takes the bytes `FrameWriter` sends (cursor moves, SGR, OSC 8,
/// clearing, erasing, UTF-8 text) and keeps the cells a terminal that places characters by `wcwidth` would
/// show, so a test can compare them with the frame that was meant.
///
/// Like a real terminal, writing over either half of a wide character blanks its other half, and a
/// character written in the last column leaves the cursor there, waiting to wrap.
struct TerminalEmulation {
    /// What one cell shows.
    struct Shown: Equatable {
        var scalars: [UInt32] = [0x20]
        var style = Style.plain
        /// The link's URL, nil outside any.
        var link: String?
        /// 0 for the right half of a wide character.
        var width = 1
    }

    private(set) var size: Size
    private(set) var cells: [Shown]
    private(set) var cursor = Point(x: 0, y: 0)
    private var pendingWrap = false
    private var style = Style.plain
    private var link: String?
    /// Sequences it did not know, to fail a test on.
    private(set) var unknown: [String] = []

    init(size: Size) {
        self.size = size
        cells = Array(repeating: Shown(), count: size.width * size.height)
    }

    subscript(x x: Int, y y: Int) -> Shown { cells[y * size.width + x] }

    /// Resized: every cell scribbled over (what a terminal shows after a resize is its own affair),
    /// the style, link and cursor row kept.
    mutating func resize(to size: Size) {
        self.size = size
        cells = Array(repeating: Shown(), count: size.width * size.height)
        cursor = Point(x: min(cursor.x, size.width - 1), y: min(cursor.y, size.height - 1))
        scribble()
    }

    /// Fills every cell with `#`, as another program writing over the screen would.
    mutating func scribble() {
        for row in 0..<size.height { scribble(row: row) }
    }

    /// Fills row `y` with `#`.
    mutating func scribble(row y: Int) {
        for x in 0..<size.width { cells[y * size.width + x] = Shown(scalars: [0x23]) }
    }

    /// Takes `bytes` as a terminal would.
    mutating func feed(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x1B:
                index = escape(scalars, from: index)
            case 0x0D:
                cursor.x = 0
                pendingWrap = false
            case 0x0A:
                cursor.y = min(cursor.y + 1, size.height - 1)
                pendingWrap = false
            default:
                put(scalar.value)
            }
        }
    }

    private mutating func escape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        switch scalars[start] {
        case "[":
            var end = start + 1
            while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
            guard end < scalars.count else { return end }
            let parameters = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
            control(parameters, final: scalars[end])
            return end + 1
        case "]":
            var end = start + 1
            while end + 1 < scalars.count, !(scalars[end] == "\u{1B}" && scalars[end + 1] == "\\") { end += 1 }
            let body = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
            if body.hasPrefix("8;") {
                let url = body.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false).last.map(
                    String.init)
                link = url?.isEmpty == false ? url : nil
            } else {
                unknown.append("OSC " + body)
            }
            return end + 2
        default:
            unknown.append("ESC \(scalars[start])")
            return start + 1
        }
    }

    private mutating func control(_ parameters: String, final: Unicode.Scalar) {
        if parameters.hasPrefix("?") { return }  // modes: nothing a cell shows
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, _ fallback: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? fallback) : fallback
        }
        pendingWrap = false
        switch final {
        case "H":
            cursor = Point(x: min(number(1, 1), size.width) - 1, y: min(number(0, 1), size.height) - 1)
        case "C":
            cursor.x = min(cursor.x + number(0, 1), size.width - 1)
        case "G":
            cursor.x = min(number(0, 1), size.width) - 1
        case "J" where number(0, 0) == 2:
            cells = Array(repeating: Shown(), count: cells.count)
        case "K" where number(0, 0) == 0:
            erase(count: size.width - cursor.x)
        case "X":
            erase(count: min(number(0, 1), size.width - cursor.x))
        case "m":
            selectGraphicRendition(numbers.map { $0 ?? 0 })
        default:
            unknown.append("CSI \(parameters)\(final)")
        }
    }

    private mutating func selectGraphicRendition(_ codes: [Int]) {
        var index = 0
        while index < codes.count {
            let code = codes[index]
            index += 1
            switch code {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 22:
                style.bold = false
                style.dim = false
            case 24: style.underline = false
            case 27: style.reverse = false
            case 30...37: style.foreground = .indexed(UInt8(code - 30)).named
            case 39: style.foreground = nil
            case 40...47: style.background = .indexed(UInt8(code - 40)).named
            case 49: style.background = nil
            case 90...97: style.foreground = .indexed(UInt8(code - 82)).named
            case 100...107: style.background = .indexed(UInt8(code - 92)).named
            case 38, 48:
                guard index + 1 < codes.count, codes[index] == 5 else { return unknown.append("SGR \(codes)") }
                let color = Color.indexed(UInt8(codes[index + 1]))
                let palette = color.paletteIndex < 16 ? color.named : color
                if code == 38 { style.foreground = palette } else { style.background = palette }
                index += 2
            default:
                unknown.append("SGR \(code)")
            }
        }
    }

    /// Erases `count` cells from the cursor on: blank, in the background colour set (`bce`).
    private mutating func erase(count: Int) {
        let at = cursor.y * size.width + cursor.x
        blankOtherHalf(at: at)
        blankOtherHalf(at: at + count - 1)
        for index in at..<at + count {
            cells[index] = Shown(scalars: [0x20], style: Style(background: style.background), link: nil, width: 1)
        }
    }

    private mutating func put(_ value: UInt32) {
        let width = scalarWidth(value)
        if width == 0 {
            // Rides in the cell written last.
            let x = max(0, cursor.x - (pendingWrap ? 0 : 1))
            let at = cursor.y * size.width + x
            let leading = cells[at].width == 0 && x > 0 ? at - 1 : at
            cells[leading].scalars.append(value)
            return
        }
        if pendingWrap {
            cursor = Point(x: 0, y: min(cursor.y + 1, size.height - 1))
            pendingWrap = false
        }
        let at = cursor.y * size.width + cursor.x
        blankOtherHalf(at: at)
        if width == 2 && cursor.x + 1 < size.width { blankOtherHalf(at: at + 1) }
        cells[at] = Shown(scalars: [value], style: style, link: link, width: width)
        if width == 2 && cursor.x + 1 < size.width {
            cells[at + 1] = Shown(scalars: [0x20], style: style, link: link, width: 0)
        }
        let next = cursor.x + width
        if next >= size.width {
            cursor.x = size.width - 1
            pendingWrap = true
        } else {
            cursor.x = next
        }
    }

    /// A wide character whose half is overwritten leaves its other half blank.
    private mutating func blankOtherHalf(at index: Int) {
        let x = index % size.width
        if cells[index].width == 0, x > 0 {
            cells[index - 1] = Shown(scalars: [0x20], style: cells[index - 1].style, link: nil, width: 1)
        } else if cells[index].width == 2, x + 1 < size.width {
            cells[index + 1] = Shown(scalars: [0x20], style: cells[index].style, link: nil, width: 1)
        }
    }
}

extension Color {
    /// The named colour of a palette entry below 16 (SGR names them, the palette numbers them).
    fileprivate var named: Color {
        let names: [Color] = [
            .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed, .brightGreen,
            .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
        ]
        return paletteIndex < 16 ? names[paletteIndex] : self
    }
}
