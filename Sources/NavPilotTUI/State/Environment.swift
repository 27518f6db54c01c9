/// A value the enclosing views provide, read by key path as in SwiftUI:
///
/// ```swift
/// struct DetailView: View {
///     @Environment(\.dismiss) private var dismiss
///
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
/// The renderer fills it before `body` runs, from the subtree's `EnvironmentValues`, so it holds in
/// actions run later too.
@MainActor
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentValueBox<Value>()

    /// The value at `keyPath` of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value the enclosing views provide (the default when read outside a render).
    public var wrappedValue: Value {
        box.value ?? EnvironmentValues()[keyPath: keyPath]
    }
}

/// Holds the value an `@Environment` resolved to.
@MainActor
final class EnvironmentValueBox<Value> {
    var value: Value?
}

/// Lets the renderer fill any `@Environment` without knowing its value type.
@MainActor
protocol EnvironmentValueResolvable {
    func resolve(from environment: EnvironmentValues)
}

extension Environment: EnvironmentValueResolvable {
    func resolve(from environment: EnvironmentValues) {
        box.value = environment[keyPath: keyPath]
    }
}

/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction` does: in a sheet, the
/// sheet; on a screen pushed onto a `NavPilotHost`'s stack, that screen (and any above it), popped
/// as the back gesture pops it (`.backGesture`); on a host's root screen, whatever presents the host
/// (a sheet around it), else nothing; once its screen has left the stack, nothing.
@MainActor
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Dismisses: `dismiss()`.
    public func callAsFunction() {
        action()
    }
}
