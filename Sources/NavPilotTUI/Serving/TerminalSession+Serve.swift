import NavPilot

#if canImport(Glibc)
import Glibc
#endif

extension TerminalSession {
    /// Serves `session` as `name` until it ends: its socket in the sessions' folder
    /// (`ServedSessions`), any number of clients attached (`AttachClient`), the standard `options`
    /// applied as `run(_:options:listener:configure:)` applies them, and `listener` (the control
    /// socket) beside it. `ready` is called once the socket takes connections, or with the problem
    /// that kept it from it.
    ///
    /// The session ends when a client's user quits it, `navpilot kill` ends it, or SIGINT, SIGTERM
    /// or SIGHUP comes; its clients are told, its layout saved when `options.remember`, its socket
    /// removed. Returns the signal that ended it, if one did.
    static func serve(
        _ session: Session, name: String, options: LaunchOptions, listener: (any SessionListener)?,
        ready: (String?) -> Void
    ) async throws(ServeError) -> Int32? {
        let path = try ServedSessions.socketPath(of: name)
        let (theme, configured): (ThemeRequest, @MainActor (WindowManager) -> Void)
        do {
            (theme, configured) = try applying(options, to: session, configure: nil)
        } catch {
            throw .other(error.description)
        }
        let (fd, file): (Int32, FileIdentity)
        do {
            (fd, file) = try UnixSocket.listen(at: path)
        } catch .inUse {
            throw .alreadyServed(name)
        } catch {
            throw .other(error.description)
        }
        guard let connections = AttachListener(listener: fd) else {
            close(fd)
            _ = file.remove(at: path)
            throw .other("no pipe could be made for the server's thread")
        }
        let (window, named) = makeWindowManager(session, keymap: nil, theme: theme)
        window.theme = named ?? automaticTheme(background: nil)
        configured(window)
        let served = ServedTerminal(name: name, connections: connections, pid: getpid())
        let store = FileStateStore()
        if options.remember {
            do {
                try RememberedLayout.restore(into: window, from: store)
            } catch {
                window.momentaryStatus = error.description
            }
        }
        let loop = EventLoop(app: window, backend: served)
        // A theme that follows the terminal follows the first client's, which answered for it; the
        // others get theirs by translation (`drawnTheme`).
        let automatic: Theme? = named == nil ? window.theme : nil
        served.whenThemeIsKnown = { [weak window, weak loop] name in
            guard let window, let automatic, window.theme == automatic,
                let chosen = (try? ThemeSelection.theme(named: name)) ?? nil
            else { return }
            window.theme = chosen
            loop?.invalidate()
        }
        // Each client sees the theme its own terminal asks for and has the colours for, translated
        // from the session's.
        served.drawnTheme = { [weak window] in window?.theme }
        served.followsClientThemes = named == nil
        served.describe = { [weak window] in
            guard let window else { return "" }
            return window.panes.map(\.name).joined(separator: ", ")
        }
        window.detachRequest = { [weak served] in
            guard let served, let id = served.eventClient else { return }
            served.detach(id)
        }
        TerminationSignals.install()
        TerminationSignals.notify(connections.wakeDescriptor)
        defer { TerminationSignals.uninstall() }
        do {
            try listener?.start(loop: loop, window: window)
        } catch {
            connections.stop()
            _ = file.remove(at: path)
            throw .other(error.description)
        }
        ready(nil)
        await loop.run()
        if options.remember { try? RememberedLayout.save(window, to: store) }
        listener?.stop()
        // The socket goes first: a client that comes now finds nothing, not a server saying goodbye.
        _ = file.remove(at: path)
        served.sayGoodbye()
        connections.stop()
        return served.terminationSignal
    }
}
