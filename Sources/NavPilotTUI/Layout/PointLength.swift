/// The one rule that turns a length written in points, as SwiftUI code writes it (`spacing: 20`,
/// `.padding(8)`, `Spacer(minLength: 16)`), into terminal cells.
///
/// A column is 8 points and a row is 16 points, about the shape of a terminal cell next to SwiftUI's
/// body text. A length becomes the nearest whole number of cells, halves rounding up: 8 pt is one
/// column and one row, 16 pt two columns and one row, 20 pt three columns and one row, 4 pt one
/// column and no row. So a positive length under half a cell (under 4 pt across, 8 pt down) is no
/// space at all; negative and not-a-number lengths are none either.
///
/// Lengths are `Double`: on Linux `CGFloat` exists only in the full Foundation, which this module
/// does not link (it keeps to FoundationEssentials), and Swift converts `CGFloat` to `Double`
/// implicitly where `CGFloat` exists, so SwiftUI code compiles as written.
enum PointLength {
    /// Points in one column.
    static let pointsPerColumn = 8.0
    /// Points in one row.
    static let pointsPerRow = 16.0

    /// Columns for `points` across.
    static func columns(_ points: Double) -> Int {
        cells(points, per: pointsPerColumn)
    }

    /// Rows for `points` down.
    static func rows(_ points: Double) -> Int {
        cells(points, per: pointsPerRow)
    }

    /// No layout needs more cells than this; it keeps `.infinity` from trapping the conversion.
    private static let largestCellCount = 100_000

    private static func cells(_ points: Double, per cell: Double) -> Int {
        guard points > 0 else { return 0 }  // also false for NaN
        let cells = (points / cell).rounded(.toNearestOrAwayFromZero)
        return cells >= Double(largestCellCount) ? largestCellCount : Int(cells)
    }
}
