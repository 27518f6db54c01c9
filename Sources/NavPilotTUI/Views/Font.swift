/// A font as SwiftUI names it, so `.font(.headline)` ports unchanged.
///
/// A terminal has one typeface and one size, so a font maps to the one attribute it can show: the
/// heavier text styles (`largeTitle`, `title`, `headline`) and weights from `semibold` up draw bold;
/// everything else draws plain. A weight given explicitly (`.title.weight(.regular)`,
/// `.system(size: 13, weight: .bold)`) decides over the text style's own weight.
public struct Font: Hashable, Sendable {
    /// SwiftUI's semantic text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The largest title.
        case largeTitle
        /// A first-level title.
        case title
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A heading.
        case headline
        /// A subheading.
        case subheadline
        /// Body text.
        case body
        /// A callout.
        case callout
        /// A footnote.
        case footnote
        /// A caption.
        case caption
        /// An alternate caption.
        case caption2

        /// Whether the style's own weight is heavy enough to show as bold in a terminal.
        var isHeavy: Bool {
            switch self {
            case .largeTitle, .title, .headline: true
            default: false
            }
        }
    }

    /// A font weight, as in SwiftUI (`.regular`, `.bold`, …).
    public struct Weight: Hashable, Sendable {
        /// The weight's rank, lightest first; SwiftUI's weights in their order.
        let rank: Int

        /// The thinnest weight.
        public static let ultraLight = Weight(rank: 0)
        /// A thin weight.
        public static let thin = Weight(rank: 1)
        /// A light weight.
        public static let light = Weight(rank: 2)
        /// The normal weight.
        public static let regular = Weight(rank: 3)
        /// A medium weight.
        public static let medium = Weight(rank: 4)
        /// A semibold weight: the lightest one a terminal draws bold.
        public static let semibold = Weight(rank: 5)
        /// A bold weight.
        public static let bold = Weight(rank: 6)
        /// A heavy weight.
        public static let heavy = Weight(rank: 7)
        /// The heaviest weight.
        public static let black = Weight(rank: 8)

        /// Whether a terminal draws this weight bold (it has only bold and plain).
        var isBold: Bool { rank >= Weight.semibold.rank }
    }

    /// The text style, or nil for a font given by size.
    let textStyle: TextStyle?
    /// The weight set explicitly, if any.
    let weight: Weight?

    /// The largest title (bold).
    public static let largeTitle = Font(textStyle: .largeTitle, weight: nil)
    /// A first-level title (bold).
    public static let title = Font(textStyle: .title, weight: nil)
    /// A second-level title (plain).
    public static let title2 = Font(textStyle: .title2, weight: nil)
    /// A third-level title (plain).
    public static let title3 = Font(textStyle: .title3, weight: nil)
    /// A heading (bold).
    public static let headline = Font(textStyle: .headline, weight: nil)
    /// A subheading (plain).
    public static let subheadline = Font(textStyle: .subheadline, weight: nil)
    /// Body text (plain).
    public static let body = Font(textStyle: .body, weight: nil)
    /// A callout (plain).
    public static let callout = Font(textStyle: .callout, weight: nil)
    /// A footnote (plain).
    public static let footnote = Font(textStyle: .footnote, weight: nil)
    /// A caption (plain).
    public static let caption = Font(textStyle: .caption, weight: nil)
    /// An alternate caption (plain).
    public static let caption2 = Font(textStyle: .caption2, weight: nil)

    /// The system font at a point size: the size has no effect in a terminal; the weight does.
    public static func system(size: Double, weight: Weight? = nil) -> Font {
        Font(textStyle: nil, weight: weight)
    }

    /// The system font in a text style, optionally with a weight.
    public static func system(_ style: TextStyle, weight: Weight? = nil) -> Font {
        Font(textStyle: style, weight: weight)
    }

    /// This font in bold.
    public func bold() -> Font {
        Font(textStyle: textStyle, weight: .bold)
    }

    /// This font with `weight`.
    public func weight(_ weight: Weight) -> Font {
        Font(textStyle: textStyle, weight: weight)
    }

    /// Whether a terminal draws text in this font bold.
    var isBold: Bool {
        weight?.isBold ?? textStyle?.isHeavy ?? false
    }
}
