import NavPilot
import Observation

/// A class whose `@Published` properties views observe, spelled as in SwiftUI so models port
/// unchanged:
///
/// ```swift
/// @MainActor
/// final class Access: ObservableObject {
///     @Published var isSignedIn = false
/// }
/// ```
/// There is no Combine on Linux, so there is no `objectWillChange` publisher: a view that read a
/// `@Published` property while drawing is drawn again when that property changes (the Observation
/// framework tracks the read), whoever changes it: an action, a task or a binding.
public protocol ObservableObject: AnyObject {}

/// The router is an object views keep with `@StateObject`, as with the original library.
extension NavPilot: ObservableObject {}

/// A property of an `ObservableObject` whose changes redraw the views that read it, as in SwiftUI.
///
/// The value lives in an observable cell shared by every copy of the wrapper, so reading it while
/// drawing is tracked and setting it (directly, or through `$model.property` from `@ObservedObject`
/// or `@StateObject`) asks for a new frame. Unlike SwiftUI's, it has no publisher (`$property` of
/// the model itself): there is no Combine.
@propertyWrapper
public struct Published<Value> {
    private let cell: PublishedCell<Value>

    /// A property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        cell = PublishedCell(wrappedValue)
    }

    /// A property starting at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value; setting it redraws the views that read it.
    public var wrappedValue: Value {
        get { cell.value }
        nonmutating set { cell.value = newValue }
    }
}

/// The storage of a `@Published` property: observable, so the Observation framework tracks reads.
@Observable
final class PublishedCell<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
