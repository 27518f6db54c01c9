/// One key binding: the keys, what they do in words, how the status line offers them, and the action.
///
/// Every key of a session goes through bindings, as Textual's `BINDINGS` do: the focused control's
/// first, then the screen's (`.keyBinding`, `.onKeyPress`), then the pane's (or an alert's), then the
/// window's (Ctrl+C, a priority binding, before all of them). The first binding that applies now,
/// whose keys match and whose action uses the key takes it. The same
/// bindings write the status line (the hints of bindings a nearer one does not hide) and fill the
/// help overlay (`?`, F1), the focused control's and screen's own first. So what the status line
/// offers is what the key does there.
///
/// ```swift
/// struct Counter: Widget {
///     let count: Binding<Int>
///     var isFocusable: Bool { true }
///
///     func keyBindings(size: Size) -> [KeyBinding] {
///         [
///             KeyBinding("+", "=", description: "count one more", hint: KeyHint("more")) {
///                 count.wrappedValue += 1
///             },
///             KeyBinding("-", description: "count one less", hint: KeyHint("less")) {
///                 count.wrappedValue -= 1
///             },
///         ]
///     }
///
///     func draw(in canvas: inout WidgetCanvas) { canvas.write("\(count.wrappedValue)", at: .zero) }
/// }
/// ```
@MainActor
public struct KeyBinding {
    /// The binding's stable name, `table.action` (`window.quit`, `pane.back`): what a keymap file
    /// names to give it other keys (`Keymap`). Every built-in binding has one (`KeyBindings.ids`);
    /// a binding an app makes may have its own, or none (then no keymap reaches it).
    public var id: String? { storage.id }
    /// The keys that trigger it (any one of them).
    public var keys: [KeyPattern] { storage.keys }
    /// The keys as the help writes them (`↑ ↓ / j k`); by default the keys' labels joined by ` / `,
    /// or `(palette)` for a binding without keys, which only the command palette runs.
    public var label: String { storage.label }
    /// What the binding does, as the help says it. A binding without one is not listed in the help.
    public var description: String { storage.description }
    /// How the status line offers it; nil: not offered there.
    public var hint: KeyHint? { storage.hint }
    /// Whether the binding applies right now: one that does not is skipped, as if it were not there.
    var isAvailable: Bool { storage.isAvailable }
    /// Taken before every binding nearer the focus (Ctrl+C quits from inside any control).
    var isPriority: Bool { storage.isPriority }
    /// Whether a keymap may give it other keys: not when the key pressed is what it acts on (a
    /// text field's typing, a count's digits) or when the terminal takes it before the window.
    var isRemappable: Bool { storage.isRemappable }

    /// The fields, shared by every copy: bindings are copied into each chain, status line and help
    /// list made for a frame, and a copy is then one reference instead of one per field.
    @MainActor
    private final class Storage {
        let id: String?
        let keys: [KeyPattern]
        let givenLabel: String?
        let description: String
        let hint: KeyHint?
        let isAvailable: Bool
        let isPriority: Bool
        let isRemappable: Bool
        let perform: @MainActor (KeyPress) -> Bool
        /// Made when first asked for, then kept: bindings are made for every key and frame, and
        /// only the help reads their labels.
        lazy var label: String =
            givenLabel ?? (keys.isEmpty ? "(palette)" : keys.map(\.label).joined(separator: " / "))

        init(
            id: String?, keys: [KeyPattern], givenLabel: String?, description: String, hint: KeyHint?,
            isAvailable: Bool, isPriority: Bool, isRemappable: Bool, perform: @escaping @MainActor (KeyPress) -> Bool
        ) {
            self.id = id
            self.keys = keys
            self.givenLabel = givenLabel
            self.description = description
            self.hint = hint
            self.isAvailable = isAvailable
            self.isPriority = isPriority
            self.isRemappable = isRemappable
            self.perform = perform
        }
    }

    private let storage: Storage
    private var givenLabel: String? { storage.givenLabel }
    private var perform: @MainActor (KeyPress) -> Bool { storage.perform }

    /// A binding whose action decides, from the press, whether it used the key: false lets the key
    /// go on to the bindings further out, as if this one were not there.
    /// `id` names it for keymap files (`Keymap`); nil: no keymap reaches it.
    public init(
        _ keys: KeyPattern..., id: String? = nil, label: String? = nil, description: String, hint: KeyHint? = nil,
        handle: @escaping @MainActor (KeyPress) -> Bool
    ) {
        self.init(keys, id: id, label: label, description: description, hint: hint, handle: handle)
    }

    /// A binding that always uses its keys; `id` names it for keymap files (`Keymap`).
    public init(
        _ keys: KeyPattern..., id: String? = nil, label: String? = nil, description: String, hint: KeyHint? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(keys, id: id, label: label, description: description, hint: hint) { _ in
            action()
            return true
        }
    }

