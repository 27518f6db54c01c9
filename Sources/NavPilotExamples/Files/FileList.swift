import NavPilotTUI

/// A folder's entries as one focusable list that fills its screen and draws only the rows it shows,
/// so a folder of 100,000 entries costs a frame what a folder of ten does. Up/Down (j/k) move the
/// selection, PageUp/PageDown by a page, Home/End to the ends, a letter to the next entry starting
/// with it; Enter opens the selected entry. A click selects the entry clicked (a second click opens
/// it), and the wheel moves the selection.
struct FileList: Widget {
    let entries: [FolderEntry]
    let selected: Binding<Int>
    /// The selection moved onto the entry at this index.
    let select: @MainActor (Int) -> Void
    /// Enter on the entry at this index.
    let open: @MainActor (Int) -> Void

    /// Rows moved by PageUp and PageDown (the widget does not know its height while handling keys).
    static let pageRows = 20

    var isFocusable: Bool { true }
    var fillsHeight: Bool { true }
    var idealWidth: Int { 40 }

    func height(forWidth width: Int) -> Int { min(entries.count, 1) }

    private var index: Int { min(max(0, selected.wrappedValue), max(0, entries.count - 1)) }

    func draw(in canvas: inout WidgetCanvas) {
        let rows = canvas.size.height
        guard rows > 0, !entries.isEmpty else { return }
        let index = self.index
        let top = firstShown(rows: rows)
        let width = canvas.size.width
        for row in 0..<min(rows, entries.count - top) {
            let position = top + row
            let entry = entries[position]
            let isSelected = position == index
            var style: Style?
            if isSelected {
                if canvas.isFocused {
                    canvas.fill(Rect(x: 0, y: row, width: width, height: 1), style: canvas.theme.selectionRow)
                    style = canvas.theme.selectionRow.patched(with: canvas.theme.selection)
                } else {
                    style = canvas.theme.inactiveSelection
                }
            } else if entry.opensAsFolder {
                style = canvas.theme.accent
            }
            canvas.write(isSelected ? "▸ " : "  ", at: Point(x: 0, y: row), style: style)
            let size = entry.kind == .file || entry.kind == .linkToFile ? FilePreviewText.byteCount(entry.size) : ""
            let nameWidth = max(0, width - 2 - (size.isEmpty ? 0 : displayWidth(of: size) + 1))
            canvas.write(truncate(Self.label(of: entry), toWidth: nameWidth), at: Point(x: 2, y: row), style: style)
            if !size.isEmpty {
                canvas.write(
                    size, at: Point(x: width - displayWidth(of: size), y: row), style: style ?? canvas.theme.dim)
            }
        }
        if top > 0 {
            let more = " ↑ \(top) more "
            canvas.write(more, at: Point(x: max(0, width - displayWidth(of: more)), y: 0), style: canvas.theme.dim)
        }
        let below = entries.count - top - rows
        if below > 0 {
            let more = " ↓ \(below) more "
            canvas.write(
                more, at: Point(x: max(0, width - displayWidth(of: more)), y: rows - 1), style: canvas.theme.dim)
        }
    }

    /// The entry on the top row when `rows` rows are shown: the selection is kept in the middle of
    /// the rows where it can be, so there is no scroll state to keep.
    private func firstShown(rows: Int) -> Int {
        max(0, min(index - rows / 2, entries.count - rows))
    }

    /// A click selects the entry clicked; a click on the entry already selected in the focused list
    /// opens it (a click that gives the list the focus only selects).
    func handleClick(_ click: WidgetClick) -> Bool {
        let position = firstShown(rows: click.size.height) + click.point.y
        guard position >= 0, position < entries.count else { return true }
        if position == index, click.wasFocused {
            open(position)
        } else {
            move(to: position)
        }
        return true
    }

    /// The wheel moves the selection, and so the rows shown, three entries a notch.
    func handleScroll(by rows: Int, size: Size) -> Bool {
        guard !entries.isEmpty else { return false }
        move(to: min(max(0, index + rows), entries.count - 1))
        return true
    }

    /// The name with a mark of its kind, as `ls -F` writes it.
    static func label(of entry: FolderEntry) -> String {
        switch entry.kind {
        case .folder: entry.name + "/"
        case .linkToFolder: entry.name + "@/"
        case .linkToFile: entry.name + "@"
        case .brokenLink: entry.name + "@ (broken link)"
        case .file, .other: entry.name
        }
    }

    func handleKey(_ press: KeyPress) -> Bool {
        guard !entries.isEmpty, press.modifiers.subtracting(.shift).isEmpty else { return false }
        let index = self.index
        switch press.key {
        case .up, .character("k"):
            // At the first entry the key goes on, so the focus can leave the list.
            guard index > 0 else { return false }
            move(to: index - 1)
        case .down, .character("j"):
            guard index < entries.count - 1 else { return false }
            move(to: index + 1)
        case .pageUp: move(to: max(0, index - Self.pageRows))
        case .pageDown: move(to: min(entries.count - 1, index + Self.pageRows))
        case .home: move(to: 0)
        case .end: move(to: entries.count - 1)
        case .enter: open(index)
        case .character(let letter) where letter.isLetter || letter.isNumber:
            let wanted = letter.lowercased()
            let order = Array(index + 1..<entries.count) + Array(0...index)
            guard let next = order.first(where: { entries[$0].name.lowercased().hasPrefix(wanted) }) else {
                return false
            }
            move(to: next)
        default: return false
        }
        return true
    }

    private func move(to position: Int) {
        selected.wrappedValue = position
        select(position)
    }
}
