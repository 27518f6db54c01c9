/// A screen's title (`.navigationTitle`), passed up to the host that shows the screen, which takes
/// it: the outermost title of a screen wins, then the first one (each is added before the view it
/// modifies is resolved).
struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: String? { nil }

    static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}
