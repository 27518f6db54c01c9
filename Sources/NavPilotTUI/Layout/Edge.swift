/// A side of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The top side.
    case top
    /// The left side.
    case leading
    /// The bottom side.
    case bottom
    /// The right side.
    case trailing

    /// Several sides, as in `.padding(.horizontal, 8)`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set, one per edge.
        public let rawValue: Int8

        /// A set with the bits of `rawValue`.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set of the one edge `edge`.
        public init(_ edge: Edge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        /// The top side.
        public static let top = Set(.top)
        /// The left side.
        public static let leading = Set(.leading)
        /// The bottom side.
        public static let bottom = Set(.bottom)
        /// The right side.
        public static let trailing = Set(.trailing)
        /// The left and right sides.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom sides.
        public static let vertical: Set = [.top, .bottom]
        /// Every side.
        public static let all: Set = [.horizontal, .vertical]
    }
}

/// A length in points for each side, as SwiftUI's `EdgeInsets` (`.padding(_:)` takes one).
public struct EdgeInsets: Hashable, Sendable {
    /// Points above.
    public var top: Double
    /// Points on the left.
    public var leading: Double
    /// Points below.
    public var bottom: Double
    /// Points on the right.
    public var trailing: Double

    /// Insets of the given lengths in points (none by default).
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Insets in cells: what `EdgeInsets` come to on the terminal grid (see `PointLength`).
struct CellInsets: Hashable, Sendable {
    var top = 0
    var leading = 0
    var bottom = 0
    var trailing = 0

    /// Columns taken on the left and right together.
    var horizontal: Int { leading + trailing }
    /// Rows taken above and below together.
    var vertical: Int { top + bottom }

    /// `insets` converted by the points-to-cells rule.
    init(_ insets: EdgeInsets) {
        top = PointLength.rows(insets.top)
        leading = PointLength.columns(insets.leading)
        bottom = PointLength.rows(insets.bottom)
        trailing = PointLength.columns(insets.trailing)
    }

    /// `rect` with these insets taken off its sides.
    func inset(_ rect: Rect) -> Rect {
        Rect(
            x: rect.x + leading, y: rect.y + top, width: rect.width - horizontal,
            height: rect.height - vertical)
    }
}
