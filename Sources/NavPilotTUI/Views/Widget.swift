/// A primitive view that measures and draws itself: how to add a widget the library does not have.
///
/// A widget says how many rows it needs at a width and how wide it would like to be; the enclosing
/// stack gives it a rectangle, and `draw(in:)` paints that rectangle through a `WidgetCanvas`. A
/// focusable widget joins Up/Down focus like a button, draws the selection when `canvas.isFocused`,
/// and declares the keys it uses while it has the focus (`keyBindings(size:)`, which the help and the
/// status line show); Enter, and Space or a click it did not use, activate it as `.enter`. A focusable widget can also take a click at a place (`handleClick(_:)`)
/// and the mouse wheel (`handleScroll(by:size:)`). Like any view it can have `@State` and `@EnvironmentObject` properties.
/// `Divider` is a widget. A widget says what it is in words through `accessibilityElement`, which
/// narration reads.
///
/// ```swift
/// struct ProgressBar: Widget {
///     var fraction: Double
///
///     func height(forWidth width: Int) -> Int { 1 }
///     var idealWidth: Int { 22 }
///
///     func draw(in canvas: inout WidgetCanvas) {
///         let filled = Int((Double(canvas.size.width - 2) * min(max(fraction, 0), 1)).rounded())
///         let bar = String(repeating: "█", count: filled)
///             + String(repeating: "░", count: max(0, canvas.size.width - 2 - filled))
///         canvas.write("[" + bar + "]", at: .zero)
///     }
/// }
/// ```
@MainActor
public protocol Widget: View where Body == Never {
    /// Rows the widget needs when it is `width` columns wide. By default 1.
    func height(forWidth width: Int) -> Int

    /// Columns the widget would like on one row (a horizontal stack gives it this much when it can).
    /// By default 1.
    var idealWidth: Int { get }

    /// Whether Up/Down can select the widget (its `keyBindings(size:)`, then `handleKey(_:)`, get
    /// the keys while it has the focus). By default false.
    var isFocusable: Bool { get }

    /// Whether the widget takes the rows its vertical stack has left over, as a `Spacer` does (a
    /// list that fills its screen and draws only the rows it shows). By default false.
    var fillsHeight: Bool { get }

    /// Whether the widget takes the whole width its stack gives it (a list, a field, a divider) rather
    /// than its `idealWidth` (a button): a centred or trailing stack moves only the latter. By
    /// default true.
    var fillsWidth: Bool { get }

    /// Whether, at `width`, the widget takes the rows its vertical stack has left over although it
    /// does not always (`fillsHeight`): a scrolling text longer than its default height. By default
    /// false.
    func growsVertically(atWidth width: Int) -> Bool

    /// Draws the widget into its rectangle; everything outside it is clipped.
    func draw(in canvas: inout WidgetCanvas)

    /// The keys the widget uses while it has the focus, shown at `size` (its width, and its rows
    /// down to where the pane cut it off, as `WidgetCanvas.visibleHeight` told it: a list pages by
    /// them): they come before the screen's, the pane's and the window's, and the help overlay
    /// and the status line show them. A binding that returns false lets the key go on. By default
    /// none.
    func keyBindings(size: Size) -> [KeyBinding]

    /// A key while the widget has the focus that none of its `keyBindings(size:)` took: true when
    /// the widget used it, false to let the pane use it (Up/Down, back, the window manager's keys).
    /// Keys used here are not in the help; prefer bindings. By default false.
    func handleKey(_ press: KeyPress) -> Bool

    /// A click on the widget, which has just been given the focus: true when the widget used it (a
    /// list selects the row clicked). By default false: the click then activates the widget as Enter
    /// does.
    func handleClick(_ click: WidgetClick) -> Bool

    /// The mouse wheel over the widget laid out at `size`: `rows` up (negative) or down. True when
    /// the widget scrolled itself; by default false, and the screen around it scrolls instead.
    func handleScroll(by rows: Int, size: Size) -> Bool

    /// Whether printable keys are text while the widget has the focus, as in a text field: a run of
    /// characters that arrives in one read is handed over as one `handlePaste(_:)`, and the window
    /// knows not to offer letter keys. Such a widget binds `KeyPattern.printable`. By default false.
    var takesTypedText: Bool { get }

