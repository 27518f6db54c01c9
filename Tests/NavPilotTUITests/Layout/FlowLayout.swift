import NavPilotTUI

/// A container written against the public `Layout` API alone, as an app would write one: tags left
/// to right, wrapping to a new row when the next one does not fit (docs/views.md, "Write a
/// container").
struct Flow: Layout {
    var spacing = 1

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        let rows = rows(of: subviews, width: proposal.width ?? .max)
        return Size(width: rows.map(\.width).max() ?? 0, height: rows.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        var y = bounds.y
        for row in rows(of: subviews, width: bounds.width) {
            var x = bounds.x
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: Point(x: x, y: y), proposal: ProposedSize(size))
                x += size.width + spacing
            }
            y += row.height
        }
    }

    /// The subviews' indices in rows no wider than `width` (a subview wider than that gets a row
    /// of its own), with each row's width and height.
    private func rows(of subviews: LayoutSubviews, width: Int) -> [(indices: [Int], width: Int, height: Int)] {
        var rows: [(indices: [Int], width: Int, height: Int)] = []
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if let last = rows.last, !last.indices.isEmpty, last.width + spacing + size.width <= width {
                rows[rows.count - 1] = (
                    last.indices + [index], last.width + spacing + size.width, max(last.height, size.height)
                )
            } else {
                rows.append(([index], size.width, size.height))
            }
        }
        return rows
    }
}
