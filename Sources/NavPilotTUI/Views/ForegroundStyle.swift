/// The levels of emphasis SwiftUI calls `.primary`, `.secondary`, `.tertiary` and `.quaternary`, so
/// `.foregroundStyle(.secondary)` ports unchanged. Primary text is drawn plain; the others dim.
public struct HierarchicalShapeStyle: Hashable, Sendable {
    /// 0 for primary, 1 for secondary, …
    let level: Int

    /// Full emphasis: drawn plain.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// Less emphasis: drawn dim.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Less again: drawn dim (a terminal has one dim level).
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The least emphasis: drawn dim.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The terminal style for this level.
    var style: Style { Style(dim: level > 0) }
}
