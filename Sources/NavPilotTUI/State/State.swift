import Observation

/// Per-screen state of a view, like SwiftUI's `@State`.
///
/// The view struct is recreated on every frame; the value lives in the pane's state store, keyed by
/// the stack entry of the screen, the view's position in the tree and the property name. So a value
/// survives re-rendering, and going back to a screen shows it as the user left it. State of an entry
/// that left its stack is dropped, so pushing the same route again starts fresh.
@MainActor
@propertyWrapper
public struct State<Value> {
    let box: StateBox<Value>

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        box = StateBox(initial: wrappedValue)
    }

    /// State starting at `initialValue`.
    public init(initialValue: Value) {
        box = StateBox(initial: initialValue)
    }

    /// The current value; setting it re-renders the views that read it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, for controls such as `TextField`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// Storage that outlives the views reading it. Observable, so a change from an action or a task
/// re-renders the pane.
@MainActor
@Observable
final class StateCell<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Implemented by the box of every `@State`, so the renderer can connect it to the store.
@MainActor
protocol StateLinkable: AnyObject {
    func link(to store: ViewStateStore, key: StateKey)
}

/// Implemented by `State` of any value type, so the renderer can find its box by reflection.
@MainActor
protocol StateProperty {
    var storage: any StateLinkable { get }
    /// Whether linking may make an object (`@StateObject`), which a title probe must not do.
    var makesObject: Bool { get }
}

extension StateProperty {
    var makesObject: Bool { false }
}

extension State: StateProperty {
    var storage: any StateLinkable { box }
}

/// The box a `@State` holds: its own value until the renderer links it to a cell of the store.
@MainActor
final class StateBox<Value>: StateLinkable {
    private var cell: StateCell<Value>
    private var linked = false

    init(initial: Value) {
        cell = StateCell(initial)
    }

    var value: Value {
        get { cell.value }
        set { cell.value = newValue }
    }

    func link(to store: ViewStateStore, key: StateKey) {
        guard !linked else { return }
        linked = true
        let own = cell
        cell = store.cell(for: key) { own.value }
    }
}