    /// Text pasted while the widget has the focus (or typed in one burst, when it `takesTypedText`):
    /// true when the widget took it. By default false: the paste is dropped.
    func handlePaste(_ text: String) -> Bool

    /// How the help titles the widget's bindings (`Text field`). By default `Selected control`.
    var keyBindingsTitle: String { get }

    /// How narration (and a screen reader) describes the widget: its role, label and value, or nil
    /// for a widget that is decoration (a divider). By default nil; narration then calls a focusable
    /// widget an unlabelled control. `.accessibilityLabel(_:)` and its siblings override it.
    var accessibilityElement: AccessibilityElement? { get }

    /// Selects row `row` (from 0) of the `rows` of `accessibilityElement`, as narration's row
    /// numbers ask: true when the widget did. By default false (narration then says it cannot).
    func selectAccessibilityRow(_ row: Int) -> Bool
}

extension Widget {
    /// A widget draws itself; its body is never evaluated.
    public var body: Never { primitiveBody(of: Self.self) }
    /// One row.
    public func height(forWidth width: Int) -> Int { 1 }
    /// One column.
    public var idealWidth: Int { 1 }
    /// Not focusable.
    public var isFocusable: Bool { false }
    /// Its own height only.
    public var fillsHeight: Bool { false }
    /// Fills the width.
    public var fillsWidth: Bool { true }
    /// Does not grow.
    public func growsVertically(atWidth width: Int) -> Bool { false }
    /// Declares no keys.
    public func keyBindings(size: Size) -> [KeyBinding] { [] }
    /// Uses no keys.
    public func handleKey(_ press: KeyPress) -> Bool { false }
    /// A click anywhere activates the widget as Enter does.
    public func handleClick(_ click: WidgetClick) -> Bool { false }
    /// The wheel scrolls the screen around the widget.
    public func handleScroll(by rows: Int, size: Size) -> Bool { false }
    /// Keys are commands, not text.
    public var takesTypedText: Bool { false }
    /// Takes no paste.
    public func handlePaste(_ text: String) -> Bool { false }
    /// `Selected control`.
    public var keyBindingsTitle: String { "Selected control" }
    /// Not described: decoration, or an unlabelled control when focusable.
    public var accessibilityElement: AccessibilityElement? { nil }
    /// Has no rows to select.
    public func selectAccessibilityRow(_ row: Int) -> Bool { false }
}

/// A click on a focusable widget: where, and whether the widget had the focus already.
public struct WidgetClick: Hashable, Sendable {
    /// The cell clicked, in widget coordinates (the top-left cell is `.zero`).
    public let point: Point
    /// The size the widget was laid out at.
    public let size: Size
    /// Whether the widget had the focus before the click (a list opens an entry clicked only then;
    /// a first click only selects it).
    public let wasFocused: Bool

    /// A click at `point` on a widget of `size`.
    public init(point: Point, size: Size, wasFocused: Bool) {
        self.point = point
        self.size = size
        self.wasFocused = wasFocused
    }
}

/// Where a widget draws: its rectangle, with coordinates from the widget's top-left cell.
@MainActor
public struct WidgetCanvas {
    /// The size of the widget's rectangle.
    public let size: Size
    /// Whether the widget has the focus in the focused pane (draw the selection then).
    public let isFocused: Bool
    /// Whether the widget is its pane's selected control, whether or not the pane has the keyboard
    /// (draw the selection dimmed when it is selected but not focused).
    public let isSelected: Bool
    /// The style inherited from the enclosing views: text drawn without a style of its own uses it.
    public let style: Style
    /// The pane's theme, for drawing like the built-in views (`theme.selection`, `theme.dim`, …).
    public let theme: Theme

    private let origin: Point
    private let clip: Rect
    /// What the widget drew, after what the views before it drew (the layout engine hands its
    /// operations over while the widget draws).
    var ops: [DrawOp] = []
    /// Where the terminal cursor goes, in terminal coordinates (see `placeCursor(at:)`).
    private(set) var cursor: Point?
    /// Where the focus is within the widget, in terminal coordinates (see `markFocus(at:)`).
    private(set) var focusMark: Point?

