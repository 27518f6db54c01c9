/// How narration says the command palette: the query, how many entries match, the selected one.
extension NarrationPhrases {
    /// `commands zo: 1 of 2, zoom the focused pane / show all panes, z.`
    @MainActor
    static func palette(_ palette: CommandPalette) -> String {
        let query = palette.query.isEmpty ? "commands" : "commands \(oneLine(palette.query))"
        guard let entry = palette.selectedEntry else { return query + ": no match." }
        return query + ": \(palette.selected + 1) of \(palette.shown.count), " + ended(spoken(entry))
    }

    /// Every entry that matches, numbered, as `r` reads them.
    @MainActor
    static func paletteList(_ palette: CommandPalette) -> [String] {
        guard !palette.shown.isEmpty else { return ["commands: nothing matches."] }
        let read = palette.shown.prefix(mostRowsRead)
        let more = palette.shown.count > read.count ? ["and \(palette.shown.count - read.count) more."] : []
        return ["commands, \(palette.shown.count) entries:"]
            + read.enumerated().map { "\($0.offset + 1): " + spoken(palette.entries[$0.element.entry]) } + more
    }

    private static func spoken(_ entry: PaletteEntry) -> String {
        oneLine(entry.title) + (entry.detail.isEmpty ? "" : ", \(entry.detail)")
    }
}
