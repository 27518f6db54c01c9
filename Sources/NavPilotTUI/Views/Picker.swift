/// A control for choosing one of several values, written as in SwiftUI: the choices are views tagged
/// with the value each stands for.
///
/// ```swift
/// @State private var flavor = Flavor.vanilla
/// var body: some View {
///     Picker("Flavor", selection: $flavor) {
///         ForEach(Flavor.allCases) { flavor in
///             Text(flavor.name).tag(flavor)
///         }
///     }
/// }
/// ```
/// In the terminal it is the title and then one row per choice, the selected one marked:
/// ```
/// Flavor
/// ▸ ◉ Vanilla
///   ○ Chocolate
/// ```
/// The picker is one control in Up/Down focus. While it has the focus, Up and Down move its
/// highlight between choices, and past the first or last choice the focus moves on to the control
/// before or after it; Enter or Space selects the highlighted choice and writes the binding, and a
/// click selects the choice clicked. See `PickerChoiceReader` for which views are choices.
public struct Picker<SelectionValue: Hashable>: View, PrimitiveView {
    let title: String
    let selection: Binding<SelectionValue>
    let content: ViewGroup

    /// A picker titled `title` that reads and writes `selection`; `content` makes one tagged view per
    /// choice.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> ViewGroup) {
        self.title = title
        self.selection = selection
        self.content = content()
    }

    /// A picker is primitive: it reads its choices, then draws as a widget.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        var reader = PickerChoiceReader<SelectionValue>(context: context)
        context.withChildPath(1) { reader.read(content.children) }
        let control = PickerControl(title: title, choices: reader.choices, selection: selection)
        return context.withChildPath(0) { context.resolve(control) }
    }
}

/// A picker as drawn and focused: a `Widget` whose highlight survives frames in a `@State`.
struct PickerControl<Value: Hashable>: Widget {
    let title: String
    let choices: [PickerChoice<Value>]
    let selection: Binding<Value>
    /// The highlighted choice; nil until Up or Down moves it, meaning the selected choice.
    @State private var highlight: Int?

    init(title: String, choices: [PickerChoice<Value>], selection: Binding<Value>) {
        self.title = title
        self.choices = choices
        self.selection = selection
        _highlight = State(initialValue: nil)
    }

    /// The index of the selected choice, if the selection is one of the choices.
    private var selectedIndex: Int? {
        let selected = selection.wrappedValue
        return choices.firstIndex { $0.value == selected }
    }

    /// The highlighted choice, within the choices there are now.
    private var highlighted: Int {
        min(max(0, highlight ?? selectedIndex ?? 0), max(0, choices.count - 1))
    }

    private var titleRows: Int { title.isEmpty ? 0 : 1 }

    /// The title row and a row per choice.
    func height(forWidth width: Int) -> Int { titleRows + choices.count }

    /// The title or the widest choice with its marks.
    var idealWidth: Int {
        let widestChoice = choices.map { displayWidth(of: $0.label) }.max() ?? 0
        return max(displayWidth(of: title), 4 + widestChoice)
    }

    /// A picker with choices takes part in Up/Down focus.
    var isFocusable: Bool { !choices.isEmpty }

    /// The title and the chosen value; the choices are its rows, the highlighted one selected.
    var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(
            role: .picker, label: title, value: selectedIndex.map { choices[$0].label } ?? "none",
            rows: choices.map(\.label), selectedRow: choices.isEmpty ? nil : highlighted)
    }

    func draw(in canvas: inout WidgetCanvas) {
        if !title.isEmpty {
            canvas.write(truncate(title, toWidth: canvas.size.width), at: .zero)
        }
        let selected = selectedIndex
        let highlighted = highlighted
        for (index, choice) in choices.enumerated() {
            let y = titleRows + index
            let isHighlighted = canvas.isFocused && index == highlighted
            if index == highlighted { canvas.markFocus(at: Point(x: 0, y: y)) }
            canvas.write(isHighlighted ? "▸ " : "  ", at: Point(x: 0, y: y), style: canvas.theme.accent)
            canvas.write(index == selected ? "◉" : "○", at: Point(x: 2, y: y), style: canvas.theme.accent)
            let label = truncate(choice.label, toWidth: max(0, canvas.size.width - 4))
            canvas.write(label, at: Point(x: 4, y: y), style: isHighlighted ? canvas.theme.selection : nil)
        }
    }

    /// Up and Down move the highlight while there is a choice that way (the focus moves on past the
    /// ends); Enter selects the highlighted choice.
    func handleKey(_ press: KeyPress) -> Bool {
        guard press.modifiers.subtracting(.shift).isEmpty, !choices.isEmpty else { return false }
        let current = highlighted
        switch press.key {
        case .up, .character("k"):
            guard current > 0 else { return false }
            highlight = current - 1
        case .down, .character("j"):
            guard current < choices.count - 1 else { return false }
            highlight = current + 1
        case .enter:
            choose(current)
        default:
            return false
        }
        return true
    }

    /// A click on a choice selects it; a click on the title only gives the picker the focus.
    func handleClick(_ click: WidgetClick) -> Bool {
        let index = click.point.y - titleRows
        if choices.indices.contains(index) {
            choose(index)
        }
        return true
    }

    /// Narration's row numbers move the highlight, as Up and Down do (Enter then chooses).
    func selectAccessibilityRow(_ row: Int) -> Bool {
        guard choices.indices.contains(row) else { return false }
        highlight = row
        return true
    }

    private func choose(_ index: Int) {
        selection.wrappedValue = choices[index].value
        highlight = index
    }
}
