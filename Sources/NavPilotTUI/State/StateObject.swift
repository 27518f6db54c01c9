/// An `ObservableObject` a view or an app makes once and keeps, as in SwiftUI:
///
/// ```swift
/// @main
/// struct MyApp: App {
///     @StateObject var pilot = NavPilot(initial: AppRoute.home)
///     …
/// }
/// ```
/// The object is made the first time it is needed, from the expression given (an autoclosure), and
/// never again: in a view (recreated on every frame) it lives in the pane's state store under the
/// view's place, like `@State`, so the same object comes back on every frame and after going back to
/// the screen; in an `App` it lives as long as the app. `$object.property` is a `Binding`.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    let box: StateObjectBox<ObjectType>

    /// Keeps the object `thunk` makes; `thunk` runs once, when the object is first needed.
    public init(wrappedValue thunk: @autoclosure @escaping @MainActor () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    /// The kept object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties: `$object.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: box.object)
    }
}

extension StateObject: StateProperty {
    var storage: any StateLinkable { box }
    var makesObject: Bool { true }
}

/// The box a `@StateObject` holds: its object, made on first use, or the one the store keeps for the
/// view's place once the renderer links it.
@MainActor
final class StateObjectBox<ObjectType: AnyObject>: StateLinkable {
    private let make: @MainActor () -> ObjectType
    private var cell: StateCell<ObjectType>?
    private var linked = false

    init(make: @escaping @MainActor () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let cell {
            return cell.value
        }
        let made = StateCell(make())
        cell = made
        return made.value
    }

    func link(to store: ViewStateStore, key: StateKey) {
        guard !linked else { return }
        linked = true
        let own = cell
        // An object this copy already made is kept only if the store has none for the place yet.
        cell = store.cell(for: key) { own?.value ?? make() }
    }
}
