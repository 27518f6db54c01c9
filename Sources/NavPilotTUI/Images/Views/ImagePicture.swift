/// The widget that draws an image in its rectangle, aspect kept and centred: half blocks, a place
/// kept for the terminal's own graphics, or one line (loading, refused, or a terminal without
/// colours).
struct ImagePicture: Widget {
    let name: String
    /// The decode, nil while it runs.
    let result: Result<ShownImage, ImageError>?
    let rendering: ImageRendering

    /// Cells are about twice as tall as wide: a pixel row pair per cell row keeps the aspect.
    static let cellAspect = 2

    private var image: ShownImage? {
        guard case .success(let image) = result, rendering.method != .description else { return nil }
        return image
    }

    var idealWidth: Int {
        guard let image else { return displayWidth(of: line) }
        return max(1, (image.decoded.width + 7) / 8)
    }

    var fillsWidth: Bool { false }

    func height(forWidth width: Int) -> Int {
        guard let image else { return 1 }
        return max(1, (width * image.decoded.height + image.decoded.width - 1) / image.decoded.width / Self.cellAspect)
    }

    func draw(in canvas: inout WidgetCanvas) {
        guard let image else {
            canvas.write(line, at: .zero, style: canvas.theme.dim)
            return
        }
        // Laid out taller than its pane shows, the picture is drawn smaller to fit the rows shown.
        let bounds = Size(width: canvas.size.width, height: max(1, min(canvas.size.height, canvas.visibleHeight)))
        let size = Self.fitted(image.decoded, in: bounds)
        guard size.width > 0, size.height > 0 else { return }
        let origin = Point(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2)
        let rect = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        if rendering.method == .kittyGraphics {
            canvas.show(image, in: rect)
        } else {
            canvas.draw(
                ImageStore.shared.pictures.cells(of: image, size: size, colorCount: rendering.colorCount), in: rect)
        }
    }

    /// The largest size in cells within `bounds` with the image's aspect.
    static func fitted(_ image: DecodedImage, in bounds: Size) -> Size {
        guard image.width > 0, image.height > 0, bounds.width > 0, bounds.height > 0 else {
            return Size(width: 0, height: 0)
        }
        let heightForWidth = max(1, bounds.width * image.height / image.width / cellAspect)
        if heightForWidth <= bounds.height { return Size(width: bounds.width, height: heightForWidth) }
        let widthForHeight = max(1, bounds.height * cellAspect * image.width / image.height)
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
