/// Where the panes are and which one has the keys: the split tree, the focused pane and the one
/// shown alone. What a remembered layout and a session link carry, changed together by focus, zoom
/// and resizing.
struct PaneArrangement {
    /// The split tree (ratios survive resizes).
    var layout: SplitTree
    /// The focused pane, by its index in focus order.
    var focusedIndex = 0
    /// The zoomed pane, shown alone.
    var zoomedPane: String?
}
