import NavPilot

/// What the stack inspector shows: the depth and a window of entries, one a row, each described on
/// demand. Only the entries in the window are ever described, so a 100,000-entry stack costs what a
/// 10-entry one does.
@MainActor
struct InspectorModel {
    let depth: Int
    /// How many entries at the top are scrolled out of view (0 shows the top of the stack).
    let scroll: Int
    let describe: @MainActor (Int) -> String
    /// The first forward routes (a pop took them off), the next first: shown dimmed after the top.
    var forward: [String] = []
    /// What the row under the entries says of the stack's deep link.
    var link: LinkRow = .notCodable

    /// The stack's deep link as the inspector's last row shows it.
    enum LinkRow: Equatable {
        /// The link (what `y` copies), drawn as a hyperlink to the whole URL however it is cut.
        case link(String)
        /// The routes cannot be written as text, so there is no link.
        case notCodable
        /// Deeper than `linkDepthLimit`: not written each frame; `y` still copies it.
        case tooDeep
        /// Longer than a link may be (`DeepLink.maximumURLLength`).
        case tooLong

        /// The row's text (the URL itself for `.link`).
        func text(depth: Int) -> String {
            switch self {
            case .link(let url): url
            case .notCodable: "no link: the routes are not Codable"
            case .tooDeep: "link of \(depth) entries: y copies it"
            case .tooLong: "no link: the stack is too long to write as one"
            }
        }
    }

    /// The deepest stack whose link the inspector writes out on every frame it draws.
    static let linkDepthLimit = 100

    /// How many forward routes the inspector shows at most.
    static let forwardShown = 3

    /// The model with `forward` routes shown after the top.
    func showingForward(_ forward: [String]) -> InspectorModel {
        var model = self
        model.forward = forward
        return model
    }

    /// The model with the link row of `pilot`'s stack: its deep link (made once per stack, kept in
    /// `store`), unless the routes cannot be written as text or the stack is deeper than
    /// `linkDepthLimit`.
    func showingLink(
        of pilot: any PilotControl, entries: @autoclosure () -> [StackEntryID], store: ViewStateStore
    ) -> InspectorModel {
        var model = self
        if !pilot.routesAreCodable {
            model.link = .notCodable
        } else if depth > Self.linkDepthLimit {
            model.link = .tooDeep
        } else {
            let link = store.stackLink(of: entries(), owner: ObjectIdentifier(pilot)) { pilot.stackLink }
            model.link = link.map(LinkRow.link) ?? .tooLong
        }
        return model
    }

    /// `scroll` kept within the windows a `depth`-entry stack has in `rows` rows: scrolled further
    /// back than the window that starts at the root, the rows would only empty, and each press of
    /// `]` would have to climb back through scroll that shows nothing new.
    static func clampedScroll(_ scroll: Int, depth: Int, rows: Int) -> Int {
        min(max(0, scroll), max(0, depth - max(1, rows)))
    }

    /// The entries shown in `rows` rows, oldest first: consecutive entries ending `scroll` entries
    /// below the top, as many as there are rows (fewer only when the stack is shallower), so a
    /// scroll of one moves the window by one entry and no row is left empty while entries are hidden.
    func window(rows: Int) -> Range<Int> {
        guard rows > 0, depth > 0 else { return 0..<0 }
        let end = depth - Self.clampedScroll(scroll, depth: depth, rows: rows)
        return max(0, end - rows)..<end
    }

    /// One line per entry of `window`, `index: route`, cut with `…` to `width` columns: an entry
    /// never wraps, so scrolling moves whole rows and never reflows them.
    func lines(of window: Range<Int>, width: Int) -> [String] {
        guard width > 0 else { return [] }
        return window.map { truncate("\($0): \(describe($0))", toWidth: width) }
    }

    /// The header line's text: the longest of its forms that fits in `width` columns, so a narrow pane
    /// keeps the depth and the hidden counts rather than a cut-off name.
    func header(newerHidden newer: Int, olderHidden older: Int, width: Int) -> String {
        func hidden(_ newerLabel: String, _ olderLabel: String) -> String {
            (newer > 0 ? " · \(newer) \(newerLabel)" : "") + (older > 0 ? " · \(older) \(olderLabel)" : "")
        }
        let forms = [
            "NavPilot Inspector · depth \(depth)" + hidden("newer hidden", "older hidden"),
            "Inspector · depth \(depth)" + hidden("newer hidden", "older hidden"),
            "depth \(depth)" + hidden("newer", "older"),
            "depth \(depth)" + (newer > 0 ? " ↑\(newer)" : "") + (older > 0 ? " ↓\(older)" : ""),
        ]
        return forms.first { displayWidth(of: $0) <= width } ?? "\(depth)"
    }
}
