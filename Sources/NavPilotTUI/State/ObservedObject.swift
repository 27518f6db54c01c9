/// An `ObservableObject` a view is given by whoever makes it, as in SwiftUI: `$model.property`
/// is a `Binding` to one of its properties.
///
/// ```swift
/// struct HomeView: View {
///     @ObservedObject var access: Access
///
///     var body: some View {
///         Toggle("Signed in", isOn: $access.isSignedIn)
///     }
/// }
/// ```
/// The view does not own the object: it is whatever the parent passes on each frame. Use
/// `@StateObject` for an object the view makes and keeps.
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Bindings to the properties of an observed object: `$model.property`.
    @MainActor
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding that reads and writes `keyPath` of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties: `$model.property`.
    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }
}
