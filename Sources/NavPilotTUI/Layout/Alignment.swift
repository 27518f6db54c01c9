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
