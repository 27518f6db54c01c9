import NavPilot

/// What flows down the tree while it resolves: the environment, the view's place, the screen and
/// host around it, the form it is a row of.
struct ResolveScope {
    var environment: EnvironmentValues
    /// Position of the view being resolved, as child indices from the root.
    var path = ""
    /// The stack entry of the screen being resolved (nil outside hosts).
    var entry: StackEntryID?
    /// The innermost host around the view being resolved.
    var host: Int?
    /// The sections resolved so far in the innermost `Form` around the view being resolved (nil
    /// outside a form, and inside a section's own rows).
    var formSections: FormSections?
    /// Whether this resolve only looks for a screen's title (`NavPilotHost`'s breadcrumb probe): a
    /// view that would make a `@StateObject`'s object is left out instead, since making it could
    /// start work or read saved state for a screen that is not shown.
    var isTitleProbe = false
}

/// What a resolve collects on its way up, for the pane after the pass: the controls focus moves
/// through, the hosts and their screens, the handlers and lifecycle modifiers, titles and crumbs.
struct ResolveOutput {
    var focusTargets: [FocusTarget] = []
    var hosts: [HostRecord] = []
    /// Top entry of every host, outermost first: the focus scope of the pane.
    var screens: [StackEntryID] = []
    /// Entry identities of every pilot rendered, to forget state of entries that left their stack.
    var liveEntries: [ObjectIdentifier: [StackEntryID]] = [:]
    /// `liveEntries` and the entries each pilot can go forward to, ascending: whose state is kept.
    var keptEntries: [ObjectIdentifier: [StackEntryID]] = [:]
    /// Whether an indeterminate `ProgressView` was resolved in this pass.
    var showsSpinner = false
    /// The modal presented last in this pass (an inner view's alert over an outer one's).
    var modal: ModalRecord?
    /// The `.onKeyPress` handlers of this pass, innermost before the views around them.
    var keyHandlers: [KeyHandler] = []
    /// The lifecycle modifiers (`.task`, `.onAppear`, `.onDisappear`) of this pass, in order.
    var lifecycle: [LifecycleRecord] = []
    /// Breadcrumb of each host, by host index.
    var breadcrumbs: [Int: [Crumb]] = [:]
    /// Titles the screens shown in this pass set (`navigationTitle`), to be remembered after it.
    var screenTitles: [StackEntryID: String] = [:]
}

extension ResolveContext {
    // What views and the pane read and set of the pass, by the names they always had.

    var environment: EnvironmentValues { down.environment }
    var path: String { down.path }
    var scope: StackEntryID? { down.entry }
    var isTitleProbe: Bool {
        get { down.isTitleProbe }
        set { setScope { $0.isTitleProbe = newValue } }
    }
    var formSections: FormSections? {
        get { down.formSections }
        set { setScope { $0.formSections = newValue } }
    }
    var showsSpinner: Bool {
        get { up.showsSpinner }
        set { collect { $0.showsSpinner = newValue } }
    }
    var focusTargets: [FocusTarget] { up.focusTargets }
    var hosts: [HostRecord] { up.hosts }
    var screens: [StackEntryID] { up.screens }
    var liveEntries: [ObjectIdentifier: [StackEntryID]] { up.liveEntries }
    var keptEntries: [ObjectIdentifier: [StackEntryID]] { up.keptEntries }
    var modal: ModalRecord? { up.modal }
    var keyHandlers: [KeyHandler] { up.keyHandlers }
    var lifecycle: [LifecycleRecord] { up.lifecycle }
    var breadcrumbs: [Int: [Crumb]] { up.breadcrumbs }
    var screenTitles: [StackEntryID: String] { up.screenTitles }
}