    init(
        _ keys: [KeyPattern], id: String? = nil, label: String? = nil, description: String, hint: KeyHint? = nil,
        isAvailable: Bool = true, isPriority: Bool = false, isRemappable: Bool = true,
        handle: @escaping @MainActor (KeyPress) -> Bool
    ) {
        storage = Storage(
            id: id, keys: keys, givenLabel: label, description: description, hint: hint, isAvailable: isAvailable,
            isPriority: isPriority, isRemappable: isRemappable, perform: handle)
    }

    /// Whether the binding applies now and one of its keys is `press`.
    func matches(_ press: KeyPress) -> Bool {
        isAvailable && keys.contains { $0.matches(press) }
    }

    /// Runs the action for `press`; true when it used the key.
    func handle(_ press: KeyPress) -> Bool {
        perform(press)
    }

    /// The binding with `action` run after its own whenever that used the key (an overlay redraws
    /// what its editing keys changed).
    func followed(by action: @escaping @MainActor () -> Void) -> KeyBinding {
        let perform = self.perform
        return KeyBinding(
            keys, id: id, label: givenLabel, description: description, hint: hint, isAvailable: isAvailable,
            isPriority: isPriority, isRemappable: isRemappable
        ) { press in
            guard perform(press) else { return false }
            action()
            return true
        }
    }

    /// The binding with `keys` instead of its own, as a keymap gives them: the label and the
    /// status line's hint then name the new keys, and the action runs as if the binding's first
    /// own key were pressed (the actions of bindings with several keys may tell them apart; every
    /// key of one built-in binding does the same thing).
    func remapped(to keys: [KeyPattern]) -> KeyBinding {
        let canonical = self.keys.lazy.compactMap(\.press).first
        let perform = self.perform
        return KeyBinding(
            keys, id: id, description: description,
            hint: hint.map { KeyHint($0.text, priority: $0.priority) },
            isAvailable: isAvailable, isPriority: isPriority, isRemappable: isRemappable
        ) { press in perform(canonical ?? press) }
    }
}

/// How the status line offers a binding: `Enter open`, `z zoom`.
public struct KeyHint: Hashable, Sendable {
    /// The word after the keys (`open`).
    public let text: String
    /// The keys as the hint writes them (`↑↓`), while no binding nearer the focus takes any of the
    /// binding's keys; nil (or once one is taken) names the first one or two keys still free (`Esc`
    /// where a text field takes `⌫`).
    public let keys: String?
    /// Which hints a narrow status line drops first: lower goes first.
    public let priority: Int
    /// What the status line says instead when a binding nearer the focus takes every key of this
    /// one (`↑↓ then z unzoom` inside a text field); nil says nothing then.
    public let whenTaken: String?

    /// A hint with `text` after the keys.
    public init(_ text: String, keys: String? = nil, priority: Int = 5, whenTaken: String? = nil) {
        self.text = text
        self.keys = keys
        self.priority = priority
        self.whenTaken = whenTaken
    }
}

/// The bindings of one scope, in the order they are tried.
@MainActor
public struct KeyBindingGroup {
    /// How the help titles them (`Window`, `Text field`, the screen's title).
    public let title: String
    /// Where they apply.
    public let scope: KeyBindingScope
    /// The bindings, most used first.
    public let bindings: [KeyBinding]
    /// For a built-in group, a number that is the same exactly when the group's bindings, their
    /// availability and hints are (so the status line's hints can be reused); nil for others.
    let signature: Int?

    /// A group of `bindings` titled `title`.
    public init(title: String, scope: KeyBindingScope, bindings: [KeyBinding]) {
        self.init(title: title, scope: scope, signature: nil, bindings: bindings)
    }

    init(title: String, scope: KeyBindingScope, signature: Int?, bindings: [KeyBinding]) {
        self.title = title
        self.scope = scope
        self.bindings = bindings
        self.signature = signature
    }
}

/// Where a group of bindings applies; a key tries them from the focused control outwards.
public enum KeyBindingScope: Hashable, Sendable {
    /// The focused control (a text field, a list, a user's widget).
    case focusedControl
    /// The screen around the focused control (`.keyBinding`, `.onKeyPress`).
    case screen
    /// An alert, dialog or sheet, which takes the pane's keys while it is shown.
    case modal
    /// The pane: moving the selection, activating, going back, the inspector.
    case pane
    /// The whole window: panes, zoom, help, quit.
    case window
    /// The terminal itself: repainting and suspending (handled by the event loop).
    case terminal
    /// The mouse (listed in the help; clicks and the wheel do not go through key bindings).
    case mouse
}
