import Observation

/// The frame an indeterminate `ProgressView` shows its spinner at.
///
/// Provide one to a subtree with `.environmentObject(clock)`; every spinner inside draws
/// `clock.frame`, and advancing it re-renders them. Nothing advances it on its own: whoever wants
/// the spinner to turn (a timer started while the view is visible) calls `advance()`, so a frame
/// depends only on state and the same state always draws the same frame. Without a clock a spinner
/// stays at frame 0.
///
/// ```swift
/// @State private var clock = SpinnerClock()
///
/// var body: some View {
///     ProgressView("Loading…")
///         .environmentObject(clock)
///         .task {  // turns while the view is shown, stops when it goes
///             while !Task.isCancelled {
///                 try? await Task.sleep(for: .milliseconds(100))
///                 clock.advance()
///             }
///         }
/// }
/// ```
@MainActor
@Observable
public final class SpinnerClock {
    /// The spinner frame to draw; any integer (it wraps around the spinner's glyphs).
    public var frame: Int

    /// A clock at `frame`.
    public init(frame: Int = 0) {
        self.frame = frame
    }

    /// Moves every spinner using this clock to its next glyph.
    public func advance() {
        frame &+= 1
    }
}
