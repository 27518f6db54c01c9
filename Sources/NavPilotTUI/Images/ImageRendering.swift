/// How images are drawn on the terminal in use: the window sets it from what the terminal answered
/// and its colours, and every `Image` in the window reads it (`EnvironmentValues.imageRendering`).
public struct ImageRendering: Hashable, Sendable {
    /// The ways an image can reach the screen, best first.
    public enum Method: Hashable, Sendable {
        /// The kitty graphics protocol: the image sent once, placed by id (kitty, WezTerm, Ghostty).
        case kittyGraphics
        /// Sixel graphics, where DA1 says the terminal draws them (xterm -ti vt340, mlterm, foot):
        /// the picture written once where it shows, and again only when it moved or was covered.
        case sixel
        /// Half blocks in the terminal's colours: two pixels a cell, on any terminal with colours.
        case halfBlocks
        /// One line saying what the image is: a terminal without colours, or `NO_COLOR`.
        case description
    }

    /// How images are drawn.
    public var method: Method
    /// The terminal's colours (8, 16 or 256), for half blocks.
    public var colorCount: Int
    /// How many times taller than wide a cell is, in hundredths (200: 8 by 16 pixels, the default
    /// where the terminal does not tell its cell size): pictures keep their aspect by it.
    public var cellAspectPercent: Int

    /// Images drawn as `method` with `colorCount` colours, in cells `cellAspectPercent` hundredths as
    /// tall as wide.
    public init(method: Method, colorCount: Int, cellAspectPercent: Int = 200) {
        self.method = method
        self.colorCount = colorCount
        self.cellAspectPercent = max(50, min(400, cellAspectPercent))
    }

    /// Half blocks in 256 colours: what a window draws until it knows its terminal.
    public static let standard = ImageRendering(method: .halfBlocks, colorCount: 256)
}
