/// A key for a value the enclosing views provide to every view inside them, as SwiftUI's
/// `EnvironmentKey`: declare the key and a property on `EnvironmentValues`, set it with
/// `.environment(_:_:)`, read it with `@Environment` in any view or `Widget`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static var defaultValue: Color { .cyan }
/// }
///
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
///
/// Inbox().environment(\.accent, .magenta)     // inside: @Environment(\.accent) var accent
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no enclosing view sets one.
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value for `key`: the one the nearest enclosing `.environment` set, else its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { keyedValues[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { keyedValues[ObjectIdentifier(key)] = newValue }
    }
}

extension View {
    /// Sets the environment value at `keyPath` to `value` for this view and every view inside it
    /// (the nearest setting wins), as in SwiftUI.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }
}

/// A view that changes the environment of its content: `.environment`, and the modifiers that are
/// environment values underneath (`.disabled`, `.buttonStyle`, `.multilineTextAlignment`, `.onSubmit`).
struct EnvironmentWriter<Content: View>: View, PrimitiveView {
    let content: Content
    let update: @MainActor (inout EnvironmentValues) -> Void

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        context.withEnvironment(update) { context.resolve(content) }
    }
}

/// Runs the action of the innermost `.onSubmit` around a view (`@Environment(\.submitAction)`), as a
/// text field does on Return.
@MainActor
public struct SubmitAction {
    let action: @MainActor () -> Void

    /// Submits: `submitAction()`.
    public func callAsFunction() {
        action()
    }
}
