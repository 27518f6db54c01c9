/// How narration puts elements, panes and the session into words: short, most important first,
/// the same wording wherever the same thing is said.
enum NarrationPhrases {
    /// The most items a summary names before it says how many more there are.
    static let mostItemsNamed = 12
    /// The most characters of text a summary or a change reads before `…`; `r` reads it all.
    static let mostTextRead = 160
    /// The most rows of a list (or entries of the stack inspector) `r` reads.
    static let mostRowsRead = 200

    /// `Swift Tips`; `To, text field, Jane`; `Signed in, toggle, on`; `Delete, button, dimmed`.
    static func item(_ described: DescribedElement) -> String {
        let element = described.element
        let label = name(of: element)
        var parts = [label.isEmpty ? "unlabelled \(element.role)" : label]
        if !element.role.isSilent && !label.isEmpty { parts.append(element.role.name) }
        if let value = spokenValue(of: element) { parts.append(value) }
        if described.isDisabled { parts.append("dimmed") }
        return parts.joined(separator: ", ")
    }

    /// The value as said: an empty field is `empty`; a list says its selected row.
    static func spokenValue(of element: AccessibilityElement) -> String? {
        if element.role == .textField { return element.value.map { $0.isEmpty ? "empty" : oneLine($0) } ?? "empty" }
        if element.role == .list {
            var words = "\(element.rows.count) \(element.rows.count == 1 ? "row" : "rows")"
            if let row = selectedRow(of: element) { words += ", \(row) selected" }
            return element.value.map { oneLine($0) + ", " + words } ?? words
        }
        return element.value.map(oneLine)
    }

    /// `Bob, 2 of 4`: the focused item and where it is among the items; in a list that is one
    /// control, its selected row and where it is among the rows.
    static func selection(in pane: PaneDescription) -> String? {
        guard let (described, position) = pane.focusedItem else { return nil }
        if let row = selectedRow(of: described.element), let index = described.element.selectedRow {
            return "\(row), \(index + 1) of \(described.element.rows.count)"
        }
        return "\(item(described)), \(position + 1) of \(pane.items.count)"
    }

    /// The selected row of a list, on one line.
    static func selectedRow(of element: AccessibilityElement) -> String? {
        guard let row = element.selectedRow, element.rows.indices.contains(row) else { return nil }
        return oneLine(element.rows[row])
    }

    /// `entries: 16 rows: .build, folder, selected; .ci, folder; …`: a list's rows, as many as a
    /// summary names.
    static func rows(of element: AccessibilityElement) -> String {
        let rows = element.rows
        let named = rows.prefix(mostItemsNamed).enumerated().map { index, row in
            oneLine(row) + (index == element.selectedRow ? ", selected" : "")
        }
        let more = rows.count > mostItemsNamed ? "; and \(rows.count - mostItemsNamed) more" : ""
        let count = "\(rows.count) \(rows.count == 1 ? "row" : "rows")"
        let label = name(of: element)
        return (label.isEmpty ? "" : label + ": ") + count + (rows.isEmpty ? "" : ": ") + named.joined(separator: "; ")
            + more
    }

    /// `Feed, 3 items: Swift Tips, selected; SwiftUI Tricks; Async/Await.` The screen's title, its
    /// texts (cut when long), and its items with the focused one marked. A modal over the pane is
    /// said instead, as it is what keys reach.
    static func summary(of pane: PaneDescription, titled: Bool = true) -> String {
        if let modal = pane.modal { return self.modal(modal, focused: pane.focused) }
        var parts = titled ? [pane.spokenTitle] : []
        let items = pane.items
        if items.count == 1, items[0].element.role == .list {
            // A screen that is one list (a file list) is told by its rows.
            let list = items[0].element
            var words = "\(list.rows.count) \(list.rows.count == 1 ? "row" : "rows")"
            if let row = selectedRow(of: list) { words += ", \(row)" }
            parts.append(words)
        } else if !items.isEmpty {
            // The count, then the selected item: what a listener needs to start; `r` reads the rest.
            parts.append("\(items.count) \(items.count == 1 ? "item" : "items")")
            if let (focused, _) = pane.focusedItem { parts.append(item(focused)) }
        } else if let text = pane.elements.first(where: { !$0.isItem && !$0.isDisabled }) {
            // Nothing to select: its first text, so the listener knows what the screen holds.
            parts.append(cut(item(text)))
        } else {
            parts.append("nothing to select")
        }
        return ended(parts.joined(separator: ", "))
    }

