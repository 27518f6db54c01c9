/// How a button draws, named as SwiftUI's built-in button styles so `.buttonStyle(.bordered)` ports
/// unchanged. Set with `.buttonStyle(_:)`, it applies to every button inside the modified view.
///
/// ```
/// ▸ Save                automatic: the focus marker and the title
/// Save                  plain: the title alone, as text
/// Save                  borderless: the title alone, in the tint colour
/// ▸ [ Save ]            bordered: the title in brackets
/// ▸ [ Save ]            borderedProminent: bracketed, the title bold and reversed to stand out
/// ```
/// In every style the focused button's row is highlighted and its title drawn in the selection
/// style; the styles with a marker also show `▸`. A destructive button's title is red in every style.
public struct PrimitiveButtonStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic
        case plain
        case borderless
        case bordered
        case borderedProminent
    }

    let kind: Kind

    /// The look of buttons where no style is set: `▸ Title`.
    public static let automatic = PrimitiveButtonStyle(kind: .automatic)
    /// The title alone, drawn like the text around it.
    public static let plain = PrimitiveButtonStyle(kind: .plain)
    /// The title alone, in the theme's button tint.
    public static let borderless = PrimitiveButtonStyle(kind: .borderless)
    /// The title in brackets: `▸ [ Title ]`.
    public static let bordered = PrimitiveButtonStyle(kind: .bordered)
    /// The title in brackets, bold and reversed, for the screen's main action.
    public static let borderedProminent = PrimitiveButtonStyle(kind: .borderedProminent)

    /// Whether the style draws the two-column focus marker (`▸ `) before the title.
    var hasMarker: Bool {
        switch kind {
        case .plain, .borderless: false
        case .automatic, .bordered, .borderedProminent: true
        }
    }

    /// Whether the style draws the title in brackets.
    var hasBrackets: Bool {
        kind == .bordered || kind == .borderedProminent
    }

    /// Columns the style adds around the title: the marker and the brackets.
    var chromeWidth: Int {
        (hasMarker ? 2 : 0) + (hasBrackets ? 4 : 0)
    }
}

extension View {
    /// Draws every button inside this view in `style` (the innermost style set wins, as in SwiftUI).
    public func buttonStyle(_ style: PrimitiveButtonStyle) -> some View {
        EnvironmentWriter(content: self) { $0.buttonStyle = style }
    }
}
