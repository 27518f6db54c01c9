/// What changed between two descriptions of a session, in a few short lines: only what the input
/// (or a task, or a timer) changed, most important first, nothing said twice.
struct NarrationChanges {
    /// When each progress value was last said, by pane and label: progress is said at most once per
    /// `interval`, and always when it completes.
    var progressSaid: [String: ContinuousClock.Instant] = [:]
    var interval: Duration
    /// What typing into a field says (`Narration.typingEcho`).
    var echo = TypingEcho.characters
    /// What another pane's new screen says, kept from the last frame: told after a pause, not at
    /// once (`Narration.otherPanesDelay`), so arrowing through a list that drives a preview does not
    /// read the preview at every arrow.
    var deferred: [String] = []
    /// Whether Ctrl+W's keys were named once: after that, `Ctrl+W.` says it waits (`?` lists them).
    var prefixKeysSaid = false

    init(interval: Duration) {
        self.interval = interval
    }

    mutating func lines(
        from old: SessionDescription, to new: SessionDescription, at now: ContinuousClock.Instant
    )
        -> [String]
    {
        typealias Say = NarrationPhrases
        var lines: [String] = []
        if new.isTooSmall != old.isTooSmall {
            lines.append(new.isTooSmall ? "The terminal is too small to show the panes." : "The panes are shown again.")
        }
        if new.isShowingHelp != old.isShowingHelp {
            lines.append(new.isShowingHelp ? "help shown: r reads it, Escape closes it." : "help closed.")
        }
        if new.zoomedPane != old.zoomedPane {
            lines.append(new.zoomedPane.map { "zoom: \($0) alone." } ?? "zoom off: \(new.panes.count) panes shown.")
        }
        if new.awaitingDirection && !old.awaitingDirection {
            lines.append(prefixKeysSaid ? "Ctrl+W." : Self.prefixPrompt)
            prefixKeysSaid = true
        }
        if new.prefixCount != old.prefixCount, let count = new.prefixCount { lines.append("count \(count).") }
        if new.paneSizes != old.paneSizes, !new.isTooSmall, new.zoomedPane == old.zoomedPane, !new.paneSizes.isEmpty {
            let sizes = new.panes.compactMap { pane in
                new.paneSizes[pane.name].map { "\(pane.name) \($0.width) by \($0.height)" }
            }.joined(separator: ", ")
            lines.append(
                new.windowSize != old.windowSize
                    ? "terminal \(new.windowSize.width) by \(new.windowSize.height): \(sizes)." : "sizes: \(sizes).")
        }
        let focusMoved = new.focusedPane != old.focusedPane
        for pane in new.panes {
            guard let before = old.pane(named: pane.name) else { continue }
            lines += changes(of: pane, from: before, isFocused: pane.name == new.focusedPane && !focusMoved, at: now)
        }
        if focusMoved, let pane = new.focused {
            // The pane's name first, as every line about another pane starts: the focus is there now.
            var sentence = "\(pane.name): \(pane.spokenTitle)"
            if let modal = pane.modal {
                sentence += ", \(modal.kind) \(Say.oneLine(modal.title))"
            }
            if let (element, _) = pane.focusedItem {
                sentence += ", " + (Say.selectedRow(of: element.element) ?? Say.item(element))
            }
            lines.append(sentence + ".")
        }
        if new.statusMessage != old.statusMessage, let message = new.statusMessage {
            lines.append("status: \(Say.oneLine(message))")
        }
        if new.search != old.search {
            lines.append(new.search ?? "search ended.")
        }
        if new.palette != old.palette {
            if old.palette == nil { lines.append("command palette: type to filter, Enter runs, Escape closes.") }
            lines.append(new.palette ?? "command palette closed.")
        }
        // Ctrl+W left without a move, a resize or a zoom (Escape, a key it does not take, even
        // panes made even) says so: no key is silent.
        if old.awaitingDirection, !new.awaitingDirection, lines.isEmpty { lines.append("Ctrl+W: nothing changed.") }
        return lines
    }

