/// An image a frame shows through the terminal's own graphics (the kitty graphics protocol): which
/// image, the cells it is drawn in, and the part of them shown (the rest cut off by its pane). The
/// cells under it are blanks in the frame; the terminal draws the image over them.
struct ImagePlacement: Equatable, Sendable {
    /// The image, with the number the terminal knows it by.
    let image: ShownImage
    /// The cells the whole image is scaled into.
    let rect: Rect
    /// The cells of `rect` shown.
    let visible: Rect
    /// The image is drawn in the cells (half blocks): the terminal is sent nothing for it, and the
    /// placement only says where it is (an SVG screenshot draws the image there).
    var isDrawnInCells = false

    /// The placement moved by (`dx`, `dy`), shown only within `clip`; nil when nothing is left.
    func moved(dx: Int, dy: Int, clip: Rect) -> ImagePlacement? {
        let rect = Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
        let visible = Rect(x: visible.x + dx, y: visible.y + dy, width: visible.width, height: visible.height)
            .intersection(clip)
        return visible.isEmpty
            ? nil : ImagePlacement(image: image, rect: rect, visible: visible, isDrawnInCells: isDrawnInCells)
    }

    /// The part of the image shown, in the pixels of `width` by `height` the terminal was sent.
    func sourceRect(width: Int, height: Int) -> PixelRect? {
        guard visible != rect, rect.width > 0, rect.height > 0 else { return nil }
        let x = (visible.x - rect.x) * width / rect.width
        let y = (visible.y - rect.y) * height / rect.height
        return PixelRect(
            x: x, y: y, width: max(1, visible.width * width / rect.width),
            height: max(1, visible.height * height / rect.height))
    }
}

extension CellBuffer {
    /// Shows `image` in `rect` (within `clip`): drawn as `cells` (row by row) when given, else
    /// blanks a backend draws the image over through the terminal's graphics. Either way the buffer
    /// notes where the image is.
    mutating func place(_ image: ShownImage, cells: [Cell]?, in rect: Rect, clip: Rect) {
        let visible = rect.intersection(clip).intersection(bounds)
        guard !visible.isEmpty else { return }
        removePlacements(overlapping: visible)
        if let cells {
            guard cells.count == rect.width * rect.height else { return }
            for y in visible.y..<visible.maxY {
                for x in visible.x..<visible.maxX {
                    set(cells[(y - rect.y) * rect.width + (x - rect.x)], at: Point(x: x, y: y))
                }
            }
        } else {
            fill(visible, with: .blank)
        }
        imagePlacements.append(ImagePlacement(image: image, rect: rect, visible: visible, isDrawnInCells: cells != nil))
    }

    /// Drops the placements drawn over by something later (a layer above, an overlay): an image is
    /// shown whole or not at all, never under text.
    mutating func removePlacements(overlapping area: Rect) {
        guard !imagePlacements.isEmpty, !area.isEmpty else { return }
        imagePlacements.removeAll { !$0.visible.intersection(area).isEmpty }
    }
}

/// A backend that draws a frame's images itself (the kitty graphics protocol) rather than leaving
/// their cells blank: the event loop hands it each frame's placements before the flush.
@MainActor
protocol ShowsImages {
    /// The images of the frame about to be flushed.
    func showImages(_ placements: [ImagePlacement])
}
