import NavPilot
import NavPilotTUI

/// A folder's entries as one focusable list that fills its screen and draws only the rows it shows,
/// so a folder of 100,000 entries costs a frame what a folder of ten does. Up/Down (j/k) move the
/// selection, PageUp/PageDown by a page of the rows shown, Home/End to the ends, `f` then a character
/// to the next entry starting with it; Enter opens the selected entry, `e` edits it. A click selects the entry clicked (a second click opens
/// it), and the wheel moves the selection.
struct FileList: Widget {
    let entries: [FolderEntry]
    let selected: Binding<Int>
    /// The selection moved onto the entry at this index.
    let select: @MainActor (Int) -> Void
    /// Enter on the entry at this index.
    let open: @MainActor (Int) -> Void
    /// `e` on the entry at this index.
    let edit: @MainActor (Int) -> Void

    /// True after `f`, until the next key: a character then selects the next name starting with it.
    @State private var finding = false

    var isFocusable: Bool { true }
    var fillsHeight: Bool { true }
    var keyBindingsTitle: String { "File list" }
    var idealWidth: Int { 40 }

    func height(forWidth width: Int) -> Int { min(entries.count, 1) }

    private var index: Int { min(max(0, selected.wrappedValue), max(0, entries.count - 1)) }

    func draw(in canvas: inout WidgetCanvas) {
        let rows = canvas.size.height
        guard rows > 0, !entries.isEmpty else { return }
        let index = self.index
        let shown = window(rows: rows)
        let width = canvas.size.width
        for line in 0..<shown.count {
            let row = shown.firstRow + line
            let position = shown.top + line
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
            if isSelected { canvas.markFocus(at: Point(x: 0, y: row)) }
            canvas.write(isSelected ? "▸ " : "  ", at: Point(x: 0, y: row), style: style)
            let size = entry.kind == .file || entry.kind == .linkToFile ? FilePreviewText.byteCount(entry.size) : ""
            let nameWidth = max(0, width - 2 - (size.isEmpty ? 0 : displayWidth(of: size) + 1))
            canvas.write(truncate(Self.label(of: entry), toWidth: nameWidth), at: Point(x: 2, y: row), style: style)
            if !size.isEmpty {
                canvas.write(
                    size, at: Point(x: width - displayWidth(of: size), y: row), style: style ?? canvas.theme.dim)
            }
        }
        if shown.above {
            let more = "↑ \(shown.top) more "
            canvas.write(more, at: Point(x: max(0, width - displayWidth(of: more)), y: 0), style: canvas.theme.dim)
        }
        if shown.below {
            let more = "↓ \(entries.count - shown.top - shown.count) more "
            canvas.write(
                more, at: Point(x: max(0, width - displayWidth(of: more)), y: rows - 1), style: canvas.theme.dim)
        }
    }

    /// Which entries show when the list has `rows` rows: `count` of them from `top`, drawn from row
    /// `firstRow`, and whether `↑ N more` and `↓ N more` have the first and the last row. The
    /// indicators get rows of their own, so they never cover an entry (the selection least of all);
    /// under three rows they are left out. The selection is kept in the middle of the entries shown
    /// where it can be, so there is no scroll state to keep.
    private func window(rows: Int) -> (top: Int, count: Int, firstRow: Int, above: Bool, below: Bool) {
        let total = entries.count
        guard total > rows, rows >= 3 else {
            let top = max(0, min(index - rows / 2, total - rows))
            return (top, min(rows, total - top), 0, false, false)
        }
        // Both indicators first; at either end of the folder one of them is not needed.
        var count = rows - 2
        let top = max(0, min(index - count / 2, total - count))
        if top == 0 {
            count += 1
            return (0, count, 0, false, true)
        }
        if top + count == total {
            count += 1
            return (total - count, count, 1, true, false)
        }
        return (top, count, 1, true, true)
    }

    /// A click selects the entry clicked; a click on the entry already selected in the focused list
    /// opens it (a click that gives the list the focus only selects).
    func handleClick(_ click: WidgetClick) -> Bool {
        finding = false
        let shown = window(rows: click.size.height)
        let line = click.point.y - shown.firstRow
        // A click on `↑ N more` or `↓ N more` moves the selection a page that way.
        guard line >= 0, line < shown.count else {
            let page = max(1, shown.count)
            move(to: min(max(0, index + (line < 0 ? -page : page)), entries.count - 1))
            return true
        }
        let position = shown.top + line
        if position == index, click.wasFocused {
            open(position)
        } else {
            move(to: position)
        }
        return true
    }

    /// The wheel moves the selection, and so the rows shown, three entries a notch.
    func handleScroll(by rows: Int, size: Size) -> Bool {
        finding = false
        guard !entries.isEmpty else { return false }
        move(to: min(max(0, index + rows), entries.count - 1))
        return true
    }

