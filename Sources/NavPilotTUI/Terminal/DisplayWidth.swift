#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Display widths of graphemes on a terminal grid.
//
// Rules (the same ones `CellBuffer.write` uses, so measuring and drawing always agree):
// - printable ASCII is 1 column;
// - control characters (C0, DEL, C1) are never drawn raw: each one is shown as a single visible
//   character, its Unicode control picture (U+2400...U+241F for C0, U+2421 "␡" for DEL) or U+FFFD for C1,
//   so each takes 1 column (a CR LF grapheme takes 2);
// - emoji presentation takes 2 columns: a VS16 (U+FE0F) anywhere in the grapheme, a flag (pair of
//   regional indicators), a ZWJ sequence starting with an emoji, or a scalar whose default presentation
//   is emoji;
// - otherwise `wcwidth` of the grapheme's first scalar (East Asian Wide and Fullwidth are 2); combining
//   marks stay inside their grapheme and add nothing; graphemes `wcwidth` calls zero-width (a lone
//   combining mark, U+200B) are 0 and are not drawn; unknown ones (-1) count as 1.

/// glibc's `wcwidth`. Swift's Glibc module does not declare it (it needs `_XOPEN_SOURCE`), so it is looked
/// up once by name and called through a C function pointer; if it were missing, every non-ASCII
/// character not handled above would count as 1.
private let systemWCWidth: (@convention(c) (Int32) -> Int32)? = {
    guard let symbol = dlsym(nil, "wcwidth") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
}()

/// `wcwidth` follows LC_CTYPE. A process that never called `setlocale` runs in the "C" locale, where
/// every non-ASCII character is -1; switch LC_CTYPE to C.UTF-8 then (once), so widths are the same in
/// tests, headless runs and the real terminal.
private let utf8WidthLocaleReady: Bool = {
    if __ctype_get_mb_cur_max() == 1 {
        _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
    return true
}()

/// The number of terminal columns `character` occupies: 0, 1 or 2 (see the rules at the top of this file).
public func displayWidth(of character: Character) -> Int {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    return nonASCIIWidth(of: character)
}

/// The number of columns `string` occupies when written at column 0 (tabs expand to the next multiple
/// of 4, exactly as in `CellBuffer.write`).
public func displayWidth(of string: String) -> Int {
    var column = 0
    for character in string {
        column += advance(of: character, atColumn: column)
    }
    return column
}

/// `string` cut to at most `width` columns. When it has to be cut and `ellipsis` is true, the last column
/// holds "…". A wide character that does not fit is left out whole, never split.
public func truncate(_ string: String, toWidth width: Int, ellipsis: Bool = true) -> String {
    guard width > 0 else { return "" }
    if displayWidth(of: string) <= width { return string }
    let budget = ellipsis ? width - 1 : width
    var result = ""
    var column = 0
    for character in string {
        let step = advance(of: character, atColumn: column)
        if column + step > budget { break }
        result.append(character)
        column += step
    }
    if ellipsis { result.append("…") }
    return result
}

/// Columns a character advances the cursor when written at `column` (relative to the write origin).
@inline(__always)
func advance(of character: Character, atColumn column: Int) -> Int {
    if character == "\t" { return tabStop - column % tabStop }
    return displayWidth(of: character)
}

/// Tab stops are every 4 columns, relative to where a write started.
let tabStop = 4

/// The visible stand-ins for a grapheme made of control characters, or nil when it has none.
///
/// Swift never joins a control character with anything except CR LF, so a grapheme is either all
/// controls or none.
func visibleControlPictures(of character: Character) -> [Character]? {
    guard let first = character.unicodeScalars.first, isControl(first) else { return nil }
    return character.unicodeScalars.map { scalar in
        switch scalar.value {
        case 0x00...0x1F: Character(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: "\u{2421}"
        case 0x80...0x9F: "\u{FFFD}"
        default: Character(scalar)
        }
    }
}

@inline(__always)
func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || (v >= 0x7F && v <= 0x9F)
}

private func nonASCIIWidth(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isControl(first) { return scalars.count }
    var second: Unicode.Scalar?
    var hasVS16 = false
    var hasZWJ = false
    for (index, scalar) in scalars.enumerated() {
        if index == 1 { second = scalar }
        if scalar.value == 0xFE0F { hasVS16 = true }
        if scalar.value == 0x200D { hasZWJ = true }
    }
    if hasVS16 { return 2 }
    if isRegionalIndicator(first), let second, isRegionalIndicator(second) { return 2 }
    let properties = first.properties
    if properties.isEmojiPresentation { return 2 }
    if hasZWJ && properties.isEmoji && first.value > 0xFF { return 2 }
    _ = utf8WidthLocaleReady
    guard let wcwidth = systemWCWidth else { return 1 }
    let width = Int(wcwidth(Int32(bitPattern: first.value)))
    if width < 0 { return 1 }
    return min(width, 2)
}

@inline(__always)
private func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
}
