/// Drawing recorded by the layout engine, applied to the cell buffer at the end of a frame.
/// Recording first lets a host scroll its content after it knows where the focused control landed.
enum DrawOp {
    case text(String, at: Point, style: Style, clip: Rect)
    case fill(Rect, style: Style)
    /// `rect` filled with one cell repeated (a border's edge: no text to lay out for the most
    /// repeated cells of a frame).
    case repeated(Cell, Rect)
    /// An image (boxed: the operations of every frame are copied, and an image's payload is large).
    case image(ImageDrawing)

    /// The same operation moved by (`dx`, `dy`) and clipped to `clip`.
    func moved(dx: Int, dy: Int, clip: Rect) -> DrawOp {
        switch self {
        case .text(let text, let origin, let style, let oldClip):
            let newClip = Rect(x: oldClip.x + dx, y: oldClip.y + dy, width: oldClip.width, height: oldClip.height)
            return .text(
                text, at: Point(x: origin.x + dx, y: origin.y + dy), style: style, clip: newClip.intersection(clip))
        case .fill(let rect, let style):
            let moved = Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
            return .fill(moved.intersection(clip), style: style)
        case .repeated(let cell, let rect):
            let moved = Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
            return .repeated(cell, moved.intersection(clip))
        case .image(let drawing):
            return .image(drawing.moved(dx: dx, dy: dy, clip: clip))
        }
    }

    func apply(to buffer: inout CellBuffer) {
        switch self {
        case .text(let text, let origin, let style, let clip):
            guard !clip.isEmpty, origin.y >= clip.y, origin.y < clip.maxY else { return }
            if !buffer.imagePlacements.isEmpty {
                buffer.removePlacements(
                    overlapping: Rect(x: origin.x, y: origin.y, width: clip.maxX - origin.x, height: 1))
            }
            buffer.write(text, at: origin, style: style, clip: clip)
        case .fill(let rect, let style):
            guard !rect.isEmpty else { return }
            if !buffer.imagePlacements.isEmpty { buffer.removePlacements(overlapping: rect) }
            buffer.fill(rect, with: .blank(style))
        case .repeated(let cell, let rect):
            guard !rect.isEmpty else { return }
            if !buffer.imagePlacements.isEmpty { buffer.removePlacements(overlapping: rect) }
            buffer.fill(rect, with: cell)
        case .image(let drawing):
            drawing.draw(into: &buffer)
        }
    }
}

/// An image to draw in `rect`: as `cells` (row by row, half blocks), or, without them, through the
/// terminal's graphics over blank cells. What falls outside `clip` is not drawn.
final class ImageDrawing: Sendable {
    let image: ShownImage
    let cells: [Cell]?
    let rect: Rect
    let clip: Rect

    init(image: ShownImage, cells: [Cell]?, rect: Rect, clip: Rect) {
        self.image = image
        self.cells = cells
        self.rect = rect
        self.clip = clip
    }

    // Out of line, as the rest of an image's work: the text and fills of every frame go through the
    // same switch, and stay as cheap as they were without images.

    /// The same drawing moved by (`dx`, `dy`) and clipped to `clip` as well.
    @inline(never)
    func moved(dx: Int, dy: Int, clip: Rect) -> ImageDrawing {
        let movedClip = Rect(x: self.clip.x + dx, y: self.clip.y + dy, width: self.clip.width, height: self.clip.height)
        return ImageDrawing(
            image: image, cells: cells,
            rect: Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height),
            clip: movedClip.intersection(clip))
    }

    /// Draws the image into `buffer`.
    @inline(never)
    func draw(into buffer: inout CellBuffer) {
        buffer.place(image, cells: cells, in: rect, clip: clip)
    }
}
