/// A piece of user interface, described by its `body` like a SwiftUI view.
///
/// ```swift
/// struct HomeView: View {
///     @EnvironmentObject var pilot: NavPilot<AppRoute>
///
///     var body: some View {
///         VStack {
///             Button("Open Detail") { pilot.push(.detail(id: 42)) }
///             Button("Settings") { pilot.push(.settings) }
///         }
///         .navigationTitle("Home")
///     }
/// }
/// ```
/// A view is a value recreated on every frame; state that must survive lives in `@State`, and
/// shared objects come from the environment (`@EnvironmentObject`).
@MainActor
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body; they draw themselves.
    public var body: Never { return fatalError("Never has no body") }
}

/// Views that the renderer turns into layout nodes directly instead of evaluating a body.
@MainActor
protocol PrimitiveView {
    func makeNode(_ context: ResolveContext) -> Node
}

/// The body of a primitive view is never evaluated; reaching it is a programming error in the renderer.
func primitiveBody(of type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view; its body is never evaluated")
}
