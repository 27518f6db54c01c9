import NavPilot
import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif

/// Drive and watch a live session from outside, in the scenario language: a Unix socket at a path
/// (mode 0600, this user's connections only) that takes scenario lines and answers each with one
/// JSON object, and streams events to connections that ask (`Watch`).
///
/// ```swift
/// let listener = try ControlServer.fromEnvironment()   // NAVPILOT_LISTEN=/tmp/app.sock, or nil
/// try await TerminalSession.run(session, listener: listener)
/// ```
///
/// On connecting, a client reads `{"hello":"navpilot","version":2}`. Then each line it sends —
/// `Key down`, `Push feed post(id: 2, title: "x")`, `ExpectStack feed [feed]`, `Screen`, `Stacks`,
/// `Watch` — runs on the session as typed, after the frame of the line before, and is answered with
/// `{"reply":N,"ok":true}` (and data for `Screen` and `Stacks`) or
/// `{"reply":N,"ok":false,"error":"…","column":N}`, N the line's 1-based number on the connection;
/// events (`{"event":…}`) may come between replies.
/// `navpilot send` and `navpilot watch` are its clients; docs/control.md has the protocol.
@MainActor
public final class ControlServer: SessionListener {
    /// The protocol's version, in the greeting: 2 since replies carry the number of their line.
    nonisolated public static let protocolVersion = 2

    /// Where the socket is.
    public let path: String
    private let listener: Int32
    /// The socket file made at `path`: removed when the session ends only while it is still there.
    private let socketFile: FileIdentity
    private var connections: ControlConnections?
    private var commands: ControlCommands?
    /// Reads the connections' lines and answers them, one after another.
    private var serving: Task<Void, Never>?
    private weak var loop: EventLoop?
    private var events = SessionEvents()
    /// The number of the last event told (each event's `seq`).
    private var sequence = 0
    /// The pilots told to report each change as it happens, and their tokens.
    private var observedPilots: [(pilot: any PilotControl, token: ChangeHandlerToken)] = []
    private var stopped = false

    /// Listens at `path` at once, so a problem shows before the session takes the terminal.
    /// - Throws: `TerminalError.cannotListen` when the path is too long for a socket, holds
    ///   something that is not a stale socket of this user, or another session listens there.
    public init(path: String) throws(TerminalError) {
        do {
            (listener, socketFile) = try UnixSocket.listen(at: path)
        } catch {
            throw .cannotListen(error.description)
        }
        self.path = path
        // Removed on SIGINT, SIGTERM and SIGHUP too (the terminal is restored after it).
        _ = RemovedOnSignal.add(path, file: socketFile)
    }

    /// A server at `NAVPILOT_LISTEN`'s path, or nil when it is not set (or empty).
    public static func fromEnvironment() throws(TerminalError) -> ControlServer? {
        guard let value = getenv("NAVPILOT_LISTEN").map({ String(cString: $0) }), !value.isEmpty else { return nil }
        return try ControlServer(path: value)
    }

    /// Starts serving connections: each line runs on `loop`'s session, and watchers hear of every
    /// frame `loop` draws.
    public func start(loop: EventLoop, window: WindowManager) throws(TerminalError) {
        let greeting = JSONValue.object([("hello", .string("navpilot")), ("version", .int(Self.protocolVersion))])
        guard let connections = ControlConnections(listener: listener, greeting: greeting.text) else {
            throw .cannotListen("\(SafeText.quoted(path)): cannot make a pipe")
        }
        self.connections = connections
        self.loop = loop
        let commands = ControlCommands(host: LiveHost(loop: loop, windowManager: window), connections: connections)
        self.commands = commands
        // The state now is where the first event's change starts from.
        _ = events.events(of: window, size: loop.backend.size, describing: false)
        loop.frameObserver = { [weak self] in self?.tellChanges(stackChangedLast: false) }
        // Each change of a stack is told as it happens, in order, not merged into its frame's.
        for pane in window.panes {
            guard let pilot = pane.pane.pilot else { continue }
            let name = pane.name
            let token = pilot.observeChanges { [weak self] cause in
                self?.tellChanges(stackChangedLast: true, of: name, by: cause)
            }
            observedPilots.append((pilot, token))
        }
        connections.start()
        serving = Task { @MainActor in
            for await incoming in connections.incoming {
                for (index, line) in incoming.lines.enumerated() {
                    // A flood of lines leaves room for the session's own work (keys typed, tasks).
                    if index > 0 && index % 32 == 0 { await Task.yield() }
                    let isLast = index == incoming.lines.count - 1
                    let answer = await commands.answer(line, from: incoming.connection, settling: isLast)
                    let reply = answer.inserting(("reply", .int(incoming.firstNumber + index)), at: 0)
                    connections.answer(reply.text, to: incoming.connection)
                }
                // A line that quit the session is answered first; then the loop, which waits for a
                // wake, is told so that it ends.
                if loop.hasQuit { loop.setNeedsRender() }
            }
        }
    }

    /// Tells the watchers what changed since they were last told: at each change of a stack (which
    /// is then the newest change: the focus, zoom or size changed before it) and after each frame.
    /// The state is followed whether or not anyone watches, so a watcher's first event is a change
    /// it saw happen. Each event carries its number (`seq`), one after the other. A stack change the
    /// pane's pilot told of carries its cause (`by`: `api`, `backGesture`, `deepLink`, `restore`,
    /// `forward`).
    private func tellChanges(stackChangedLast: Bool, of pane: String? = nil, by cause: StackChangeCause? = nil) {
        guard let connections, let loop, let window = loop.app as? WindowManager else { return }
        let changes = events.events(
            of: window, size: loop.backend.size, describing: connections.hasWatchers,
            stackChangedLast: stackChangedLast,
            cause: pane.flatMap { pane in cause.map { (pane, $0) } })
        for event in changes {
            sequence += 1
            // A watcher that lost events goes on from the whole state as of this one (made only then).
            let seq = sequence
            let stacks = { [commands] in
                JSONValue.object([("event", .string("stacks")), ("seq", .int(seq))] + (commands?.stacks ?? [])).text
            }
            connections.send(event: event.inserting(("seq", .int(seq)), at: 1).text, catchUp: stacks)
        }
    }

    /// How many connections are open (a client's dropped connection is closed at once).
    var connectionCount: Int { connections?.connectionCount ?? 0 }

    /// Bytes queued for the connections and not yet sent.
    var pendingBytes: Int { connections?.pendingBytes ?? 0 }

    /// How many connections watch.
    var watcherCount: Int { connections?.watcherCount ?? 0 }

    /// Tells the watchers the session ended, closes every connection and removes the socket, if the
    /// file at its path is still the one this server made.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        for (pilot, token) in observedPilots { pilot.removeChangeHandler(token) }
        observedPilots = []
        sequence += 1
        connections?.send(
            event: JSONValue.object([("event", .string("quit")), ("seq", .int(sequence))]).text, last: true)
        connections?.stop()
        connections = nil
        serving?.cancel()
        loop?.frameObserver = nil
        close(listener)
        // Another session's socket or a user's file put at the path since is left alone.
        socketFile.remove(at: path)
        RemovedOnSignal.forget(path)
    }

    isolated deinit {
        stop()
    }
}