    /// What changed in one pane: a refusal, a navigation, a modal, new texts, values, the selection.
    private mutating func changes(
        of pane: PaneDescription, from before: PaneDescription, isFocused: Bool, at now: ContinuousClock.Instant
    ) -> [String] {
        typealias Say = NarrationPhrases
        var lines: [String] = []
        if let refusal = pane.refusal, refusal != before.refusal {
            lines.append("\(pane.name): the route guard refused \(refusal.action) of \(refusal.route).")
        }
        if pane.screen != before.screen || pane.depth != before.depth {
            let verb =
                switch (pane.depth ?? 0) - (before.depth ?? 0) {
                case 1...: "opened"
                case ..<0: "back to"
                default: "now showing"
                }
            guard isFocused else {
                // Another pane's new screen (a preview that follows the selection) waits for a pause.
                deferred.removeAll { $0.hasPrefix("\(pane.name): ") }
                deferred.append("\(pane.name): \(pane.spokenTitle), " + Say.summary(of: pane, titled: false))
                return lines
            }
            // The focused pane's lines need no name: the listener is there.
            var line = "\(verb) \(pane.spokenTitle)"
            if verb == "back to" {
                // A screen the listener has seen: its texts (what the step left there: "Message sent
                // to Jane.") and where they are on it.
                let texts = pane.elements.filter { !$0.isItem && !$0.isDisabled }.map(Say.item)
                if !texts.isEmpty { line += ": " + Say.cut(texts.map(Say.ended).joined(separator: " ")) }
                if pane.modal == nil, let (element, _) = pane.focusedItem {
                    let selected = Say.selectedRow(of: element.element) ?? Say.item(element)
                    line = texts.isEmpty ? line + ", " + selected : Say.ended(line) + " " + selected
                }
                lines.append(Say.ended(line))
                return lines
            }
            line += pane.depth.map { ", depth \($0)" } ?? ""
            // The focused pane's new screen is told at once (its title, depth, how many items, the
            // selected one): the listener is about to use it; `r` reads the rest.
            lines.append(line + ", " + Say.summary(of: pane, titled: false))
            return lines
        }
        if pane.title != before.title { lines.append("\(pane.name): title \(pane.spokenTitle).") }
        if pane.modal != before.modal {
            if let modal = pane.modal, modal.kind != before.modal?.kind || modal.title != before.modal?.title {
                lines.append((isFocused ? "" : "\(pane.name): ") + Say.modal(modal, focused: pane.focused))
                return lines
            }
            if pane.modal == nil, let closed = before.modal {
                lines.append((isFocused ? "" : "\(pane.name): ") + "\(closed.kind) closed.")
            }
        }
        // What the screen offers arrived (a task loaded it): read it as a new screen is read.
        if isFocused, before.items.isEmpty, !pane.items.isEmpty, pane.modal == nil {
            lines.append(Say.summary(of: pane, titled: false))
            return lines
        }
        // Another pane's new texts wait until the listener asks (Tab to it, then r): arrowing
        // through a list that drives a preview would otherwise read the preview at every arrow.
        guard isFocused || pane.modal != nil else { return lines }
        let prefix = isFocused ? "" : "\(pane.name): "
        // The content under a modal and the modal's own are compared apart: a modal that opened or
        // closed was said above, and what it covered did not change by it.
        lines += newTexts(in: pane.elements, since: before.elements).map { prefix + $0 }
        lines += changedValues(in: pane.elements, since: before.elements, pane: pane.name, at: now).map { prefix + $0 }
        if let modal = pane.modal, let old = before.modal {
            lines += newTexts(in: modal.elements, since: old.elements).map { prefix + $0 }
            lines += changedValues(in: modal.elements, since: old.elements, pane: pane.name, at: now).map {
                prefix + $0
            }
        }
        if isFocused, pane.focused != before.focused || pane.modal != before.modal,
            let selection = Say.selection(in: pane)
        {
            lines.append(selection)
        }
        return lines
    }

