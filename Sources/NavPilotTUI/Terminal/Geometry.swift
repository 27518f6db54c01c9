/// A position on the terminal grid: `x` is the column, `y` the row, both zero-based from the top left.
public struct Point: Hashable, Sendable {
    /// The column, zero-based from the left edge.
    public var x: Int
    /// The row, zero-based from the top edge.
    public var y: Int

    /// Creates a point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = Point(x: 0, y: 0)
}

/// A size in terminal cells.
public struct Size: Hashable, Sendable {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// No cells at all.
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle of cells. Widths and heights produced by the operations below are never negative.
public struct Rect: Hashable, Sendable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle; negative sizes are clamped to zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Creates a rectangle from its top-left corner and size.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The top-left corner.
    public var origin: Point {
        get { Point(x: x, y: y) }
        set {
            x = newValue.x
            y = newValue.y
        }
    }

    /// The size.
    public var size: Size {
        get { Size(width: width, height: height) }
        set {
            width = max(0, newValue.width)
            height = max(0, newValue.height)
        }
    }

    /// One past the rightmost column (exclusive end).
    public var maxX: Int { x + width }
    /// One past the bottom row (exclusive end).
    public var maxY: Int { y + height }
    /// True when the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// True when `p` lies inside the rectangle.
    public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x < maxX && p.y >= y && p.y < maxY
    }

    /// The overlap of two rectangles; an empty rectangle (at the clamped origin) when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by `amount` cells on every side (grown when negative); never a negative size.
    public func inset(by amount: Int) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
