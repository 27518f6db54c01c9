import NavPilot

/// What a pass worked out that the pane remembers for the next one: the titles its screens set,
/// the entries whose state is kept, the control the focus settled on, each screen's scroll. Drawing
/// writes no state: a pass only collects this, and the root writes it to the store once the frame
/// is out (`ViewRoot.frameDidRender()`) or before the next input, so drawing one state twice draws
/// the same frame and leaves the store as it was.
struct SettledState {
    /// The titles the screens shown set (`navigationTitle`).
    var screenTitles: [StackEntryID: String] = [:]
    /// Per pilot, the entries whose state is kept (the rest is forgotten); nil: no resolve since.
    var keptEntries: [ObjectIdentifier: [StackEntryID]]?
    /// The focus scope and the control the focus settled on in it.
    var focus: (scope: String, control: String)?
    /// The first row each host's screen showed.
    var scrollOffsets: [StackEntryID: Int] = [:]

    /// Writes what was settled into `store`.
    @MainActor
    func write(to store: ViewStateStore) {
        store.screenTitles.merge(screenTitles) { _, new in new }
        if let keptEntries { store.prune(liveEntries: keptEntries) }
        if let focus { store.focusedControl[focus.scope] = focus.control }
        store.scrollOffset.merge(scrollOffsets) { _, new in new }
    }
}
