/// Where a view narrower (or shorter) than the room it is given sits in it: at the start, in the
/// middle, or at the end. What `HorizontalAlignment`, `VerticalAlignment` and `TextAlignment` come to.
enum LineAlignment: Hashable, Sendable {
    case start
    case center
    case end

    /// The offset of something `length` long inside `room`: the middle rounds towards the start.
    func offset(of length: Int, in room: Int) -> Int {
        let free = max(0, room - length)
        switch self {
        case .start: return 0
        case .center: return free / 2
        case .end: return free
        }
    }
}

/// How a `VStack` places children narrower than itself, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    let line: LineAlignment

    /// Against the left edge.
    public static let leading = HorizontalAlignment(line: .start)
    /// In the middle (an odd column left over goes to the right).
    public static let center = HorizontalAlignment(line: .center)
    /// Against the right edge.
    public static let trailing = HorizontalAlignment(line: .end)
}

/// How an `HStack` places children shorter than its tallest one, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
    let line: LineAlignment

    /// Along the top.
    public static let top = VerticalAlignment(line: .start)
    /// In the middle (an odd row left over goes below).
    public static let center = VerticalAlignment(line: .center)
    /// Along the bottom.
    public static let bottom = VerticalAlignment(line: .end)
    /// The first rows of text line up: in a terminal every line is a row, so this is `top`.
    public static let firstTextBaseline = VerticalAlignment(line: .start)
    /// The last rows of text line up: in a terminal every line is a row, so this is `bottom`.
    public static let lastTextBaseline = VerticalAlignment(line: .end)
}

/// How the lines of wrapped text sit in the text's width, as SwiftUI's `TextAlignment`
/// (`.multilineTextAlignment(_:)`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Every line starts at the left edge.
    case leading
    /// Every line is centred (an odd column left over goes to the right).
    case center
    /// Every line ends at the right edge.
    case trailing

    var line: LineAlignment {
        switch self {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }
}

/// Where a view sits in both directions inside the room it is given, as SwiftUI's `Alignment`:
/// what `ZStack`, `.overlay` and `.background` line their views up by.
public struct Alignment: Hashable, Sendable {
    /// Where across.
    public var horizontal: HorizontalAlignment
    /// Where down.
    public var vertical: VerticalAlignment

    /// An alignment of `horizontal` and `vertical`.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The middle of the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The middle of the left edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The middle.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The middle of the right edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The middle of the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The top-left corner of something of `size` placed by this alignment in `bounds`.
    func origin(of size: Size, in bounds: Rect) -> Point {
        Point(
            x: bounds.x + horizontal.line.offset(of: size.width, in: bounds.width),
            y: bounds.y + vertical.line.offset(of: size.height, in: bounds.height))
    }
}
