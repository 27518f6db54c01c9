/// OSC 8 hyperlinks for a backend that draws through curses, which has no hyperlink attribute.
///
/// A terminal keeps a hyperlink per cell, set on the cells written while an `ESC ] 8 ; ; URI ESC \`
/// is open. After curses sent a frame, the cells of links that changed are written again, the same
/// characters in the same style (so curses' idea of the screen stays true) inside the link's
/// sequence; cells that were part of a link and no longer are written again outside any. The cursor
/// and attributes are saved around it (DECSC/DECRC), since curses believes it knows both. Pieces of
/// one link carry the same `id`, so a terminal shows a link that wraps over several rows as one.
struct HyperlinkOverlay {
    /// Cells that hold a link on the terminal now, by position.
    private var linked: [Point: Cell] = [:]
    /// Cells to write again after the next frame, in row-major order.
    private var pending: [CellChange] = []

    /// Notes the cells of a frame's changes that need writing again: those in a link, and those that
    /// were in one.
    mutating func note(_ changes: [CellChange]) {
        for change in changes where change.cell.width != 0 {
            if change.cell.style.linkCode != 0 {
                pending.append(change)
                linked[change.position] = change.cell
            } else if !linked.isEmpty, linked.removeValue(forKey: change.position) != nil {
                pending.append(change)
            }
        }
    }

    /// Notes every linked cell again: curses repainted the screen from its own copy (taking the
    /// terminal back after a stop), which has no links.
    mutating func noteAllAgain() {
        pending = linked.map { CellChange(position: $0.key, cell: $0.value) }
            .sorted { ($0.position.y, $0.position.x) < ($1.position.y, $1.position.x) }
    }

    /// Forgets every link on the terminal: the screen was cleared, so curses repaints every cell.
    mutating func forget() {
        linked.removeAll()
        pending.removeAll()
    }

    /// The bytes that write the noted cells again, empty when there are none; `colorCount` is the
    /// terminal's, so the colours sent are the ones curses sent.
    mutating func takeBytes(colorCount: Int, scalarsPerCell: Int) -> [UInt8] {
        guard !pending.isEmpty else { return [] }
        defer { pending.removeAll(keepingCapacity: true) }
        var out = "\u{1B}7"
        var next: Point?
        var style: Style?
        var link: UInt8 = 0
        for change in pending {
            if change.position != next {
                out += "\u{1B}[\(change.position.y + 1);\(change.position.x + 1)H"
            }
            let cell = change.cell
            if cell.style.linkCode != link {
                link = cell.style.linkCode
                out += Self.openSequence(code: link)
            }
            if cell.style != style {
                out += cell.style.selectGraphicRendition(colorCount: colorCount)
                style = cell.style
            }
            for value in cell.drawnScalars(limit: scalarsPerCell) {
                out.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
            next = Point(x: change.position.x + Int(cell.width), y: change.position.y)
        }
        if link != 0 { out += Self.openSequence(code: 0) }
        out += "\u{1B}[0m\u{1B}8"
        return Array(out.utf8)
    }

    /// `ESC ] 8 ; id=… ; URI ESC \` for the link of `code`, or the sequence that ends a link for 0 (or
    /// a code freed meanwhile).
    static func openSequence(code: UInt8) -> String {
        guard code != 0, let url = HyperlinkTable.shared.url(for: code) else { return "\u{1B}]8;;\u{1B}\\" }
        return "\u{1B}]8;id=np\(code);\(terminalURI(url))\u{1B}\\"
    }

    /// `url` as a terminal takes it inside OSC 8: bytes outside printable ASCII (controls, spaces,
    /// anything that could end the sequence early) percent-encoded, the URI's own escaping, so
    /// nothing of a link reaches the terminal as anything but the link.
    static func terminalURI(_ url: String) -> String {
        var out = ""
        for byte in url.utf8 {
            if byte > 0x20 && byte < 0x7F {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
