import NavPilot

/// The backend of a served session (`navpilot serve`): no terminal of its own, any number of
/// clients, each showing every frame on its own terminal and typing into the session.
///
/// Frames go to every client as the changed cells (a client that just attached, or after a
/// repaint, gets the whole screen). A client that is behind (its socket full: a slow link, a
/// suspended or stuck client) is sent nothing more until it has read what waited, then the whole
/// screen once: the others never wait for it, and it never holds more than a frame. Each client
/// is sent the screen in its own theme and colours (`drawnTheme`). The session's size is the size
/// of the client that typed last (tmux's `latest`); the others show it clipped or padded and say so. Input is handled a client at
/// a time, so a key's effect on one client (its detach, its clipboard) knows whose it was
/// (`eventClient`). A client is reached through a sender that takes the encoded message: a socket
/// connection (`AttachListener`) or, in a scenario, a client in memory that decodes it.
@MainActor
package final class ServedTerminal: TerminalBackend {
    /// Sends an encoded message to a client; `closing` ends the connection after it.
    package typealias Sender = @MainActor (_ bytes: [UInt8], _ closing: Bool) -> Void

    /// The session's name, as clients and `navpilot ls` see it.
    package let name: String
    /// The session's size: its sizing client's.
    package private(set) var size: Size
    /// The session's screen as the last flush left it.
    package private(set) var screen: CellBuffer
    /// The attached clients, in the order they attached.
    package private(set) var clients: [ServedClient] = []
    /// The client whose input the session is handling (nil between batches).
    package private(set) var eventClient: Int?
    /// Why the session ends, once something outside asked it to (`navpilot kill`, a signal).
    package private(set) var ending: AttachMessage.Goodbye?
    /// Called once with the theme name of the first client that knows its terminal's background.
    package var whenThemeIsKnown: (@MainActor (String) -> Void)?
    /// The theme the session draws in. A client whose terminal has 8 or 16 colours is sent its
    /// frames translated to it adapted to those (`Theme.adapted(toColorCount:)`), and where
    /// `followsClientThemes`, one whose terminal asks for another built-in theme to that one
    /// (`ThemeTranslation`).
    package var drawnTheme: (@MainActor () -> Theme?)?
    /// Whether each client sees the theme its terminal asks for (no theme was chosen for the
    /// session), while the session draws in a built-in theme.
    package var followsClientThemes = false
    /// The lines `navpilot ls` shows about the session after its size.
    package var describe: (@MainActor () -> String)?

    private var senders: [Int: Sender] = [:]
    private var needsWholeScreen: Set<Int> = []
    private var pending: [CellChange] = []
    private var pendingCursor: Point?
    private var pendingFocusPoint: Point?
    private var shownCursor: (Point?, Point?) = (nil, nil)
    private var inbox: [(client: Int?, events: [InputEvent])] = []
    private var activity: UInt64 = 0
    private var wake: (@Sendable () -> Void)?
    private let connections: AttachListener?
    private let serverPID: Int32
    private var themeTold = false
    /// The theme the screen was drawn in at the last flush, and the translations from it by what
    /// decides how a client is shown (`translationKey(for:)`; nil: none needed).
    private var screenTheme: Theme?
    private var translations: [String: ThemeTranslation?] = [:]

    /// The largest terminal a client may have: a larger one is taken as this size (and shows the
    /// session padded), so a client cannot make the server hold a screen of any size it names.
    package static let largestSize = Size(width: 1000, height: 1000)

    /// `size` within `largestSize`, at least one cell.
    private static func bounded(_ size: Size) -> Size {
        Size(
            width: min(max(size.width, 1), largestSize.width), height: min(max(size.height, 1), largestSize.height))
    }

    /// A served session called `name` reached through `connections` (nil: clients are added with
    /// `connect(_:hello:send:)`), `size` until a client attaches.
    package init(name: String, connections: AttachListener?, size: Size = Size(width: 80, height: 24), pid: Int32 = 0) {
        self.name = name
        self.size = size
        self.screen = CellBuffer(size: size)
        self.connections = connections
        self.serverPID = pid
    }

    // MARK: Clients

    /// Takes a client's first message: attaches it, answers `ls`, or ends the session for `kill`.
    package func connect(_ id: Int, hello: ClientHello, send: @escaping Sender) {
        guard hello.version == ClientHello.currentVersion else {
            let reason =
                "the client speaks version \(hello.version) of the attach protocol, this server \(ClientHello.currentVersion): use the same build for both"
            send(AttachMessage.goodbye(.refused(reason)).bytes, true)
            return
        }
        switch hello.purpose {
        case .info:
            send(AttachMessage.info(listing).bytes, true)
        case .kill:
            // Kept open: the connection closes when the server is gone, so `kill` returns then.
            senders[id] = send
            end(.killed)
        case .attach, .watch:
            activity += 1
            clients.append(
                ServedClient(
                    id: id, name: hello.name, size: Self.bounded(hello.size), readOnly: hello.purpose == .watch,
                    theme: hello.theme, colors: hello.colors, lastActive: activity))
            senders[id] = send
            send(AttachMessage.welcome(session: name, pid: serverPID).bytes, false)
            // The screen as it is, at once: nothing may change in the session for a long time.
            send(AttachMessage.frame(wholeScreen(for: clients[clients.count - 1])).bytes, false)
            if !themeTold, !hello.theme.isEmpty {
                themeTold = true
                whenThemeIsKnown?(hello.theme)
            }
            resizeToSizingClient()
            wake?()
        }
    }

    /// Takes a later message of client `id`.
    package func receive(_ message: AttachMessage, from id: Int) {
        guard let index = clients.firstIndex(where: { $0.id == id }) else { return }
        switch message {
        case .input(let events):
            // A read-only client types nothing (its own end detaches it).
            guard !clients[index].readOnly, !events.isEmpty else { return }
            activity += 1
            clients[index].lastActive = activity
            resizeToSizingClient()
            if let last = inbox.last, last.client == id {
                inbox[inbox.count - 1].events += events
            } else {
                inbox.append((id, events))
            }
        case .resize(let size):
            // The client redraws its own copy of the screen; the session changes only when its size does.
            clients[index].size = Self.bounded(size)
            resizeToSizingClient()
        case .theme(let theme):
            // Shown anew in the theme now asked for; the first client to know it also tells the
            // session's, as its hello would have.
            guard clients[index].theme != theme else { return }
            clients[index].theme = theme
            needsWholeScreen.insert(id)
            if !themeTold, !theme.isEmpty {
                themeTold = true
                whenThemeIsKnown?(theme)
            }
            wake?()
        case .detach:
            detach(id)
        default:
            drop(id, saying: "it sent a message only a server sends")
        }
        wake?()
    }

    /// Forgets client `id`, whose connection is gone.
    package func disconnected(_ id: Int) {
        clients.removeAll { $0.id == id }
        senders[id] = nil
        needsWholeScreen.remove(id)
        inbox.removeAll { $0.client == id }
        resizeToSizingClient()
    }

    /// Detaches client `id` (Ctrl+W d): it is told and leaves; the session goes on.
    package func detach(_ id: Int) {
        senders[id]?(AttachMessage.goodbye(.detached).bytes, true)
        disconnected(id)
    }

    /// Drops client `id`, telling it why.
    private func drop(_ id: Int, saying reason: String) {
        senders[id]?(AttachMessage.goodbye(.refused(reason)).bytes, true)
        disconnected(id)
    }

    /// Ends the session for `reason`: the event loop returns at its next step (`isInputClosed`).
    package func end(_ reason: AttachMessage.Goodbye) {
        if ending == nil { ending = reason }
        wake?()
    }

    /// Says goodbye to every client (the session is over) and forgets them.
    package func sayGoodbye() {
        let bytes = AttachMessage.goodbye(ending ?? .ended).bytes
        for id in senders.keys.sorted() { senders[id]?(bytes, true) }
        senders = [:]
        clients = []
    }

    /// `navpilot ls`'s lines: the session, then each client.
    private var listing: [String] {
        let sizing = ServedSizing.sizingClient(of: clients)?.id
        let count = clients.count == 1 ? "1 client" : "\(clients.count) clients"
        let head = "\(SafeText.escaping(name))  pid \(serverPID)  \(size.width)x\(size.height)  \(count)"
        return [head + (describe.map { "  " + $0() } ?? "")]
            + clients.map { "  " + $0.listing(sizing: $0.id == sizing) }
    }

    /// Takes the size of the sizing client; a change reaches the session as a resize event.
    private func resizeToSizingClient() {
        guard let sizing = ServedSizing.sizingClient(of: clients), sizing.size != size,
            sizing.size.width > 0, sizing.size.height > 0
        else { return }
        size = sizing.size
        inbox.append((nil, [.resize(size)]))
    }

    // MARK: TerminalBackend

    package func draw(_ changes: [CellChange]) {
        pending += changes
    }

    package func setCursor(_ point: Point?) { pendingCursor = point }

    package func setFocusPoint(_ point: Point?) { pendingFocusPoint = point }

    /// Sends the frame: its changes to every client that has the screen before it, the whole
    /// screen to the others that are not behind.
    package func flush() {
        if screen.size != size {
            screen = CellBuffer(size: size)
            needsWholeScreen.formUnion(senders.keys)
        }
        apply(pending, to: &screen)
        let theme = drawnTheme?()
        if theme != screenTheme {
            screenTheme = theme
            translations = [:]
        }
        let cursor = (pendingCursor, pendingCursor == nil ? pendingFocusPoint : nil)
        let moved = cursor != shownCursor
        shownCursor = cursor
        // Encoded once per theme the clients ask for, not once per client.
        var encoded: [String: [UInt8]] = [:]
        for client in clients {
            guard let send = senders[client.id] else { continue }
            if let connections, connections.backlog(of: client.id) > 0 {
                // Behind: this frame is skipped, and the screen sent whole once it caught up.
                if !pending.isEmpty || moved { needsWholeScreen.insert(client.id) }
                continue
            }
            if needsWholeScreen.remove(client.id) != nil {
                send(AttachMessage.frame(wholeScreen(for: client)).bytes, false)
            } else if !pending.isEmpty || moved {
                let key = translationKey(for: client)
                if encoded[key] == nil {
                    let changes = translation(for: client)?.translated(pending) ?? pending
                    encoded[key] =
                        AttachMessage.frame(
                            AttachFrame(
                                full: false, size: size, changes: changes, cursor: cursor.0, focusPoint: cursor.1)
                        ).bytes
                }
                send(encoded[key]!, false)
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// The whole screen as one frame, in the theme `client` is shown in.
    private func wholeScreen(for client: ServedClient) -> AttachFrame {
        var changes: [CellChange] = []
        changes.reserveCapacity(size.width * size.height)
        for y in 0..<size.height {
            for x in 0..<size.width { changes.append(CellChange(position: Point(x: x, y: y), cell: screen[x, y])) }
        }
        return AttachFrame(
            full: true, size: size, changes: translation(for: client)?.translated(changes) ?? changes,
            cursor: shownCursor.0, focusPoint: shownCursor.1)
    }

    /// What decides how `client` is shown: the theme its terminal asks for (where the session
    /// follows it) and its colours. Clients of one key are sent the same bytes.
    private func translationKey(for client: ServedClient) -> String {
        let theme = followsClientThemes && screenTheme.map(Theme.builtIn.contains) == true ? client.theme : ""
        return theme + "@" + String(client.colors)
    }

    /// How cells drawn in the screen's theme become the theme `client` is shown in (nil: as they
    /// are): the one its terminal asks for where the session follows it, adapted to its colours.
    private func translation(for client: ServedClient) -> ThemeTranslation? {
        guard let screenTheme else { return nil }
        let key = translationKey(for: client)
        if let known = translations[key] { return known }
        let asked = key.hasPrefix("@") ? nil : Theme.named(client.theme)
        let made = ThemeTranslation(from: screenTheme, to: (asked ?? screenTheme).adapted(toColorCount: client.colors))
        translations[key] = made
        return made
    }

    /// Reads what the clients sent, then gives the input of one client (the oldest waiting), so a
    /// batch is always one client's.
    package func readEvents(timeout: Duration?) -> [InputEvent] {
        if let connections {
            for event in connections.take() {
                switch event {
                case .message(let id, .hello(let hello)) where !senders.keys.contains(id):
                    connect(id, hello: hello) { [weak connections] bytes, closing in
                        connections?.send(bytes, to: id, closing: closing)
                    }
                case .message(let id, let message):
                    receive(message, from: id)
                case .closed(let id, _):
                    disconnected(id)
                case .caughtUp(let id):
                    // The frames it missed while behind, as one: the screen as the last flush left it.
                    if needsWholeScreen.remove(id) != nil {
                        if let client = clients.first(where: { $0.id == id }) {
                            senders[id]?(AttachMessage.frame(wholeScreen(for: client)).bytes, false)
                        }
                    }
                }
            }
        }
        if let signal = TerminationSignals.takePending() {
            terminationSignal = signal
            end(.refused("the session's server was stopped by signal \(signal)"))
        }
        guard !inbox.isEmpty else {
            eventClient = nil
            return []
        }
        let (client, events) = inbox.removeFirst()
        eventClient = client
        if !inbox.isEmpty { wake?() }
        return events
    }

    /// The signal that ended the session, if one did.
    package private(set) var terminationSignal: Int32?

    /// Repaints every client's whole screen with the next flush.
    package func clear() {
        screen = CellBuffer(size: size)
        needsWholeScreen.formUnion(senders.keys)
    }

    package func startInputMonitor(_ wake: @escaping @Sendable () -> Void) {
        self.wake = wake
        connections?.start(notify: wake)
        wake()
    }

    package func stopInputMonitor() {
        wake = nil
    }

    /// True once the session must end (`end(_:)`).
    package var isInputClosed: Bool { ending != nil }

    /// Puts `text` on the clipboard of the client whose key asked for it.
    package func copyToClipboard(_ text: String) {
        guard let id = eventClient ?? ServedSizing.sizingClient(of: clients)?.id else { return }
        senders[id]?(AttachMessage.clipboard(text).bytes, false)
    }

    /// A served session has no terminal to hand over: its clients' terminals are theirs.
    package func run(_ program: ExternalProgram) -> ExternalProgramOutcome {
        .failedToStart("a served session has no terminal of its own to hand over")
    }
}
