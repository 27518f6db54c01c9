/// A view a modifier made around another: an app's window looks through it to find the
/// `NavPilotHost` whose pilot is the pane's (`WindowGroup { NavPilotHost(…).environmentObject(…) }`).
@MainActor
protocol ModifiedContent {
    /// The view the modifier modifies.
    var modifiedContent: any View { get }
}

extension EnvironmentObjectView: ModifiedContent {
    var modifiedContent: any View { content }
}

extension StyledView: ModifiedContent {
    var modifiedContent: any View { content }
}

extension NavigationTitleView: ModifiedContent {
    var modifiedContent: any View { content }
}

extension PaddedView: ModifiedContent {
    var modifiedContent: any View { content }
}

extension EnvironmentWriter: ModifiedContent {
    var modifiedContent: any View { content }
}

extension LifecycleView: ModifiedContent {
    var modifiedContent: any View { content }
}

extension ModalView: ModifiedContent {
    var modifiedContent: any View { content }
}

extension KeyHandlerView: ModifiedContent {
    var modifiedContent: any View { content }
}

extension PreferenceWriter: ModifiedContent {
    var modifiedContent: any View { content }
}

extension PreferenceReader: ModifiedContent {
    var modifiedContent: any View { content }
}
