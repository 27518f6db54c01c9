/// The help overlay's text, made again only when the bindings it lists or the room it has change.
/// The help stays open over many frames (a held key, an explorer's run), and wrapping every
/// binding's words for each of them took a quarter of the explorer's time; comparing what the help
/// shows of the bindings costs a fraction of that.
@MainActor
struct HelpText {
    /// The lines for one set of bindings and one area.
    struct Layout {
        /// The box's width: four columns more than the widest line (or the title), or the area's
        /// when that is narrower.
        let width: Int
        /// The lines, wrapped to the box where it is narrower than the widest one.
        let lines: [String]
    }

    /// What the help shows of the bindings the layout was made for: each group's title, then its
    /// bindings' keys and descriptions.
    private var listed: [[String]] = []
    private var areaWidth = -1
    private var layout = Layout(width: 0, lines: [])

    /// The lines for `groups` in an area `areaWidth` columns wide, made again only when either differs
    /// from the last call's.
    mutating func layout(of groups: [KeyBindingGroup], areaWidth: Int) -> Layout {
        if areaWidth == self.areaWidth, lists(groups) { return layout }
        let listed = groups.map { group in [group.title] + group.bindings.flatMap { [$0.label, $0.description] } }
        let full = KeyBindings.lines(of: groups, width: .max)
        let widest = max(full.map { displayWidth(of: $0) }.max() ?? 0, displayWidth(of: HelpPanel.title) + 2)
        let width = min(areaWidth, widest + 4)
        let lines = width >= widest + 4 ? full : KeyBindings.lines(of: groups, width: max(1, width - 4))
        self.listed = listed
        self.areaWidth = areaWidth
        layout = Layout(width: width, lines: lines)
        return layout
    }

    /// Whether the last layout was made for what `groups` show, compared in place: the help asks
    /// for every frame it is shown in, and its text rarely changes.
    private func lists(_ groups: [KeyBindingGroup]) -> Bool {
        guard groups.count == listed.count else { return false }
        for (group, shown) in zip(groups, listed) {
            guard shown.count == 1 + 2 * group.bindings.count, shown[0] == group.title else { return false }
            for (index, binding) in group.bindings.enumerated()
            where shown[1 + 2 * index] != binding.label || shown[2 + 2 * index] != binding.description {
                return false
            }
        }
        return true
    }
}
