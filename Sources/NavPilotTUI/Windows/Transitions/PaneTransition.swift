import NavPilot

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A navigation transition playing in one pane's content: the screen being left, kept from the last
/// frame on the terminal, composed frame by frame with the screen arriving, which the pane has just
/// drawn as usual. Only the content rectangle changes; the border, the title and the other panes are
/// drawn normally, so the diff sends just the cells the animation moves.
struct PaneTransition {
    /// Frames an animation takes; the window manager asks for one every `frameInterval`, so a
    /// transition lasts about 200 ms.
    static let frameCount = 5
    /// The pause between two frames of an animation (pacing for the eye, not synchronisation).
    static let frameInterval = Duration.milliseconds(40)

    let style: NavPilotNavigationTransition
    /// A pop: the style played backwards (the leaving screen goes the way it came).
    let isReversed: Bool
    /// The content rectangle the transition covers.
    let rect: Rect
    /// The leaving screen's cells in `rect`, row by row.
    let leaving: [Cell]
    /// Frames drawn so far.
    private(set) var framesShown = 0

    /// Captures the leaving screen from `previous`, the frame on the terminal now.
    init(style: NavPilotNavigationTransition, isReversed: Bool, rect: Rect, previous: CellBuffer) {
        self.style = style
        self.isReversed = isReversed
        self.rect = rect
        var cells: [Cell] = []
        cells.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { cells.append(previous[x: x, y: y]) }
        }
        leaving = cells
    }

    /// Whether every frame has been drawn.
    var isFinished: Bool { framesShown >= Self.frameCount }

    /// Draws the next frame over the arriving screen in `buffer` and counts it.
    mutating func drawNextFrame(into buffer: inout CellBuffer) {
        framesShown += 1
        guard !isFinished else { return }
        let progress = Double(framesShown) / Double(Self.frameCount)
        draw(progress: progress, into: &buffer)
    }

    /// Draws the frame at `progress` (0 shows the leaving screen, 1 the arriving one).
    func draw(progress: Double, into buffer: inout CellBuffer) {
        var arriving: [Cell] = []
        arriving.reserveCapacity(leaving.count)
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { arriving.append(buffer[x: x, y: y]) }
        }
        // A push moves the arriving screen in over the leaving one; a pop moves the leaving screen
        // out the same way backwards, uncovering the arriving one.
        let layers =
            isReversed
            ? TransitionLayers(under: arriving, over: leaving, width: rect.width, height: rect.height)
            : TransitionLayers(under: leaving, over: arriving, width: rect.width, height: rect.height)
        let amount = isReversed ? 1 - progress : progress
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let cell = layers.cell(x: x, y: y, style: style, amount: amount)
                let point = Point(x: rect.x + x, y: rect.y + y)
                if cell.width == 0 {
                    // The right half of a wide character whose left half came from elsewhere.
                    if buffer[x: point.x, y: point.y].width != 0 { buffer.set(.blank(cell.style), at: point) }
                } else {
                    buffer.set(cell, at: point)
                }
            }
        }
    }
}

/// The two screens of a transition and how a style mixes them: `amount` 0 shows `under`, 1 `over`.
struct TransitionLayers {
    let under: [Cell]
    let over: [Cell]
    let width: Int
    let height: Int

    func cell(x: Int, y: Int, style: NavPilotNavigationTransition, amount t: Double) -> Cell {
        let w = Double(width)
        let h = Double(height)
        let centreX = (w - 1) / 2
        let centreY = (h - 1) / 2
        switch style {
        case .slide:
            let offset = Int(((1 - t) * w).rounded())
            return x < offset ? under(x, y) : over(x - offset, y)
        case .slideVertical:
            let offset = Int(((1 - t) * h).rounded())
            return y < offset ? under(x, y) : over(x, y - offset)
        case .fadeIn:
            // The arriving screen comes up from dim; the leaving one is gone at once.
            return t < 0.6 ? dimmed(over(x, y)) : over(x, y)
        case .fadeOut:
            // The leaving screen dims, the pane goes blank, then the arriving screen shows.
            if t < 0.4 { return dimmed(under(x, y)) }
            return t < 0.7 ? .blank : over(x, y)
        case .crossDissolve:
            // Each cell switches at its own moment (a fixed scatter), both screens dimmed meanwhile.
            let cell = Self.scatter(x, y) < t ? over(x, y) : under(x, y)
            return dimmed(cell)
        case .scale, .zoom:
            let halfWidth = t * w / 2
            let halfHeight = t * h / 2
            let dx = Double(x) - centreX
            let dy = Double(y) - centreY
            guard abs(dx) <= halfWidth, abs(dy) <= halfHeight, t > 0 else { return under(x, y) }
            if style == .scale { return over(x, y) }
            // Zoom: the arriving screen itself grows, sampled towards the centre.
            return over(Int((centreX + dx / t).rounded()), Int((centreY + dy / t).rounded()))
        case .flip:
            // Folds the leaving screen onto its centre line, then opens the arriving one from it.
            let squeeze = t < 0.5 ? 1 - 2 * t : 2 * t - 1
            let dy = Double(y) - centreY
            guard squeeze > 0, abs(dy) <= squeeze * h / 2 else { return .blank }
            let sourceY = Int((centreY + dy / squeeze).rounded())
            return t < 0.5 ? under(x, sourceY) : over(x, sourceY)
        case .windmill:
            // A clock hand from twelve o'clock sweeps the arriving screen in; rows count twice as
            // much as columns, as a terminal cell is about twice as tall as it is wide.
            let dx = Double(x) - centreX
            let dy = (Double(y) - centreY) * 2
            var angle = atan2(dx, -dy)
            if angle < 0 { angle += 2 * Double.pi }
            return angle < t * 2 * Double.pi ? over(x, y) : under(x, y)
        }
    }

    private func under(_ x: Int, _ y: Int) -> Cell { Self.cell(of: under, x, y, width, height) }

    private func over(_ x: Int, _ y: Int) -> Cell { Self.cell(of: over, x, y, width, height) }

    private static func cell(of cells: [Cell], _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Cell {
        guard x >= 0, y >= 0, x < width, y < height else { return .blank }
        return cells[y * width + x]
    }

    private func dimmed(_ cell: Cell) -> Cell {
        var cell = cell
        cell.style = cell.style.patched(with: Style(dim: true))
        return cell
    }

    /// A fixed value in [0, 1) per cell, scattered so neighbours switch at different moments.
    static func scatter(_ x: Int, _ y: Int) -> Double {
        var hash = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663)
        hash = (hash ^ (hash >> 13)) &* 0x5bd1_e995
        hash ^= hash >> 15
        return Double(hash % 1000) / 1000
    }
}
