// SwiftUI's text styling modifiers, mapped onto what a terminal cell can show (bold, dim, colour).

extension View {
    /// Draws the text of this view in `font`: bold for the heavier text styles and weights, plain
    /// otherwise (see `Font`). Nil leaves the text as it is.
    public func font(_ font: Font?) -> some View {
        StyledView(content: self, style: Style(bold: font?.isBold ?? false), fill: false)
    }

    /// Draws the text of this view in `weight`: bold from `.semibold` up, plain otherwise. Nil leaves
    /// the text as it is.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        StyledView(content: self, style: Style(bold: weight?.isBold ?? false), fill: false)
    }

    /// Draws the text of this view in `color` (as `foregroundColor(_:)` does).
    public func foregroundStyle(_ color: Color) -> some View {
        StyledView(content: self, style: Style(foreground: color), fill: false)
    }

    /// Draws the text of this view with the emphasis of `style`: `.primary` plain, `.secondary`,
    /// `.tertiary` and `.quaternary` dim.
    public func foregroundStyle(_ style: HierarchicalShapeStyle) -> some View {
        StyledView(content: self, style: style.style, fill: false)
    }

    /// Aligns the lines of every wrapped text inside this view within the text's width: `.center`
    /// centres each line, `.trailing` ends each at the right edge.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
