/// A switch bound to a Boolean, drawn as a check box: `▸ [x] Signed in`. Enter, Space or a click
/// flips it. Built on `Widget`, as custom controls are.
///
/// ```swift
/// @State private var signedIn = false
/// var body: some View {
///     Toggle("Signed in", isOn: $signedIn)
/// }
/// ```
public struct Toggle: Widget {
    let title: String
    let isOn: Binding<Bool>

    /// A toggle labelled `title` that reads and writes `isOn`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn
    }

    /// The marker, the box and the title.
    public var idealWidth: Int { 6 + displayWidth(of: title) }

    /// A toggle takes part in Up/Down focus like a button.
    public var isFocusable: Bool { true }

    /// The title, as a toggle that is on or off.
    public var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .toggle, label: title, value: isOn.wrappedValue ? "on" : "off")
    }

    /// `▸ [x] title`, selected when it has the focus.
    public func draw(in canvas: inout WidgetCanvas) {
        canvas.write(canvas.isFocused ? "▸ " : "  ", at: .zero, style: canvas.theme.accent)
        let label = (isOn.wrappedValue ? "[x] " : "[ ] ") + title
        let shown = truncate(label, toWidth: max(0, canvas.size.width - 2))
        canvas.write(shown, at: Point(x: 2, y: 0), style: canvas.isFocused ? canvas.theme.selection : nil)
    }

    /// Enter (and so Space and a click) flips the value.
    public func handleKey(_ press: KeyPress) -> Bool {
        guard press == KeyPress(.enter) else { return false }
        isOn.wrappedValue.toggle()
        return true
    }
}
