import NavPilot

#if canImport(Glibc)
import Glibc
#endif

/// `navpilot attach NAME`: shows a served session in this terminal and types into it, until the
/// user detaches (Ctrl+W d; `q` when read-only), the session ends, or this terminal goes away.
///
/// The client takes this terminal as any session does (`TerminfoTerminal`: its colours, keyboard
/// protocol, synchronized output and clipboard are this terminal's own) and asks it its background,
/// which the session's theme follows when this client is the first to know it. Ctrl+L repaints and
/// Ctrl+Z suspends here, in the client's own terminal; every other key goes to the session.
@MainActor
package final class AttachClient {
    /// How the client ended.
    package enum Outcome: Equatable {
        /// The server said goodbye.
        case goodbye(AttachMessage.Goodbye)
        /// The connection ended without a goodbye (the server was killed or crashed), or what came
        /// was not the protocol.
        case lost(String?)
        /// This terminal went away (its window closed).
        case terminalClosed
    }

    private let connection: AttachConnection
    private let terminal: TerminfoTerminal
    private let readOnly: Bool
    private var screen = ClientScreen()
    private var shown = CellBuffer(size: .zero)
    private var shownCursor: (Point?, Point?) = (nil, nil)
    private var outcome: Outcome?
    /// A read-only client's keys, which detach it and do nothing else.
    private var readOnlyKeys = ReadOnlyKeys()
    /// The session's name, as the server said it.
    package private(set) var sessionName = ""
    /// The theme last told to the session (in the hello, then by `tellTheme(_:)`).
    private var toldTheme = ""

    /// Shows the session behind `connection` in `terminal`.
    package init(connection: AttachConnection, terminal: TerminfoTerminal, readOnly: Bool) {
        self.connection = connection
        self.terminal = terminal
        self.readOnly = readOnly
    }

    /// Runs until the client ends; how it ended.
    package func run(theme: String) async -> Outcome {
        let (wakes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let wake: @Sendable () -> Void = { continuation.yield() }
        connection.start(wake: wake)
        terminal.startInputMonitor(wake)
        defer {
            terminal.stopInputMonitor()
            continuation.finish()
        }
        let hello = ClientHello(
            purpose: readOnly ? .watch : .attach, size: terminal.size, name: Self.terminalName, theme: theme,
            colors: terminal.colorCount)
        guard connection.send(.hello(hello)) else { return .lost(nil) }
        toldTheme = theme
        for await _ in wakes {
            handleInput()
            handleMessages()
            if let outcome { return outcome }
            draw(whole: false)
        }
        return outcome ?? .lost(nil)
    }

    /// Tells the session the theme this terminal asks for, when it changed since last told: the
    /// terminal's background came after the hello, or said otherwise than remembered.
    package func tellTheme(_ theme: String) {
        guard theme != toldTheme else { return }
        toldTheme = theme
        _ = connection.send(.theme(theme))
    }

    /// Sends this terminal's input to the session, keeping the terminal's own keys.
    private func handleInput() {
        var input: [InputEvent] = []
        for event in terminal.readEvents(timeout: .zero) {
            switch event {
            case .resize(let size):
                _ = connection.send(.resize(size))
                draw(whole: true)
            case .key(let press) where EventLoop.loopKeys.contains { $0.matches(press) }:
                _ = KeyBindingChain(groups: [terminalKeys]).dispatch(press)
            default:
                if readOnly {
                    watch(event)
                } else {
                    input.append(event)
                }
            }
        }
        if terminal.isInputClosed {
            outcome = outcome ?? .terminalClosed
            return
        }
        if !input.isEmpty, !connection.send(.input(input)) { outcome = outcome ?? .lost(nil) }
    }

    /// A read-only client's key: only a detaching one is sent, as a detach.
    private func watch(_ event: InputEvent) {
        guard case .key(let press) = event, readOnlyKeys.detaches(press) else { return }
        _ = connection.send(.detach)
    }

    /// Ctrl+L and Ctrl+Z, in this terminal.
    private var terminalKeys: KeyBindingGroup {
        EventLoop.terminalKeyBindings(
            repaint: { [weak self] in self?.draw(whole: true) },
            suspend: { [weak self] in
                self?.terminal.suspend()
                self?.draw(whole: true)
            })
    }

    /// Takes what the server sent.
    private func handleMessages() {
        for incoming in connection.take() {
            switch incoming {
            case .message(.frame(let frame)): screen.apply(frame)
            case .message(.clipboard(let text)): terminal.copyToClipboard(text)
            case .message(.welcome(let session, _)): sessionName = session
            case .message(.goodbye(let goodbye)): outcome = outcome ?? .goodbye(goodbye)
            case .message: break
            case .closed(let problem): outcome = outcome ?? .lost(problem)
            }
        }
    }

    /// Draws what changed on this terminal's view of the session (all of it when `whole`).
    private func draw(whole: Bool) {
        let size = terminal.size
        let view = screen.view(size: size, readOnly: readOnly)
        if whole || shown.size != size {
            terminal.clear()
            shown = CellBuffer(size: .zero)
        }
        let changes = diff(from: shown, to: view)
        let cursor = (screen.cursor(in: size), screen.focusPoint)
        guard !changes.isEmpty || whole || cursor != shownCursor else { return }
        terminal.draw(changes)
        terminal.setCursor(cursor.0)
        terminal.setFocusPoint(cursor.1)
        terminal.flush()
        shown = view
        shownCursor = cursor
    }

    /// This terminal's name (`pts/3`), or the user's when it has none.
    static var terminalName: String {
        if let name = ttyname(0) {
            let path = String(cString: name)
            return path.hasPrefix("/dev/") ? String(path.dropFirst(5)) : path
        }
        return "pid \(getpid())"
    }
}
