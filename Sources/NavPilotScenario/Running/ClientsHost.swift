import NavPilot
import NavPilotTUI

/// The host of a scenario with `Client` lines: the session served as `navpilot serve` serves it
/// (`ServedTerminal`), its clients in memory, each fed the bytes a socket would carry and showing
/// them as `navpilot attach` does (`ClientScreen`, `ReadOnlyKeys`). Keys come from the current
/// client and expectations read its screen, so what several users of one session see and do is
/// tested like the rest.
@MainActor
final class ClientsHost: ScenarioHost {
    /// One client in memory.
    private struct Client {
        var id: Int
        var size: Size
        var readOnly: Bool
        var screen = ClientScreen()
        var keys = ReadOnlyKeys()
        var attached = true
    }

    private(set) var windowManager: WindowManager
    private var served: ServedTerminal
    private var loop: EventLoop
    private var clients: [String: Client] = [:]
    private var order: [String] = []
    private var current: String?
    private var nextID = 1
    private let size: Size

    init(_ session: Session, size: Size) {
        self.size = size
        (windowManager, served, loop) = Self.serve(session, size: size)
        connectDetach()
        loop.step([])
    }

    private static func serve(_ session: Session, size: Size) -> (WindowManager, ServedTerminal, EventLoop) {
        let window = WindowManager(session: session)
        window.keymap = .none
        window.animatesTransitions = false
        window.playsTransitionsByTimer = false
        window.prefixTimeout = .seconds(86_400 * 365)
        let served = ServedTerminal(name: session.name, connections: nil, size: size)
        return (window, served, EventLoop(app: window, backend: served))
    }

    private func connectDetach() {
        windowManager.detachRequest = { [weak served] in
            guard let served, let id = served.eventClient else { return }
            served.detach(id)
        }
    }

    /// `Client NAME [WxH] [read-only]`: makes `name` the current client, attaching it the first
    /// time (and after it detached), resizing it when `size` is given.
    func use(_ name: String, size: Size?, readOnly: Bool) {
        current = name
        if var client = clients[name], client.attached {
            if let size, size != client.size {
                client.size = size
                clients[name] = client
                served.receive(.resize(size), from: client.id)
                pump()
            }
            return
        }
        let client = Client(id: nextID, size: size ?? self.size, readOnly: readOnly)
        nextID += 1
        clients[name] = client
        if !order.contains(name) { order.append(name) }
        attach(name)
    }

    private func attach(_ name: String) {
        guard let client = clients[name] else { return }
        let hello = ClientHello(purpose: client.readOnly ? .watch : .attach, size: client.size, name: name)
        served.connect(client.id, hello: hello) { [weak self] bytes, closing in
            self?.deliver(bytes, to: name, closing: closing)
        }
        pump()
    }

    /// What the socket would carry to client `name`, decoded and shown as `navpilot attach` shows it.
    private func deliver(_ bytes: [UInt8], to name: String, closing: Bool) {
        var buffer = bytes
        let messages = (try? AttachFraming.take(from: &buffer)) ?? []
        for (kind, body) in messages {
            guard case .frame(let frame) = try? AttachMessage.decode(kind: kind, body: body) else { continue }
            clients[name]?.screen.apply(frame)
        }
        if closing { clients[name]?.attached = false }
    }

    /// Handles what the clients sent, a client's input at a time, and renders.
    private func pump() {
        while !loop.hasQuit {
            let events = served.readEvents(timeout: .zero)
            guard !events.isEmpty || loop.needsRender else { return }
            loop.step(events)
        }
    }

    var screen: CellBuffer {
        guard let current, let client = clients[current] else { return served.screen }
        return client.screen.view(size: client.size, readOnly: client.readOnly)
    }

    var hasQuit: Bool { loop.hasQuit }

    func send(_ events: [InputEvent]) {
        guard let current, var client = clients[current], client.attached else {
            loop.step(events)
            return
        }
        if client.readOnly {
            let detaches = events.contains { event in
                guard case .key(let press) = event else { return false }
                return client.keys.detaches(press)
            }
            clients[current] = client
            if detaches { served.receive(.detach, from: client.id) }
        } else {
            served.receive(.input(events), from: client.id)
        }
        pump()
    }

    func resize(to size: Size) {
        guard let current else { return }
        use(current, size: size, readOnly: false)
    }

    func settle() async {
        await loop.settle()
    }

    func relaunch(_ session: Session) {
        (windowManager, served, loop) = Self.serve(session, size: size)
        connectDetach()
        loop.step([])
        // Every client that was attached attaches again, as its user would.
        for name in order where clients[name]?.attached == true {
            clients[name]?.id = nextID
            clients[name]?.screen = ClientScreen()
            nextID += 1
            attach(name)
        }
    }

    func renderAgain() -> CellBuffer {
        var buffer = CellBuffer(size: served.size)
        windowManager.renderAnew(into: &buffer)
        return buffer
    }

    /// Transitions do not play in a served scenario: each step shows its final frame.
    var keepsTransitionFrames = false
    var keptTransitionFrames: [CellBuffer] { [] }
    var lastNarration: [String]? { nil }
    func finishNarratedStep() {}
    /// A client's last row says how its terminal shows the session: expectations read it.
    var readsLastRow: Bool { true }
}

/// What a scenario's `Client` may be called.
enum ServedClientName {
    static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 32
            && name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                    || $0 == "_"
            }
    }
}
