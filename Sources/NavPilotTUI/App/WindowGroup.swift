/// A window of an app, as in SwiftUI: in a terminal, one pane of the app's session.
///
/// ```swift
/// WindowGroup {
///     NavPilotHost(pilot) { route in … }
/// }
/// ```
/// The pane is named by `id`, else by the title in lower case with a dash for each run of other
/// characters (`"Feed Reader"` → `feed-reader`), else `main`; a name already taken gets `-2`, `-3`.
/// The name is what the status line, scenario files and session links call the pane. When the
/// content is a `NavPilotHost` (modifiers around it included), its pilot is the pane's, so
/// scenarios and session links drive it.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let name: String
    let content: @MainActor () -> Content

    /// A window showing `content`, named `main`.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(name: "main", content: content)
    }

    /// A window showing `content`, named after `title`.
    public init(_ title: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(name: Self.paneName(fromTitle: title), content: content)
    }

    /// A window showing `content`, named `id`.
    public init(id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(name: id, content: content)
    }

    /// A window showing `content`, named `id` (the title is SwiftUI's window title; a pane shows
    /// its screen's title instead).
    public init(_ title: String, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(name: id, content: content)
    }

    private init(name: String, content: @escaping @MainActor () -> Content) {
        self.name = name
        self.content = content
    }

    /// A window group is primitive: it is one pane.
    public var body: Never { return primitiveBody(of: Self.self) }

    var windows: [SceneWindow] {
        let content = self.content
        return [SceneWindow(name: name, content: { content() })]
    }

    /// `title` in lower case, each run of characters other than letters and digits one dash.
    static func paneName(fromTitle title: String) -> String {
        var name = ""
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                name.append(character)
            } else if !name.isEmpty, name.last != "-" {
                name.append("-")
            }
        }
        while name.last == "-" { name.removeLast() }
        return name.isEmpty ? "main" : name
    }
}
