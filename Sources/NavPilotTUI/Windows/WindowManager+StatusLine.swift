/// The status line: the focused pane's name, then the keys that do something right now.
extension WindowManager {
    /// A key hint of the status line; when the line is too narrow, hints of lower `priority` go first.
    struct StatusHint: Equatable {
        let text: String
        let priority: Int
    }

    /// Hints for the current context: inside a text field the keys that would type (`q`, `⌫`) are not
    /// offered; one pane means no Tab and no zoom; zoomed says how to unzoom; a pending Ctrl+W says
    /// what it waits for. `? help` and `q quit` (or their text-field forms) are kept longest.
    var statusHints: [StatusHint] {
        if isShowingHelp {
            return [StatusHint(text: "↑↓ scroll", priority: 1), StatusHint(text: "Esc/? close help", priority: 9)]
        }
        if awaitingDirection {
            return [StatusHint(text: "^W… h/j/k/l pane in that direction · w next pane", priority: 9)]
        }
        let root = focusedPane.root
        let several = panes.count > 1
        var hints: [StatusHint] = []
        if several { hints.append(StatusHint(text: "Tab pane", priority: 6)) }
        if let modal = root.presentedModal, !root.isEditingText {
            // The alert, dialog or sheet takes the pane's keys until it is dismissed.
            hints.append(StatusHint(text: "←→ choose", priority: 2))
            hints.append(StatusHint(text: "Enter press", priority: 3))
            hints.append(StatusHint(text: "Esc dismiss \(modal.kind)", priority: 5))
            hints.append(StatusHint(text: "? help", priority: 9))
            hints.append(StatusHint(text: "q quit", priority: 8))
            return hints
        }
        if root.isEditingText {
            hints.append(StatusHint(text: "↑↓ leave field", priority: 3))
            if root.canGoBack { hints.append(StatusHint(text: "Esc back", priority: 4)) }
            if zoomedPane != nil { hints.append(StatusHint(text: "↑↓ then z unzoom", priority: 7)) }
            hints.append(StatusHint(text: "F1 help", priority: 9))
            hints.append(StatusHint(text: "^C quit", priority: 8))
            return hints
        }
        hints.append(StatusHint(text: "↑↓ select", priority: 2))
        hints.append(StatusHint(text: "Enter open", priority: 3))
        if root.canGoBack { hints.append(StatusHint(text: "Esc/⌫ back", priority: 4)) }
        if zoomedPane != nil {
            hints.append(StatusHint(text: "z unzoom", priority: 7))
        } else if several {
            hints.append(StatusHint(text: "z zoom", priority: 1))
        }
        if root.hasHost { hints.append(StatusHint(text: "i inspector", priority: 0)) }
        hints.append(StatusHint(text: "? help", priority: 9))
        hints.append(StatusHint(text: "q quit", priority: 8))
        return hints
    }

    /// The hints that fit in `width` columns, in their order, dropping the lowest priorities first.
    static func fitting(_ hints: [StatusHint], width: Int) -> String {
        // Widths are measured once per hint: this runs every frame.
        var kept = hints.map { (hint: $0, width: displayWidth(of: $0.text)) }
        let separator = " · "
        let separatorWidth = displayWidth(of: separator)
        var total = kept.reduce(0) { $0 + $1.width } + separatorWidth * max(0, kept.count - 1)
        while total > width, kept.count > 1,
            let lowest = kept.indices.min(by: { kept[$0].hint.priority < kept[$1].hint.priority })
        {
            total -= kept[lowest].width + separatorWidth
            kept.remove(at: lowest)
        }
        return truncate(kept.map(\.hint.text).joined(separator: separator), toWidth: width)
    }

    func drawStatusLine(in buffer: inout CellBuffer, row: Int, width: Int) {
        // A narrow line keeps its room for the keys: "(zoomed)" goes first (the hints say z unzoom).
        let zoom = zoomedPane == nil || width < displayWidth(of: focusedPane.name) + 30 ? "" : " (zoomed)"
        let label = " [\(focusedPane.name)]\(zoom)  "
        buffer.write(label, at: Point(x: 0, y: row), style: theme.focusedBorder)
        let x = displayWidth(of: label)
        let room = max(0, width - x)
        let text = statusMessage.map { truncate($0, toWidth: room) } ?? Self.fitting(statusHints, width: room)
        buffer.write(text, at: Point(x: x, y: row), style: theme.dim)
    }
}
