/// The levels of emphasis SwiftUI calls `.primary`, `.secondary`, `.tertiary` and `.quaternary`, so
/// `.foregroundStyle(.secondary)` ports unchanged. Primary text is drawn plain; the others in the
/// theme's `secondary` style (a grey readable on the theme's background; faint only in `mono`).
public struct HierarchicalShapeStyle: Hashable, Sendable {
    /// 0 for primary, 1 for secondary, …
    let level: Int

    /// Full emphasis: drawn plain.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// Less emphasis: the theme's `secondary` style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Less again: as `secondary` (a terminal has one level of less emphasis).
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The least emphasis: as `secondary`.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The style for this level in `theme`.
    func style(in theme: Theme) -> Style { level > 0 ? theme.secondary : .plain }
}