    init(rect: Rect, clip: Rect, style: Style, theme: Theme, isFocused: Bool, isSelected: Bool) {
        size = Size(width: rect.width, height: rect.height)
        origin = rect.origin
        self.clip = clip.intersection(rect)
        self.style = style
        self.theme = theme
        self.isFocused = isFocused
        self.isSelected = isSelected
    }

    /// Puts the terminal cursor at `point` (widget coordinates) while the widget is selected in
    /// the focused pane, as a text field shows where typing goes; a point outside what is shown
    /// of the widget shows no cursor.
    public mutating func placeCursor(at point: Point) {
        let moved = Point(x: origin.x + point.x, y: origin.y + point.y)
        guard isSelected, clip.contains(moved) else { return }
        cursor = moved
    }

    /// Marks where the focus is inside the widget (a list's selected row), in widget coordinates:
    /// the hidden terminal cursor goes there while the widget is selected in the focused pane, so
    /// screen magnifiers and braille displays follow the selection. By default the widget's
    /// top-left cell is marked.
    public mutating func markFocus(at point: Point) {
        let moved = Point(x: origin.x + point.x, y: origin.y + point.y)
        guard isSelected, clip.contains(moved) else { return }
        focusMark = moved
    }

    /// Rows of the rectangle from its top down to where the clip cuts it off (a widget laid out past
    /// the bottom of a pane without a scrolling host shows only these: a scrolling widget pages by
    /// them).
    public var visibleHeight: Int {
        clip.isEmpty ? 0 : max(0, min(size.height, clip.maxY - origin.y))
    }

    /// Writes `text` on one row starting at `point` (widget coordinates), patched over the inherited
    /// style with `style`. Control characters show as visible symbols; what falls outside is clipped.
    public mutating func write(_ text: String, at point: Point, style: Style? = nil) {
        let patched = style.map { self.style.patched(with: $0) } ?? self.style
        ops.append(.text(text, at: Point(x: origin.x + point.x, y: origin.y + point.y), style: patched, clip: clip))
    }

    /// Writes `text` on one row starting at `point` (widget coordinates) in exactly `style`, not
    /// patched over the inherited one: for a look worked out from `style` (the inherited style) that
    /// turns an attribute off, as a button's brackets drop the reversal of its title.
    public mutating func write(_ text: String, at point: Point, wholeStyle style: Style) {
        ops.append(.text(text, at: Point(x: origin.x + point.x, y: origin.y + point.y), style: style, clip: clip))
    }

    /// Fills `rect` (widget coordinates) with blanks of `style` patched over the inherited style.
    public mutating func fill(_ rect: Rect, style: Style) {
        let moved = Rect(x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height)
        ops.append(.fill(moved.intersection(clip), style: self.style.patched(with: style)))
    }

    /// Shows `image` in `rect` (widget coordinates): as `cells` when given (half blocks), else
    /// through the terminal's graphics.
    mutating func show(_ image: ShownImage, cells: [Cell]?, in rect: Rect) {
        let moved = Rect(x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height)
        ops.append(.image(ImageDrawing(image: image, cells: cells, rect: moved, clip: clip)))
    }

    /// Fills `rect` (widget coordinates) with `character` repeated, in `style` patched over the
    /// inherited style: a border's edge or a bar, drawn without laying out a string. A wide
    /// character is repeated in pairs of columns.
    public mutating func fill(_ rect: Rect, with character: Character, style: Style? = nil) {
        let moved = Rect(x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height)
        let cell = Cell(
            character: character, width: UInt8(clamping: max(1, displayWidth(of: character))),
            style: style.map { self.style.patched(with: $0) } ?? self.style)
        ops.append(.repeated(cell, moved.intersection(clip)))
    }
}

/// A widget as the layout engine holds it, with its focus target when it is focusable.
struct WidgetNode {
    let widget: any Widget
    let focusIndex: Int?
    /// A focusable widget under `.disabled(true)`: drawn dim, without a focus index.
    var isDisabled = false
    /// What `.accessibilityLabel(_:)` and its siblings said of the widget (nil: its own words).
    var accessibility: AccessibilityOverride?
}
