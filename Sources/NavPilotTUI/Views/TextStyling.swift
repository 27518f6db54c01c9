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
    /// `.tertiary` and `.quaternary` in the theme's `secondary` style.
    public func foregroundStyle(_ style: HierarchicalShapeStyle) -> some View {
        ThemeStyledView(content: self) { style.style(in: $0) }
    }

    /// Draws the text of this view in the theme's style for `role` (`.themeStyle(\.success)`,
    /// `.themeStyle(\.error)`): readable on light and dark terminals alike, and in `mono`.
    public func themeStyle(_ role: KeyPath<Theme, Style>) -> some View {
        ThemeStyledView(content: self) { $0[keyPath: role] }
    }

    /// Aligns the lines of every wrapped text inside this view within the text's width: `.center`
    /// centres each line, `.trailing` ends each at the right edge.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}

/// A view drawn in a style its theme gives: resolved with the pane's theme from the environment.
struct ThemeStyledView<Content: View>: View, PrimitiveView {
    let content: Content
    let style: @MainActor (Theme) -> Style

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        .styled(context.resolve(content), style(context.environment.theme), fill: false)
    }
}