    /// `alert: Delete the draft? It cannot be undone. Buttons: Cancel, selected; Delete.`
    static func modal(_ modal: ModalDescription, focused: Int?) -> String {
        var sentence = modal.kind + (modal.title.isEmpty ? "" : ": " + oneLine(modal.title))
        let texts = modal.elements.filter { !$0.isItem && $0.element.label != modal.title }.map(item)
        if !texts.isEmpty { sentence = ended(sentence) + " " + cut(texts.map(ended).joined(separator: " ")) }
        let items = modal.elements.filter(\.isItem)
        guard !items.isEmpty else { return ended(sentence) }
        let named = items.map { item($0) + ($0.focusIndex == focused ? ", selected" : "") }
        return ended(sentence) + " \(items.count == 1 ? "Button" : "Buttons"): " + named.joined(separator: "; ") + "."
    }

    /// `split-screen: 2 panes, feed and chat. Focus: feed.` and the focused pane's summary.
    static func overview(of session: SessionDescription) -> String {
        let names = session.panes.map(\.name)
        var sentence = "\(session.name), \(names.count) \(names.count == 1 ? "pane" : "panes"): \(list(names))."
        // The focused pane's name first, as every line about a pane starts.
        if let pane = session.focused {
            // A pane named as its screen is titled (feed, Feed) is named once.
            let titled = pane.spokenTitle.lowercased() != pane.name.lowercased()
            sentence += " \(pane.name), " + summary(of: pane, titled: titled)
        }
        return sentence
    }

    /// `feed: Swift Tips, depth 2. View Author Profile, 1 of 3.` (the `w` key).
    static func whereAmI(in session: SessionDescription) -> String {
        guard let pane = session.focused else { return "\(session.name): no pane." }
        var sentence = "\(pane.name): \(pane.spokenTitle)"
        if let depth = pane.depth { sentence += ", depth \(depth)" }
        sentence += "."
        if session.panes.count > 1, let index = session.panes.firstIndex(where: { $0.name == pane.name }) {
            sentence += " Pane \(index + 1) of \(session.panes.count)."
        }
        if let modal = pane.modal { sentence += " \(modal.kind): \(oneLine(modal.title))." }
        if let (element, _) = pane.focusedItem, let selection = selection(in: pane) {
            sentence += " " + selection + "."
            if let hint = element.element.hint { sentence += " " + ended(oneLine(hint)) }
        } else {
            sentence += " Nothing selected."
        }
        return sentence
    }

    /// Everything on the focused pane, a line each (the `r` key): the title, every text in full,
    /// every item numbered as the row keys number them, a list's rows, and a modal over it all.
    static func wholeScreen(of pane: PaneDescription) -> [String] {
        var lines = ["\(pane.name): \(pane.spokenTitle)" + (pane.depth.map { ", depth \($0)" } ?? "") + "."]
        var number = 0
        func read(_ elements: [DescribedElement]) {
            for element in elements {
                if element.isItem {
                    number += 1
                    let selected = element.focusIndex == pane.focused ? ", selected" : ""
                    lines.append("\(number). \(item(element))\(selected)")
                } else if element.element.role == .text || element.element.role == .problem
                    || element.element.role == .scrollingText
                {
                    let prefix = element.element.role == .problem ? "problem: " : ""
                    lines += element.element.label.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { prefix + String($0) }
                } else {
                    lines.append(item(element))
                }
                let rows = element.element.rows
                if !rows.isEmpty {
                    for (index, row) in rows.prefix(NarrationPhrases.mostRowsRead).enumerated() {
                        let selected = index == element.element.selectedRow ? ", selected" : ""
                        lines.append("  \(oneLine(row))\(selected)")
                    }
                    if rows.count > NarrationPhrases.mostRowsRead {
                        lines.append("  and \(rows.count - NarrationPhrases.mostRowsRead) more rows")
                    }
                }
            }
        }
        read(pane.elements)
        if let modal = pane.modal {
            lines.append(modal.kind + (modal.title.isEmpty ? "" : ": " + oneLine(modal.title)))
            number = 0
            read(modal.elements)
        }
        return lines
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }

    /// The element's label on one line, without the colon a prompt ends with (`To:` is said `To`,
    /// so that `To: Jane` reads as one phrase).
    static func name(of element: AccessibilityElement) -> String {
        var label = oneLine(element.label)
        while let last = label.last, last == ":" || last == " " { label.removeLast() }
        return label
    }

    /// The text on one line: line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        text.contains(where: \.isNewline) ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
    }

    /// The text on one line, cut at `mostTextRead` characters with `…`.
    static func cut(_ text: String) -> String {
        let line = oneLine(text)
        return line.count > mostTextRead ? String(line.prefix(mostTextRead)) + "…" : line
    }

    /// The sentence with a full stop, unless it ends in punctuation already.
    static func ended(_ sentence: String) -> String {
        guard let last = sentence.last else { return sentence }
        return ".!?…:".contains(last) ? sentence : sentence + "."
    }
}
