import NavPilot

extension TerminalSession {
    /// Runs `session` in the terminal as the standard options ask (`LaunchOptions`, from
    /// `AppCommandLine.parse(_:)`): narrated or drawn, with its theme, its remembered layout, the
    /// stacks, focus and layout of a session link, without transitions or the clipboard; whatever
    /// they leave unsaid follows the environment, as `run(_:narrate:listener:remembersLayout:keymap:theme:configure:)`
    /// does. `configure` runs after the options are applied.
    ///
    /// - Throws: `SessionLaunchError.open` when the link does not fit the session (nothing changed
    ///   then, nothing drawn), `.theme` for a theme no one has, `.terminal` as `run` throws.
    public static func run(
        _ session: Session, options: LaunchOptions, listener: (any SessionListener)? = nil,
        configure: (@MainActor (WindowManager) -> Void)? = nil
    ) async throws(SessionLaunchError) {
        let (theme, configured) = try applying(options, to: session, configure: configure)
        do {
            try await start(
                session, narrate: options.narrate ? true : nil, listener: listener, remembersLayout: options.remember,
                keymap: nil, theme: theme, configure: configured)
        } catch {
            throw .terminal(error)
        }
    }

    /// What `options` ask of `session` before it starts: the theme, and what to do to its window
    /// before the first frame (then `configure`). The link is opened here, so one that does not fit
    /// throws before anything is drawn.
    static func applying(
        _ options: LaunchOptions, to session: Session, configure: (@MainActor (WindowManager) -> Void)?
    ) throws(SessionLaunchError) -> (ThemeRequest, @MainActor (WindowManager) -> Void) {
        let theme: ThemeRequest
        do {
            theme =
                try options.theme.map { name throws(ThemeNameError) in
                    try ThemeSelection.theme(named: name).map(ThemeRequest.theme) ?? .automatic
                } ?? .environment
        } catch {
            throw .theme(error)
        }
        var focus: String?
        do {
            if let link = options.open { focus = try session.openAtLaunch(link) }
            if let text = options.openStackLink { focus = try session.openStackLinkAtLaunch(text) }
        } catch {
            throw .open(error)
        }
        return (
            theme,
            { window in
                if let link = options.open { try? window.applyLayout(of: link) }  // checked above: it fits
                if let focus { window.focus(focus) }
                if options.reduceMotion { window.animatesTransitions = false }
                if options.noClipboard { window.allowsClipboard = false }
                configure?(window)
            }
        )
    }
}
