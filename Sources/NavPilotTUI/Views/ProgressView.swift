/// Progress, as in SwiftUI: a bar with a percentage when the amount done is known, a spinner when it
/// is not.
///
/// ```swift
/// ProgressView("Copying", value: 3, total: 4)   // Copying ███████████████░░░░░  75%
/// ProgressView(value: 0.5)                       // ██████████░░░░░░░░░░  50%
/// ProgressView("Loading…")                       // ⠋ Loading…
/// ```
/// Values outside `0...total` are clamped (a total of zero or less counts as no progress). The
/// spinner shows the frame of the `SpinnerClock` in the environment, or its first frame when there
/// is none, so the same state always draws the same frame.
public struct ProgressView: View, PrimitiveView {
    let title: String
    /// The fraction done in `0...1`, or nil while the amount is unknown.
    let fraction: Double?

    /// A spinner without a title.
    public init() {
        self.init(title: "", fraction: nil)
    }

    /// A spinner followed by `title`.
    public init(_ title: String) {
        self.init(title: title, fraction: nil)
    }

    /// A bar showing `value` out of `total`; a nil value shows a spinner.
    public init<Value: BinaryFloatingPoint>(value: Value?, total: Value = 1.0) {
        self.init(title: "", fraction: value.map { ProgressView.fraction(Double($0), of: Double(total)) })
    }

    /// `title`, then a bar showing `value` out of `total`; a nil value shows a spinner.
    public init<Value: BinaryFloatingPoint>(_ title: String, value: Value?, total: Value = 1.0) {
        self.init(title: title, fraction: value.map { ProgressView.fraction(Double($0), of: Double(total)) })
    }

    init(title: String, fraction: Double?) {
        self.title = title
        self.fraction = fraction
    }

    /// A progress view is primitive: it reads the spinner clock, then draws as a widget.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        if let fraction {
            return context.resolve(ProgressBarDrawing(title: title, fraction: fraction))
        }
        // Read while resolving, so advancing the clock re-renders the pane; and said, so the window
        // manager turns its clock only while a spinner is shown.
        context.showsSpinner = true
        let frame = context.environment.object(of: SpinnerClock.self)?.frame ?? 0
        return context.resolve(SpinnerDrawing(title: title, frame: frame))
    }

    /// `value / total` clamped to `0...1`; 0 for a total of zero or less and for values that are
    /// not numbers.
    static func fraction(_ value: Double, of total: Double) -> Double {
        guard total > 0 else { return 0 }
        let ratio = value / total
        return ratio.isNaN ? 0 : min(max(ratio, 0), 1)
    }
}

/// A determinate progress view as drawn: the title, the bar, and the percentage done.
struct ProgressBarDrawing: Widget {
    let title: String
    /// In `0...1`.
    let fraction: Double

    /// The title, a 20-column bar and the percentage.
    var idealWidth: Int { titleWidth + 20 + 5 }

    private var titleWidth: Int { title.isEmpty ? 0 : displayWidth(of: title) + 1 }

    var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .progress, label: title, value: "\(Int((fraction * 100 + 1e-9).rounded(.down)))%")
    }

    /// `title ██████░░░░  60%`: cells and percentage both rounded down, so the bar is full and the
    /// percentage 100% only when the work is done.
    func draw(in canvas: inout WidgetCanvas) {
        if !title.isEmpty {
            canvas.write(title, at: .zero)
        }
        // The nudge keeps 0.29 at 29% (0.29 * 100 is 28.999…) without lifting any real shortfall.
        let percent = Int((fraction * 100 + 1e-9).rounded(.down))
        let percentText = String(repeating: " ", count: max(0, 4 - String(percent).count - 1)) + "\(percent)%"
        let barWidth = max(0, canvas.size.width - min(titleWidth, canvas.size.width) - 1 - percentText.count)
        let filled = min(barWidth, Int((Double(barWidth) * fraction + 1e-9).rounded(.down)))
        let x = min(titleWidth, canvas.size.width)
        canvas.write(String(repeating: "█", count: filled), at: Point(x: x, y: 0), style: canvas.theme.accent)
        canvas.write(
            String(repeating: "░", count: barWidth - filled), at: Point(x: x + filled, y: 0), style: canvas.theme.dim)
        canvas.write(percentText, at: Point(x: x + barWidth + 1, y: 0))
    }
}

/// An indeterminate progress view as drawn: a spinner glyph and the title.
struct SpinnerDrawing: Widget {
    let title: String
    /// Any integer; it wraps around the glyphs.
    let frame: Int

    /// The glyphs of the spinner, one per frame.
    static let glyphs: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The glyph, a space and the title.
    var idealWidth: Int { title.isEmpty ? 1 : 2 + displayWidth(of: title) }

    /// Busy, whatever frame the glyph is at: a turning spinner says nothing new.
    var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .progress, label: title, value: "busy")
    }

    /// `⠋ title`.
    func draw(in canvas: inout WidgetCanvas) {
        let count = Self.glyphs.count
        let glyph = Self.glyphs[((frame % count) + count) % count]
        canvas.write(glyph, at: .zero, style: canvas.theme.accent)
        if !title.isEmpty {
            canvas.write(title, at: Point(x: 2, y: 0))
        }
    }
}
