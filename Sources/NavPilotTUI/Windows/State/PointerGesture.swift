/// A mouse gesture under way: a click waits for the left button to be let go where it went down,
/// a drag moves the split whose border it grabbed.
struct PointerGesture {
    /// Where the left button went down, until it is let go (`WindowManager+Click`).
    var pressedAt: Point?
    /// The split whose border the mouse is dragging, from the press on it to the release.
    var draggedDivider: SplitTree.Divider?
}
