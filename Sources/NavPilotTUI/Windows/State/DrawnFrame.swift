/// Where the last frame put things, stored once its pass is done (never while drawing): what clicks,
/// directional focus, resizing by cells, a search over the help and the palette's mouse read.
@MainActor
struct DrawnFrame {
    /// Whether it showed the too-small message instead of the panes.
    var tooSmall = false
    /// Where each pane goes in the layout when nothing is zoomed: directional focus uses it, so it
    /// also works while one pane is zoomed.
    var layoutFrames: [String: Rect] = [:]
    /// The breadcrumbs drawn in each pane's title, with the stack depth a click on them goes back to.
    var crumbTargets: [String: [(rect: Rect, depth: Int)]] = [:]
    /// The area the panes were laid out in (above the status line): what resizing by cells
    /// measures against.
    var layoutArea = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The help's lines: what a search over the help reads.
    var helpLines: [String] = []
    /// The help's text for the bindings it listed last, kept while they stay the same.
    var helpText = HelpText()
    /// The help's last scroll position.
    var helpScrollLimit = 0
    /// Where the palette's rows went.
    var paletteRows: WindowManager.PaletteRows?
    /// Where the palette's query cursor is.
    var paletteCursor: Point?
    /// Draws the window's own views, and what it drew last.
    let chrome = ChromeLayer()
    /// Whether `prepareFrame` drew the frame being made, outside the event loop's tracking.
    var isPrepared = false
}
