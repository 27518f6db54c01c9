/// Applies editing keys to a text field's binding; the cursor lives in the pane's state store.
///
/// The cursor is a UTF-8 offset into the text, not a count of characters: turning it into a
/// `String.Index` costs nothing, so no key walks the text from its start. Each key looks only at the
/// characters next to the cursor. (Writing the edited value back through the binding still copies the
/// text's bytes once, as any change to a `String` another owner holds does.)
@MainActor
struct TextFieldEditor {
    let text: Binding<String>
    /// The cursor's UTF-8 offset in the text.
    let cursor: StateCell<Int>
    /// What Return does (`.onSubmit`); nil moves the focus to the next control.
    var submit: (@MainActor () -> Void)? = nil
    /// The text as the editor last wrote it, for a field that tells its own edits from the text
    /// its app sets (`TextField`: the cursor goes to the end of a value set by code).
    var written: StateCell<String>? = nil

    /// Sets the text to `value` and the cursor to `offset` in it.
    private func write(_ value: String, cursorAt offset: Int) {
        text.wrappedValue = value
        cursor.value = offset
        written?.value = value
    }

    /// Moves the cursor to `offset` in the text as it is (which the editor then knows as its own).
    private func moveCursor(to offset: Int) {
        cursor.value = offset
        written?.value = text.wrappedValue
    }

    /// The cursor in `value`: the stored offset, kept inside the text and moved back to the start of
    /// the character it falls in (the text may have changed elsewhere since the cursor was stored).
    func cursorIndex(in value: String) -> String.Index {
        // A value the app set since the editor last wrote (a deep link's URL filled in, a draft
        // restored) has the cursor at its end, as if typed: what the user types next goes after it.
        // (Comparing costs nothing while the binding holds what the editor wrote: they share storage.)
        if let written, written.value != value { return value.endIndex }
        let offset = min(max(0, cursor.value), value.utf8.count)
        return Self.characterStart(atOrBefore: value.utf8.index(value.utf8.startIndex, offsetBy: offset), in: value)
    }

    /// Inserts `string` at the cursor and moves the cursor after it.
    func insert(_ string: String) {
        var value = text.wrappedValue
        let index = cursorIndex(in: value)
        let offset = Self.offset(of: index, in: value) + string.utf8.count
        value.insert(contentsOf: string, at: index)
        // The inserted text may join the character after it into one (a letter before a combining
        // mark): the cursor then goes after the joined character.
        let end = Self.characterStart(atOrAfter: value.utf8.index(value.utf8.startIndex, offsetBy: offset), in: value)
        write(value, cursorAt: Self.offset(of: end, in: value))
    }

    /// Erases the character before the cursor; false when there is none.
    @discardableResult
    func deleteBackward() -> Bool {
        var value = text.wrappedValue
        let index = cursorIndex(in: value)
        guard index > value.startIndex else { return false }
        let previous = value.index(before: index)
        let offset = Self.offset(of: previous, in: value)
        value.removeSubrange(previous..<index)
        write(value, cursorAt: offset)
        return true
    }

    /// Erases the character under the cursor.
    func deleteForward() {
        var value = text.wrappedValue
        let index = cursorIndex(in: value)
        guard index < value.endIndex else { return }
        let offset = Self.offset(of: index, in: value)
        value.removeSubrange(index..<value.index(after: index))
        write(value, cursorAt: offset)
    }

    /// Moves the cursor by `offset` characters; false when it was already at that end.
    @discardableResult
    func moveCursor(by offset: Int) -> Bool {
        let value = text.wrappedValue
        let start = cursorIndex(in: value)
        var index = start
        if offset < 0 {
            for _ in 0..<(-offset) where index > value.startIndex { index = value.index(before: index) }
        } else {
            for _ in 0..<offset where index < value.endIndex { index = value.index(after: index) }
        }
        moveCursor(to: Self.offset(of: index, in: value))
        return index != start
    }

    func moveCursorToStart() { moveCursor(to: 0) }

    func moveCursorToEnd() { moveCursor(to: text.wrappedValue.utf8.count) }

    /// Erases from the start of the text to the cursor (Ctrl+U).
    func deleteToStart() {
        var value = text.wrappedValue
        let index = cursorIndex(in: value)
        guard index > value.startIndex else { return }
        value.removeSubrange(value.startIndex..<index)
        write(value, cursorAt: 0)
    }

    /// Erases from the cursor to the end of the text (Ctrl+K).
    func deleteToEnd() {
        var value = text.wrappedValue
        let index = cursorIndex(in: value)
        guard index < value.endIndex else { return }
        let offset = Self.offset(of: index, in: value)
        value.removeSubrange(index...)
        write(value, cursorAt: offset)
    }

    /// Erases from the cursor to where `moveCursorByWord(forward:)` would take it: the word before
    /// the cursor (Alt+Backspace, readline's backward-kill-word) or after it (Alt+D, kill-word).
    func deleteWord(forward: Bool) {
        var value = text.wrappedValue
        let start = cursorIndex(in: value)
        let end = wordBoundary(from: start, forward: forward, in: value)
        let range = forward ? start..<end : end..<start
        guard !range.isEmpty else { return }
        let offset = Self.offset(of: range.lowerBound, in: value)
        value.removeSubrange(range)
        write(value, cursorAt: offset)
    }

    /// Moves the cursor to the start of the word before it, or past the end of the word after it
    /// (Alt+B, Alt+F), as shells do.
    func moveCursorByWord(forward: Bool) {
        let value = text.wrappedValue
        moveCursor(
            to: Self.offset(of: wordBoundary(from: cursorIndex(in: value), forward: forward, in: value), in: value))
    }

    /// The start of the word before `start`, or the end of the word after it, as shells find it:
    /// spaces and punctuation first, then letters and digits. Only the characters passed over are
    /// looked at.
    private func wordBoundary(from start: String.Index, forward: Bool, in value: String) -> String.Index {
        var index = start
        func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber }
        if forward {
            while index < value.endIndex, !isWord(value[index]) { index = value.index(after: index) }
            while index < value.endIndex, isWord(value[index]) { index = value.index(after: index) }
        } else {
            while index > value.startIndex, !isWord(value[value.index(before: index)]) {
                index = value.index(before: index)
            }
            while index > value.startIndex, isWord(value[value.index(before: index)]) {
                index = value.index(before: index)
            }
        }
        return index
    }

    /// The UTF-8 offset of `index` (no walk: a native string's index is its offset).
    static func offset(of index: String.Index, in value: String) -> Int {
        value.utf8.distance(from: value.utf8.startIndex, to: index)
    }

    /// The start of the character that contains `index` (`index` itself when a character starts there).
    static func characterStart(atOrBefore index: String.Index, in value: String) -> String.Index {
        guard index < value.endIndex else { return value.endIndex }
        // `index(after:)` first rounds down to a character start; stepping back returns to it.
        return value.index(before: value.index(after: index))
    }

    /// `index` when a character starts there, else the start of the next character.
    static func characterStart(atOrAfter index: String.Index, in value: String) -> String.Index {
        let start = characterStart(atOrBefore: index, in: value)
        return start == index || start == value.endIndex ? start : value.index(after: start)
    }
}
