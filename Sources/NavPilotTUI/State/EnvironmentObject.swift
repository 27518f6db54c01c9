/// An object provided by an enclosing view, like SwiftUI's `@EnvironmentObject`.
///
/// `@EnvironmentObject var pilot: NavPilot<FeedRoute>` resolves the nearest `NavPilotHost` of that route
/// type around the view, both while `body` is evaluated and when an action runs later (the object is
/// captured at render time, as in SwiftUI). Other objects are provided with `.environmentObject(_:)`.
/// A view that asks for an object nobody provides is replaced by a message naming the type asked for
/// and the types available, and the problem is logged.
@MainActor
@propertyWrapper
public struct EnvironmentObject<ObjectType: AnyObject> {
    let box = EnvironmentObjectBox()

    /// Declares the dependency; the renderer fills it before `body` runs.
    public init() {}

    /// The object from the environment.
    public var wrappedValue: ObjectType {
        guard let object = box.object as? ObjectType else {
            // The renderer checks every @EnvironmentObject before running body, so this is reached only
            // when a view is used outside a render (for example, constructed and read directly).
            fatalError("missing @EnvironmentObject of type \(ObjectType.self): no enclosing view provides it")
        }
        return object
    }
}

/// Holds the object an `@EnvironmentObject` resolved to.
@MainActor
final class EnvironmentObjectBox {
    var object: AnyObject?
}

/// Lets the renderer fill any `@EnvironmentObject` without knowing its type parameter.
@MainActor
protocol EnvironmentObjectResolvable {
    var objectTypeName: String { get }
    /// Fills the box from the environment; false when no object of the type is there.
    func resolve(from environment: EnvironmentValues) -> Bool
}

extension EnvironmentObject: EnvironmentObjectResolvable {
    var objectTypeName: String { String(describing: ObjectType.self) }

    func resolve(from environment: EnvironmentValues) -> Bool {
        box.object = environment.object(of: ObjectType.self)
        return box.object != nil
    }
}

/// The objects visible to a subtree, keyed by their type: the host-context registry. A provider
/// (a `NavPilotHost`, `.environmentObject`) adds to a copy for its own subtree only, so nested
/// providers of the same type shadow outer ones and providers of other types stay visible.
public struct EnvironmentValues {
    // The type is kept, not its name: naming a type demangles it, which only error messages need.
    private var objects: [ObjectIdentifier: (type: Any.Type, object: AnyObject)] = [:]

    /// Values set by `.environment` for keys of users' own (`EnvironmentKey`).
    var keyedValues: [ObjectIdentifier: Any] = [:]

    /// Dismisses the presentation a view is in (`@Environment(\.dismiss)`): the sheet, or the
    /// pushed screen (see `DismissAction`); nothing outside both.
    public var dismiss = DismissAction {}

    /// Whether controls here take input: false inside `.disabled(true)`, so a widget can draw
    /// itself disabled as the built-in controls do (they are drawn dim and skipped by the focus).
    public var isEnabled = true

    /// How the lines of wrapped text sit in their width (`.multilineTextAlignment`).
    public var multilineTextAlignment = TextAlignment.leading

    /// The pane's theme (`@Environment(\.theme)`): its styles by role, for views that want to look
    /// like the built-in ones on a light or dark terminal (`Text("3 new").foregroundStyle(...)`
    /// with `theme.success`, …).
    public var theme = Theme.standard

    /// How images are drawn on this terminal: the window sets it from what the terminal answered
    /// (the kitty graphics protocol or not) and its colours.
    public var imageRendering = ImageRendering.standard

    /// What the innermost `.onSubmit` around a view does; nil where there is none (a text field
    /// then passes the focus on).
    public var submitAction: SubmitAction?

    /// How buttons draw (`.buttonStyle`).
    var buttonStyle = PrimitiveButtonStyle.automatic

    /// What a button does after its action: an alert's or a dialog's buttons each also dismiss it.
    var buttonFollowUp: (@MainActor () -> Void)?

    /// An empty environment.
    public init() {}

    /// The object registered for `type`, if any.
    public func object<T: AnyObject>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)]?.object as? T
    }

    /// Registers `object` under its own type (the nearest registration wins).
    public mutating func insert<T: AnyObject>(_ object: T) {
        objects[ObjectIdentifier(T.self)] = (T.self, object)
    }

    /// The type names of every object available, sorted, for error messages.
    public var availableTypeNames: [String] {
        objects.values.map { String(describing: $0.type) }.sorted()
    }
}
