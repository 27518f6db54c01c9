/// The `.cancel` button among an alert's or a dialog's buttons, passed up to the modal: its action
/// is what Escape does. The first one wins.
struct CancelButtonKey: PreferenceKey {
    static var defaultValue: CancelButton? { nil }

    static func reduce(value: inout CancelButton?, nextValue: () -> CancelButton?) {
        if value == nil { value = nextValue() }
    }
}

/// A `.cancel` button's action (dismissing too), as `CancelButtonKey` passes it up.
struct CancelButton {
    let action: @MainActor () -> Void
}

extension ResolveContext {
    /// Resolves buttons that each also run `dismiss` (passed down in the environment); returns the
    /// result and the `.cancel` button's action (passed up as a preference), if one of them has
    /// that role.
    func withButtonsDismissing<T>(
        _ dismiss: @escaping @MainActor () -> Void, _ body: () -> T
    ) -> (T, cancel: (@MainActor () -> Void)?) {
        let outer = preferences
        preferences = PreferenceValues()
        let result = withEnvironment({ $0.buttonFollowUp = dismiss }, body)
        var buttons = preferences
        let cancel = buttons.take(CancelButtonKey.self)
        preferences = outer
        preferences.add(buttons)
        return (result, cancel?.action)
    }
}
