import NavPilot

/// Something the user can select with Up/Down and activate with Enter or a click.
@MainActor
struct FocusTarget {
    /// The control's structural path: stable across frames while the screen's structure is.
    let id: String
    /// The control, a focusable `Widget` (a button, a text field, a user's control): it gets the
    /// keys first; Enter, Space and a click it does not use arrive as `.enter`.
    let widget: any Widget
    /// The innermost host around the control (its back gesture is the one Backspace triggers).
    let host: Int?
}

/// A navigation host seen during one frame: what the back gesture and the inspector toggle do.
@MainActor
struct HostRecord {
    let pilotID: ObjectIdentifier
    /// The top entry: the screen shown.
    let screen: StackEntryID
    let canGoBack: Bool
    let goBack: @MainActor () -> Void
    /// Whether the pilot has forward routes (a pop took them off), and going forward to the next.
    let canGoForward: Bool
    let goForward: @MainActor () -> Void
    /// Pops to the entry at this depth (1 is the root), as a click on a breadcrumb does.
    let goBackTo: @MainActor (Int) -> Void
    let toggleInspector: @MainActor () -> Void
    /// The stack's depth while the inspector is shown, else nil.
    let inspectorDepth: Int?
}

/// One screen named in a pane's breadcrumb.
struct Crumb: Equatable {
    let title: String
    /// Its position in the stack, 1 for the root.
    let depth: Int
}
