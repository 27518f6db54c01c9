extension Style {
    /// The SGR sequence that sets this style from scratch (`ESC [ 0 ; … m`) on a terminal with
    /// `colorCount` colours: the palette entry itself from 256 colours up (and the 16 named ones on
    /// 16), else the nearest of the 8 basic colours; none at all without colour (`NO_COLOR`). A
    /// hyperlink is not part of it.
    package func selectGraphicRendition(colorCount: Int) -> String {
        var bytes: [UInt8] = []
        appendSelectGraphicRendition(from: nil, colorCount: colorCount, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a terminal with `colorCount` colours draws this style and `other` alike (their
    /// hyperlinks aside).
    func looksLike(_ other: Style, colorCount: Int) -> Bool {
        attributes == other.attributes
            && (colorCount == 0
                || (foregroundCode == other.foregroundCode && backgroundCode == other.backgroundCode))
    }

    /// Appends the SGR sequence that turns the terminal's style `current` (nil when unknown) into
    /// this one, nothing when they look alike. Attributes only added and colours changed take just
    /// those codes; an attribute turned off takes a reset (`0`) and the rest set again.
    func appendSelectGraphicRendition(from current: Style?, colorCount: Int, to out: inout [UInt8]) {
        if let current, looksLike(current, colorCount: colorCount) { return }
        var codes = SGRCodes(out: out)
        out = []
        // From a known style that this one only adds to: just the differences. Otherwise a reset,
        // then everything (a base of `.plain` after the reset).
        let base = current.flatMap { $0.attributes.isSubset(of: attributes) ? $0 : nil }
        if base == nil { codes.add(0) }
        let shown = attributes.subtracting(base?.attributes ?? [])
        if shown.contains(.bold) { codes.add(1) }
        if shown.contains(.dim) { codes.add(2) }
        if shown.contains(.underline) { codes.add(4) }
        if shown.contains(.reverse) { codes.add(7) }
        if colorCount > 0 {
            let reset = base != nil
            if foregroundCode != (base ?? .plain).foregroundCode {
                codes.addColor(foreground, colorCount: colorCount, base: 30, bright: 90, extended: 38, reset: reset)
            }
            if backgroundCode != (base ?? .plain).backgroundCode {
                codes.addColor(background, colorCount: colorCount, base: 40, bright: 100, extended: 48, reset: reset)
            }
        }
        out = codes.finished()
    }
}

/// The parameters of one SGR sequence, appended as they come (`ESC [` before the first, `;` between,
/// `m` after the last).
private struct SGRCodes {
    var out: [UInt8]
    var count = 0

    mutating func add(_ code: Int) {
        if count == 0 { out += [0x1B, UInt8(ascii: "[")] } else { out.append(UInt8(ascii: ";")) }
        out.appendDecimal(code)
        count += 1
    }

    /// The colour's code (nothing for the default colour, unless `reset`: then 39 or 49).
    mutating func addColor(_ color: Color?, colorCount: Int, base: Int, bright: Int, extended: Int, reset: Bool) {
        guard let color else {
            if reset { add(base + 9) }
            return
        }
        let index = color.paletteIndex(drawnWith: colorCount)
        switch index {
        case 0..<8: add(base + index)
        case 8..<16: add(bright + index - 8)
        default:
            add(extended)
            add(5)
            add(index)
        }
    }

    consuming func finished() -> [UInt8] {
        if count > 0 { out.append(UInt8(ascii: "m")) }
        return out
    }
}
