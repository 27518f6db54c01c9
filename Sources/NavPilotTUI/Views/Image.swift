/// An image: a symbol drawn as a terminal glyph (`Image(systemName: "folder")` shows `▣`), or a
/// picture from a PNG, JPEG or GIF file or bytes (`Image(path:)`, `Image(pngData:)`).
///
/// A terminal cannot draw SF Symbols, so a handful of common symbol names map to one-column glyphs
/// (see `Image.glyphs`); a name without a glyph draws nothing and takes no room, so a ported
/// screen stays readable rather than showing a placeholder.
public struct Image: View {
    /// What the image shows.
    enum Content {
        /// A symbol's glyph, or nil for a symbol the terminal has no glyph for.
        case symbol(String?)
        /// A picture and the name narration gives it.
        case picture(ImageSource, name: String)
    }
    let content: Content

    /// The symbol named `systemName` (an SF Symbols name).
    public init(systemName: String) {
        content = .symbol(Image.glyphs[systemName])
    }

    /// The glyph, or the picture.
    public var body: some View {
        switch content {
        case .symbol(let glyph): SymbolGlyph(glyph: glyph)
        case .picture(let source, let name): PictureView(source: source, name: name)
        }
    }

    /// SF Symbols names and the one-column glyph each is drawn as.
    static let glyphs: [String: String] = [
        "folder": "▣", "folder.fill": "▣",
        "doc": "□", "doc.fill": "■",
        "doc.text": "≣", "doc.text.fill": "≣",
        "star": "☆", "star.fill": "★",
        "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙",
        "trash": "⊠", "trash.fill": "⊠",
        "person": "☺", "person.fill": "☻", "person.circle": "☺", "person.crop.circle": "☺",
        "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓",
        "xmark": "✗", "xmark.circle": "✗", "xmark.circle.fill": "✗",
        "info.circle": "ℹ", "questionmark.circle": "?",
        "heart": "♡", "heart.fill": "♥",
        "house": "⌂", "house.fill": "⌂",
        "envelope": "✉", "envelope.fill": "✉",
        "magnifyingglass": "⌕",
        "plus": "+", "minus": "−",
        "circle": "○", "circle.fill": "●",
        "chevron.left": "‹", "chevron.right": "›",
        "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
        "lock": "⚿", "lock.fill": "⚿", "lock.shield": "⚿",
        "sparkles": "✦", "sparkles.rectangle.stack": "✦",
    ]
}

/// A symbol's glyph as one cell of text.
struct SymbolGlyph: View, PrimitiveView {
    let glyph: String?

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        // A glyph stands for a word the terminal cannot draw: narration does not spell it out
        // (`.accessibilityLabel` names an image that means something on its own).
        guard let glyph else { return .empty }
        return .widget(
            WidgetNode(
                widget: TextWidget(text: glyph), focusIndex: nil, accessibility: AccessibilityOverride(isHidden: true)))
    }
}