    /// Texts on the screen now that were not before (each as often as it is new), said whole up to
    /// a cut; scrolling text by its first line.
    private func newTexts(in elements: [DescribedElement], since before: [DescribedElement]) -> [String] {
        var remaining: [String: Int] = [:]
        for element in before where Self.isText(element) { remaining[element.element.label, default: 0] += 1 }
        var lines: [String] = []
        for element in elements where Self.isText(element) {
            let label = element.element.label
            if let count = remaining[label], count > 0 {
                remaining[label] = count - 1
                continue
            }
            guard !label.isEmpty else { continue }
            let role = element.element.role
            lines.append((role == .problem ? "problem: " : "") + NarrationPhrases.cut(label))
        }
        return lines
    }

    /// What typing into a field (or deleting from it) says, as screen readers echo it: the
    /// characters typed (a space as "space"), the word a space or punctuation ended, what a
    /// Backspace deleted; any other change says the field's new text.
    static func typed(from old: String, to new: String, echo: TypingEcho, name: String) -> [String] {
        guard echo != .none else { return [] }
        if new.count > old.count, new.hasPrefix(old) {
            let typed = new.dropFirst(old.count)
            var lines: [String] = []
            if echo != .words { lines.append(spoken(typed)) }
            if echo != .characters, let last = typed.last, last.isWhitespace || last.isPunctuation {
                let word = new.dropLast().split { $0.isWhitespace || $0.isPunctuation }.last
                if let word, new.dropLast().last.map({ !$0.isWhitespace && !$0.isPunctuation }) == true {
                    lines.append(String(word))
                }
            }
            return lines
        }
        if old.count > new.count, old.hasPrefix(new) {
            return ["deleted " + spoken(old.dropFirst(new.count))]
        }
        let value = new.isEmpty ? "empty" : NarrationPhrases.cut(new)
        return [name.isEmpty ? value : "\(name): \(value)"]
    }

    /// Characters as said: one space is "space", a tab "tab"; longer text as it is.
    static func spoken(_ text: Substring) -> String {
        switch text {
        case " ": "space"
        case "\t": "tab"
        default: NarrationPhrases.oneLine(String(text))
        }
    }

    /// What Ctrl+W waits for, said when it is pressed: the keys of the prefix table.
    static let prefixPrompt =
        "Ctrl+W: h, j, k, l or w to move; greater or less for width, plus or minus for height, equals to share; "
        + "a number first for a count; Escape cancels."

    private static func isText(_ element: DescribedElement) -> Bool {
        !element.isItem
            && (element.element.role == .text || element.element.role == .problem
                || element.element.role == .scrollingText)
    }

    /// Values that changed on the same screen: a field's text, a toggle, a picker, a list's selected
    /// row (of the focused list only: Up/Down say that), progress at most once an interval.
    private mutating func changedValues(
        in elements: [DescribedElement], since old: [DescribedElement], pane: String, at now: ContinuousClock.Instant
    ) -> [String] {
        typealias Say = NarrationPhrases
        var lines: [String] = []
        for (index, described) in elements.enumerated() {
            let element = described.element
            let previous = old.indices.contains(index) ? old[index].element : nil
            let isSame = previous.map { $0.role == element.role && $0.label == element.label } ?? false
            if element.role == .progress {
                let key = "\(pane)/\(element.label)"
                let changed = !isSame || previous?.value != element.value
                let due = progressSaid[key].map { now - $0 >= interval } ?? true
                if changed, due || element.value == "100%" {
                    progressSaid[key] = now
                    lines.append(Say.item(described))
                }
                continue
            }
            guard isSame, let previous else { continue }
            if element.value != previous.value, element.role == .textField {
                lines += Self.typed(
                    from: previous.value ?? "", to: element.value ?? "", echo: echo, name: Say.name(of: element))
            } else if element.value != previous.value, element.role != .list {
                let value = Say.spokenValue(of: element) ?? "no value"
                let name = Say.name(of: element)
                lines.append(name.isEmpty ? value : "\(name): \(value)")
            }
            if element.selectedRow != previous.selectedRow || element.rows != previous.rows,
                let row = element.selectedRow, element.rows.indices.contains(row)
            {
                lines.append("\(Say.oneLine(element.rows[row])), \(row + 1) of \(element.rows.count)")
            }
        }
        return lines
    }
}
