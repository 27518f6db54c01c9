/// The widget that draws an image in its rectangle, aspect kept and centred: half blocks, a place
/// kept for the terminal's own graphics, or one line (loading, refused, or a terminal without
/// colours).
struct ImagePicture: Widget {
    let name: String
    /// The decode, nil while it runs.
    let result: Result<ShownImage, ImageError>?
    let rendering: ImageRendering

    private var image: ShownImage? {
        guard case .success(let image) = result, rendering.method != .description else { return nil }
        return image
    }

    var idealWidth: Int {
        guard let image else { return displayWidth(of: line) }
        return max(1, (image.decoded.width + 7) / 8)
    }

    /// A picture takes the width it is offered (a frame's, its pane's) and the rows its aspect asks.
    var fillsWidth: Bool { image != nil }

    /// A picture takes the rows its screen has left over, as a list does, so it is drawn as large as
    /// the pane shows it (never scrolled out of view); it is centred in them, its aspect kept.
    var fillsHeight: Bool { image != nil }

    func height(forWidth width: Int) -> Int {
        guard let image else { return 1 }
        return Self.rows(forWidth: width, of: image.decoded, cellAspectPercent: rendering.cellAspectPercent)
    }

    func draw(in canvas: inout WidgetCanvas) {
        guard let image else {
            canvas.write(line, at: .zero, style: canvas.theme.dim)
            return
        }
        // Laid out taller than its pane shows, the picture is drawn smaller to fit the rows shown.
        let bounds = Size(width: canvas.size.width, height: min(canvas.size.height, canvas.visibleHeight))
        let size = Self.fitted(image.decoded, in: bounds, cellAspectPercent: rendering.cellAspectPercent)
        guard size.width > 0, size.height > 0 else { return }
        let origin = Point(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2)
        let rect = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        let cells =
            rendering.method == .kittyGraphics || rendering.method == .sixel
            ? nil : ImageStore.shared.pictures.cells(of: image, size: size, colorCount: rendering.colorCount)
        canvas.show(image, cells: cells, in: rect)
    }

    /// The rows the image takes at `width` columns, its aspect kept in cells `cellAspectPercent`
    /// hundredths as tall as wide.
    static func rows(forWidth width: Int, of image: DecodedImage, cellAspectPercent: Int) -> Int {
        max(1, (width * image.height * 100 + image.width * cellAspectPercent / 2) / (image.width * cellAspectPercent))
    }

    /// The largest size in cells within `bounds` with the image's aspect.
    static func fitted(_ image: DecodedImage, in bounds: Size, cellAspectPercent: Int) -> Size {
        guard image.width > 0, image.height > 0, bounds.width > 0, bounds.height > 0 else {
            return Size(width: 0, height: 0)
        }
        let heightForWidth = rows(forWidth: bounds.width, of: image, cellAspectPercent: cellAspectPercent)
        if heightForWidth <= bounds.height { return Size(width: bounds.width, height: heightForWidth) }
        let widthForHeight = max(1, bounds.height * cellAspectPercent * image.width / (image.height * 100))
        return Size(width: min(bounds.width, widthForHeight), height: bounds.height)
    }

    /// What is shown in place of the picture: `image: cat.png, 640 by 480`, `loading cat.png…`, or
    /// why it is not shown.
    var line: String {
        switch result {
        case nil: "loading \(name)…"
        case .success(let image): Self.description(name: name, image.decoded)
        case .failure(let error): "\(name) \(error)"
        }
    }

    static func description(name: String, _ image: DecodedImage) -> String {
        "image: \(name), \(image.width) by \(image.height)"
    }

    var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .text, label: line)
    }
}
