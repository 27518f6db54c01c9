/// A part of an app's user interface, as in SwiftUI: in a terminal, each `WindowGroup` of an app's
/// body is one pane, and a scene of your own is made of others.
///
/// ```swift
/// struct Reading: Scene {
///     var body: some Scene {
///         WindowGroup("Feed") { FeedHost() }
///         WindowGroup("Chat") { ChatHost() }
///     }
/// }
/// ```
@MainActor
public protocol Scene {
    /// The type of scene this scene's body is made of.
    associatedtype Body: Scene

    /// The content of this scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Scenes the app turns into windows directly instead of evaluating a body.
@MainActor
protocol PrimitiveScene {
    var windows: [SceneWindow] { get }
}

/// One window of an app: a pane before it is given its unique name.
struct SceneWindow {
    /// The pane's name as the scene asks for it (an id, or a name made from the title).
    let name: String
    let content: @MainActor () -> any View
}

extension Scene {
    /// The windows of this scene, in order: its own if it is primitive, else its body's.
    var windows: [SceneWindow] {
        if let primitive = self as? any PrimitiveScene {
            return primitive.windows
        }
        return body.windows
    }
}

/// Builds scenes from closures the way SwiftUI's `@SceneBuilder` does: several scenes, `if`/`else`
/// and `for` loops.
@MainActor
@resultBuilder
public enum SceneBuilder {
    /// One scene as a list.
    public static func buildExpression(_ scene: some Scene) -> [any Scene] { [scene] }

    /// Several scenes in a row.
    public static func buildBlock(_ parts: [any Scene]...) -> [any Scene] { parts.flatMap { $0 } }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [any Scene]?) -> [any Scene] { part ?? [] }

    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: [any Scene]) -> [any Scene] { part }

    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: [any Scene]) -> [any Scene] { part }

    /// A `for` loop.
    public static func buildArray(_ parts: [[any Scene]]) -> [any Scene] { parts.flatMap { $0 } }

    /// `if #available` branches.
    public static func buildLimitedAvailability(_ part: [any Scene]) -> [any Scene] { part }

    /// The built scenes as one scene.
    public static func buildFinalResult(_ parts: [any Scene]) -> SceneGroup { SceneGroup(parts) }
}

/// Scenes built by `@SceneBuilder`: their windows, in order.
public struct SceneGroup: Scene, PrimitiveScene {
    let scenes: [any Scene]

    /// A group of the given scenes.
    public init(_ scenes: [any Scene]) {
        self.scenes = scenes
    }

    /// A group is primitive: the app takes the windows of its scenes.
    public var body: Never { return primitiveBody(of: Self.self) }

    var windows: [SceneWindow] { scenes.flatMap(\.windows) }
}
