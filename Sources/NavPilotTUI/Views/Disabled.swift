extension View {
    /// Disables the controls inside this view when `isDisabled` is true, as in SwiftUI: buttons, text
    /// fields, toggles, pickers and focusable widgets are drawn dim, Up/Down skip them, and neither
    /// keys nor clicks reach them; its `.onKeyPress` handlers take no keys either. `.disabled(false)` inside a disabled view does not enable it again.
    public func disabled(_ isDisabled: Bool) -> some View {
        EnvironmentWriter(content: self) { $0.isEnabled = $0.isEnabled && !isDisabled }
    }
}
