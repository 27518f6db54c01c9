/// A value the views inside a view pass up to it, as SwiftUI's `PreferenceKey`: each view sets its
/// part with `.preference(key:value:)`, the parts are combined with `reduce` in the order the views
/// come, and a view around them reads the result with `.onPreferenceChange`.
///
/// ```swift
/// struct UnreadKey: PreferenceKey {
///     static var defaultValue: Int { 0 }
///     static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
/// }
///
/// List(threads) { thread in
///     ThreadRow(thread).preference(key: UnreadKey.self, value: thread.unread)
/// }
/// .onPreferenceChange(UnreadKey.self) { unread in model.badge = unread }
/// ```
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view inside sets one.
    static var defaultValue: Value { get }
    /// Combines `value` (the parts so far) with the next view's part.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Passes `value` up for `key`, combined with the values of the views around it by the key's
    /// `reduce`.
    public func preference<Key: PreferenceKey>(key: Key.Type, value: Key.Value) -> some View {
        PreferenceWriter<Self, Key>(content: self, value: value)
    }

    /// Runs `action` with the combined value the views inside this view pass up for `key`, after the
    /// first frame and after every frame that changes it (as `.onChange` runs). The value goes on
    /// up to the views around this one.
    public func onPreferenceChange<Key: PreferenceKey>(
        _ key: Key.Type, perform action: @escaping @MainActor (Key.Value) -> Void
    ) -> some View where Key.Value: Equatable {
        PreferenceReader<Self, Key>(content: self, action: action)
    }
}

/// The values passed up so far in the subtree being resolved, by key, each with how to combine it.
@MainActor
struct PreferenceValues {
    private var values: [ObjectIdentifier: any PreferencePart] = [:]

    /// The combined value for `key` (its default where no view set one).
    func value<Key: PreferenceKey>(of key: Key.Type) -> Key.Value {
        (values[ObjectIdentifier(key)] as? Part<Key>)?.value ?? Key.defaultValue
    }

    /// Combines `value` into what `key` holds.
    /// The value of `key`, taken out: a consumer (a host taking its screen's title) passes the rest
    /// on.
    mutating func take<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        let value = self.value(of: key)
        values[ObjectIdentifier(key)] = nil
        return value
    }

    mutating func add<Key: PreferenceKey>(_ value: Key.Value, for key: Key.Type) {
        add(Part<Key>(value: value))
    }

    /// Combines every value of `later` (views after these) into these.
    mutating func add(_ later: PreferenceValues) {
        for part in later.values.values { add(part) }
    }

    private mutating func add(_ part: any PreferencePart) {
        let id = part.keyIdentifier
        values[id] = values[id].map { $0.combined(with: part) } ?? part
    }
}

/// One key's value, combinable without knowing the key's type.
@MainActor
private protocol PreferencePart {
    var keyIdentifier: ObjectIdentifier { get }
    func combined(with next: any PreferencePart) -> any PreferencePart
}

@MainActor
private struct Part<Key: PreferenceKey>: PreferencePart {
    var value: Key.Value
    var keyIdentifier: ObjectIdentifier { ObjectIdentifier(Key.self) }

    func combined(with next: any PreferencePart) -> any PreferencePart {
        guard let next = next as? Part<Key> else { return self }
        var value = self.value
        Key.reduce(value: &value) { next.value }
        return Part(value: value)
    }
}

struct PreferenceWriter<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let value: Key.Value

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let node = context.resolve(content)
        context.preferences.add(value, for: Key.self)
        return node
    }
}

struct PreferenceReader<Content: View, Key: PreferenceKey>: View, PrimitiveView where Key.Value: Equatable {
    let content: Content
    let action: @MainActor (Key.Value) -> Void

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        context.withChildPath("preference") {
            let outer = context.preferences
            context.preferences = PreferenceValues()
            let node = context.resolve(content)
            let inner = context.preferences
            context.preferences = outer
            context.preferences.add(inner)
            let action = self.action
            context.addLifecycle(
                .change(ChangeRequest(inner.value(of: Key.self), initial: true) { _, new in action(new) }))
            return node
        }
    }
}