    /// The entries as narration says them (`EGL, folder`), the selected one marked.
    var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(
            role: .list, label: "entries", rows: entries.map(Self.spokenLabel(of:)),
            selectedRow: entries.isEmpty ? nil : index)
    }

    /// Narration's row numbers select an entry, as the keys that move the selection do.
    func selectAccessibilityRow(_ row: Int) -> Bool {
        guard entries.indices.contains(row) else { return false }
        move(to: row)
        return true
    }

    /// The name with its kind in words (narration escapes the name once, when it says it).
    static func spokenLabel(of entry: FolderEntry) -> String {
        switch entry.kind {
        case .folder: entry.name + ", folder"
        case .linkToFolder: entry.name + ", link to a folder"
        case .linkToFile: entry.name + ", link"
        case .brokenLink: entry.name + ", broken link"
        case .file, .other: entry.name
        }
    }

    /// The name as shown (bytes that are not UTF-8 as `\xFF`, control characters escaped) with a
    /// mark of its kind, as `ls -F` writes it.
    static func label(of entry: FolderEntry) -> String {
        let name = SafeText.escaping(entry.name)
        return switch entry.kind {
        case .folder: name + "/"
        case .linkToFolder: name + "@/"
        case .linkToFile: name + "@"
        case .brokenLink: name + "@ (broken link)"
        case .file, .other: name
        }
    }

    /// The list's keys, declared once: the help lists them and the status line offers them. `f` then
    /// a character selects the next name starting with it (as lf's `f`), so letters keep their
    /// meaning everywhere else: `q` quits, `z` zooms, `i` shows the inspector, `j`/`k` move.
    func keyBindings(size: Size) -> [KeyBinding] {
        guard !entries.isEmpty else { return [] }
        let index = self.index
        // A page moves the selection to the last entry shown (the counts' rows are not entries).
        let page = max(1, window(rows: size.height).count - 1)
        let list = [
            KeyBinding(
                .key(.up), .key(.down), "k", "j", label: "↑ ↓ / j k", description: "select the entry above / below",
                hint: KeyHint("select", keys: "↑↓", priority: 2)
            ) { press in
                finding = false
                let up = press.key == .up || press.key == .character("k")
                // At either end the key goes on, so the focus can leave the list.
                guard up ? index > 0 : index < entries.count - 1 else { return false }
                move(to: index + (up ? -1 : 1))
                return true
            },
            KeyBinding(.key(.pageUp), .key(.pageDown), label: "PgUp / PgDn", description: "a page of entries up / down")
            { press in
                finding = false
                move(to: press.key == .pageUp ? max(0, index - page) : min(entries.count - 1, index + page))
                return true
            },
            KeyBinding(.key(.home), .key(.end), label: "Home / End", description: "the first / last entry") { press in
                finding = false
                move(to: press.key == .home ? 0 : entries.count - 1)
                return true
            },
            KeyBinding(
                .key(.enter), "l", label: "Enter / l",
                description: "open the selected folder, or the file in $PAGER (l: as in ranger and lf)",
                hint: KeyHint("open", keys: "Enter", priority: 3)
            ) {
                finding = false
                open(index)
            },
            KeyBinding(
                "e", label: "e", description: "edit the selected file in $VISUAL or $EDITOR",
                hint: KeyHint("edit", priority: 0)
            ) {
                finding = false
                edit(index)
            },
            KeyBinding(
                "f", label: "f then a character", description: "select the next name starting with it",
                hint: KeyHint("find", priority: 1)
            ) {
                finding = true
            },
        ]
        guard finding else { return list }
        // After `f` a character finds; Esc cancels; the list's other keys, and any key the list
        // does not use, end the find and do what they do.
        let find = [
            KeyBinding(
                .printable, label: "f then a character", description: "select the next name starting with it",
                hint: KeyHint("the first character of a name", keys: "f…", priority: 9)
            ) { press in
                finding = false
                jump(to: press.characters)
                return true
            },
            KeyBinding(.key(.escape), description: "stop finding", hint: KeyHint("cancel", priority: 8)) {
                finding = false
            },
        ]
        let endFind = KeyBinding(.anyKey, description: "") { _ in
            finding = false
            return false
        }
        return find + list + [endFind]
    }

    /// Selects the next entry after the selection whose name starts with `prefix` (case ignored),
    /// wrapping around; where none does, the selection stays.
    private func jump(to prefix: String) {
        let wanted = prefix.lowercased()
        let index = self.index
        let order = Array(index + 1..<entries.count) + Array(0...index)
        guard let next = order.first(where: { entries[$0].name.lowercased().hasPrefix(wanted) }) else { return }
        move(to: next)
    }

    private func move(to position: Int) {
        selected.wrappedValue = position
        select(position)
    }
}
