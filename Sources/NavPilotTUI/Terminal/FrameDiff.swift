#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One cell a backend has to draw: its position and new content.
public struct CellChange: Equatable, Sendable {
    /// Where the cell is.
    public var position: Point
    /// What it now shows. A wide cell (width 2) covers the column to its right as well.
    public var cell: Cell

    /// Creates a change.
    public init(position: Point, cell: Cell) {
        self.position = position
        self.cell = cell
    }
}

/// The cells that differ between two frames, in row-major order.
///
/// When the sizes differ, every cell of `new` is a change. Continuation cells (the right half of a wide
/// character) are never emitted: when either half of a wide character changed, its leading cell is
/// emitted once, and drawing it covers both columns.
public func diff(from old: CellBuffer, to new: CellBuffer) -> [CellChange] {
    let width = new.size.width
    var changes: [CellChange] = []
    if old.size != new.size {
        changes.reserveCapacity(new.cells.count)
        for (index, cell) in new.cells.enumerated() where cell.width != 0 {
            changes.append(CellChange(position: Point(x: index % width, y: index / width), cell: cell))
        }
        GraphemeTable.shared.collect(keeping: old, new)
        HyperlinkTable.shared.collect(keeping: old, new)
        return changes
    }
    guard width > 0 else { return changes }
    var lastEmitted = -1
    new.cells.withUnsafeBufferPointer { newCells in
        old.cells.withUnsafeBufferPointer { oldCells in
            guard let newBase = newCells.baseAddress, let oldBase = oldCells.baseAddress else { return }
            let rowBytes = width * MemoryLayout<Cell>.stride
            for row in 0..<newCells.count / width {
                let start = row * width
                // Cells are plain data without padding: equal rows are equal byte for byte.
                if memcmp(newBase + start, oldBase + start, rowBytes) == 0 { continue }
                for index in start..<start + width where newCells[index] != oldCells[index] {
                    var leading = index
                    if newCells[index].width == 0 {
                        leading = index - 1
                        if leading == lastEmitted { continue }
                    }
                    lastEmitted = leading
                    changes.append(CellChange(position: Point(x: leading - start, y: row), cell: newCells[leading]))
                }
            }
        }
    }
    // The frame on screen and the new one are all that will be drawn from: graphemes neither shows
    // can go when the table is full.
    GraphemeTable.shared.collect(keeping: old, new)
    HyperlinkTable.shared.collect(keeping: old, new)
    return changes
}

/// Applies `changes` (as produced by `diff(from:to:)`) to `buffer`, which must already have the size of
/// the frame they lead to; changes outside it are ignored. `apply(diff(from: a, to: b), to: &a)` makes
/// `a == b`.
public func apply(_ changes: [CellChange], to buffer: inout CellBuffer) {
    for change in changes {
        buffer.set(change.cell, at: change.position)
    }
}
