import NavPilot

/// Finds the pilot of the `NavPilotHost` a window's content is, so the pane is driven by it.
@MainActor
enum HostedPilot {
    /// The pilot of the `NavPilotHost` that `view` is, looking through every view that wraps one
    /// other view: any modifier (a user's `ViewModifier`, styles, accessibility, lifecycle,
    /// environment), a layer's content (`.overlay`, `.background`), a group of one view. A host
    /// among other views (a stack holding it and a title) is not the whole pane: nil. The views a
    /// custom view makes in its `body` are not looked into: that would run the body before the
    /// pane has its state.
    static func of(_ view: any View) -> (any PilotControl)? {
        find(in: view, depth: 0)
    }

    /// How deep the search goes: far deeper than any chain of modifiers, and a bound all the same.
    private static let maximumDepth = 64

    private static func find(in view: any View, depth: Int) -> (any PilotControl)? {
        guard depth < maximumDepth else { return nil }
        if let host = view as? any PilotHosting {
            return host.hostedPilot
        }
        if let group = view as? ViewGroup {
            return group.children.count == 1 ? find(in: group.children[0], depth: depth + 1) : nil
        }
        // The wrapped view: a modifier's stored content, the first view stored (a layer's content
        // comes before the layer).
        for child in Mirror(reflecting: view).children {
            guard let wrapped = child.value as? any View, !(wrapped is ViewGroup) else { continue }
            return find(in: wrapped, depth: depth + 1)
        }
        return nil
    }
}
