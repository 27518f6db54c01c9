/// The room a container offers a view, in cells, as SwiftUI's `ProposedViewSize`: a width and a
/// height, either of which may be left open (`nil`: "as much as you would like").
///
/// A view answers a proposal with the size it takes (`LayoutSubview.sizeThatFits(_:)`): text as wide
/// as its words up to the proposed width, wrapped into as many rows as that needs; views that fill
/// (text fields, dividers, spacers, hosts) the whole proposed width, and the proposed height where
/// they grow downwards.
public struct ProposedSize: Hashable, Sendable {
    /// The proposed number of columns; nil leaves the width to the view.
    public var width: Int?
    /// The proposed number of rows; nil leaves the height to the view.
    public var height: Int?

    /// A proposal of `width` columns and `height` rows, either left open with nil.
    public init(width: Int?, height: Int?) {
        self.width = width.map { max(0, $0) }
        self.height = height.map { max(0, $0) }
    }

    /// A proposal of exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Neither dimension proposed: each view answers with its ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// No room at all: each view answers with its smallest size.
    public static let zero = ProposedSize(width: 0, height: 0)

    /// The proposal with each open dimension taken from `size`.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}
