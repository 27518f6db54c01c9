import NavPilot
import NavPilotTUI
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The connections of a control socket, served by one thread that never blocks the session: it
/// accepts (this user's connections only), reads lines and hands them over in order
/// (`incoming`), and writes what the session answers and the events it sends.
///
/// Bounds keep a bad client from costing the session anything: a line longer than `longestLine`
/// is answered with an error and its bytes dropped as they come; a connection with
/// `mostUnanswered` lines not yet answered is not read from until they are; a connection whose
/// answers wait unsent past `mostQueuedBytes` (the socket's own buffer full as well: its client
/// stopped reading) is dropped, with a reason sent as far as it goes, so a client that never reads
/// costs the session a bounded amount of memory; a watcher whose unsent events pass
/// `mostQueuedBytes` loses the next ones, and is told how many (`{"event":"dropped","count":N}`)
/// and the whole state to go on from (`{"event":"stacks",…}`).
final class ControlConnections: Sendable {
    /// The lines one read of a connection brought (what a client sent together).
    struct Incoming: Sendable {
        let connection: Int
        /// The 1-based number of the first line on its connection: its reply carries it.
        let firstNumber: Int
        /// The lines, in order; nil for one longer than `longestLine`.
        let lines: [String?]
    }

    static let longestLine = 1 << 20
    static let mostUnanswered = 64
    static let mostQueuedBytes = 1 << 20
    static let mostConnections = 64

    /// Every line read, in the order read (one connection's lines in its order).
    let incoming: AsyncStream<Incoming>
    private let continuation: AsyncStream<Incoming>.Continuation
    private let listener: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let greeting: [UInt8]
    private let state = Mutex(State())
    private let thread = Mutex<pthread_t?>(nil)

    /// One connection, changed in place under the lock: a class, so that no copy of it ever shares
    /// its queue (a struct copied out of the table and changed made Swift copy a queue of up to a
    /// MiB, for every watcher on every event).
    private final class Peer {
        let fd: Int32
        var inbound: [UInt8] = []
        /// Dropping the bytes of a line longer than `longestLine` until its end.
        var discarding = false
        var outbound: [UInt8]
        var sent = 0
        var unanswered = 0
        /// How many lines were read (each line's reply is numbered).
        var received = 0
        var inputEnded = false
        var watching = false
        var dropped = 0
        /// Why the connection is dropped, once it must be (the thread closes it).
        var dropReason: String?

        var pending: Int { outbound.count - sent }

        init(fd: Int32, outbound: [UInt8]) {
            self.fd = fd
            self.outbound = outbound
        }
    }

    private struct State {
        var peers: [Int: Peer] = [:]
        var nextID = 1
        var stopped = false
    }

    /// Serves the listening socket `listener`; each new connection is first sent `greeting`.
    init?(listener: Int32, greeting: String) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        (wakeRead, wakeWrite) = (fds[0], fds[1])
        self.listener = listener
        self.greeting = Array((greeting + "\n").utf8)
        (incoming, continuation) = AsyncStream.makeStream(of: Incoming.self)
    }

    /// Starts the thread.
    func start() {
        let id = SystemThread.start { self.serve() }
        thread.withLock { $0 = id }
    }

    /// Sends `text` (one JSON line) as the answer to the oldest unanswered line of `connection`.
    func answer(_ text: String, to connection: Int) {
        state.withLock { state in
            guard let peer = state.peers[connection], peer.dropReason == nil else { return }
            peer.unanswered -= 1
            peer.outbound += Array((text + "\n").utf8)
            if peer.pending > Self.mostQueuedBytes {
                peer.dropReason = "dropped: more than \(Self.mostQueuedBytes >> 20) MiB of answers were not read"
                peer.outbound = []
                peer.sent = 0
            }
        }
        wake()
    }

    /// Makes `connection` a watcher: it gets every event from now on.
    func watch(_ connection: Int) {
        state.withLock { $0.peers[connection]?.watching = true }
    }

    /// Whether any connection watches: events are worked out only then.
    var hasWatchers: Bool { watcherCount > 0 }

    /// How many connections watch.
    var watcherCount: Int {
        state.withLock { $0.peers.values.count(where: \.watching) }
    }

    /// Sends `event` (one JSON line) to every watcher that has room for it; one that has not loses
    /// it. A watcher that lost events gets, once it has room again, how many it lost and then
    /// `catchUp()` (the whole state as of this event, made only when a watcher needs it) in place of
    /// `event`; without `catchUp`, `event` itself. The `last` event (the session ended) reaches
    /// every watcher whatever waits before it: nothing comes after it.
    func send(event: String, catchUp: (() -> String)? = nil, last: Bool = false) {
        let bytes = Array((event + "\n").utf8)
        // Only this (the session's) side changes what a watcher is owed: no race with the check.
        let owed = catchUp != nil && state.withLock { $0.peers.values.contains { $0.watching && $0.dropped > 0 } }
        let snapshot = owed ? catchUp.map { Array(($0() + "\n").utf8) } : nil
        state.withLock { state in
            for peer in state.peers.values where peer.watching {
                Self.queue(event: bytes, catchUp: snapshot, for: peer, beyondBound: last)
            }
        }
        wake()
    }

    /// Queues `event` for a watcher that has room for it; one that has not loses it. One that lost
    /// some gets the count and `catchUp` (if given) instead, when it has room for them or nothing
    /// queued at all (a state larger than the bound still reaches it).
    private static func queue(event bytes: [UInt8], catchUp: [UInt8]?, for peer: Peer, beyondBound: Bool) {
        guard peer.dropped > 0 else {
            if beyondBound || peer.pending + bytes.count <= mostQueuedBytes {
                peer.outbound += bytes
            } else {
                peer.dropped += 1
            }
            return
        }
        let notice = Array(
            (JSONValue.object([("event", .string("dropped")), ("count", .int(peer.dropped))]).text + "\n").utf8)
        let owed = notice + (catchUp ?? bytes)
        guard beyondBound || peer.pending == 0 || peer.pending + owed.count <= mostQueuedBytes else {
            peer.dropped += 1
            return
        }
        peer.outbound += owed
        peer.dropped = 0
    }

    /// Stops the thread, sends what is queued as far as each connection takes it without waiting,
    /// and closes every connection (the listening socket is the caller's).
    func stop() {
        let alreadyStopped = state.withLock { state in
            defer { state.stopped = true }
            return state.stopped
        }
        guard !alreadyStopped else { return }
        wake()
        if let id = thread.withLock({ $0 }) { pthread_join(id, nil) }
        continuation.finish()
        state.withLock { state in
            for peer in state.peers.values {
                Self.flush(peer)
                close(peer.fd)
            }
            state.peers = [:]
        }
        close(wakeRead)
        close(wakeWrite)
    }

    /// Bytes queued and not yet sent, on every connection (tests wait for a reader to catch up).
    var pendingBytes: Int { state.withLock { $0.peers.values.reduce(0) { $0 + $1.pending } } }

    /// The number of open connections (tests check that dropped ones are closed).
    var connectionCount: Int { state.withLock { $0.peers.count } }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    // MARK: The thread

    private func serve() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let polling = state.withLock { state -> ([Int], [pollfd])? in
                // Checked before every wait, not only after one: the wake byte `stop()` writes may
                // have been drained with an earlier one (`send`'s) after the last check, and a wait
                // then would never end (a loaded machine found it: `stop()` joined this thread for
                // ever).
                if state.stopped { return nil }
                for (id, peer) in state.peers {
                    guard let reason = peer.dropReason else { continue }
                    Self.refuse(peer.fd, reason)
                    state.peers[id] = nil
                }
                var ids: [Int] = []
                var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
                fds.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0))
                for (id, peer) in state.peers {
                    var events: Int32 = 0
                    if !peer.inputEnded && peer.unanswered < Self.mostUnanswered { events |= Int32(POLLIN) }
                    if peer.pending > 0 { events |= Int32(POLLOUT) }
                    ids.append(id)
                    fds.append(pollfd(fd: peer.fd, events: Int16(events), revents: 0))
                }
                return (ids, fds)
            }
            guard let (ids, polled) = polling else { return }
            var fds = polled
            let result = poll(&fds, nfds_t(fds.count), -1)
            if state.withLock({ $0.stopped }) { return }
            if result < 0 {
                guard errno == EINTR else { return }
                continue
            }
            if fds[1].revents != 0 { while read(wakeRead, &buffer, buffer.count) > 0 {} }
            if fds[0].revents != 0 { acceptAll() }
            for (index, id) in ids.enumerated() {
                let revents = Int32(fds[index + 2].revents)
                guard revents != 0 else { continue }
                serve(id, revents: revents, buffer: &buffer)
            }
        }
    }

    private func acceptAll() {
        while true {
            // accept4 needs _GNU_SOURCE, which the Glibc module is not built with.
            let fd = accept(listener, nil, nil)
            if fd < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            guard UnixSocket.peerUser(of: fd) == getuid() else {
                Self.refuse(fd, "connections from another user are refused")
                continue
            }
            let added = state.withLock { state -> Bool in
                guard state.peers.count < Self.mostConnections else { return false }
                state.peers[state.nextID] = Peer(fd: fd, outbound: greeting)
                state.nextID += 1
                return true
            }
            if !added { Self.refuse(fd, "too many connections (at most \(Self.mostConnections))") }
        }
    }

    /// Sends `message` as an error line, as far as the socket takes it without waiting, and closes it.
    private static func refuse(_ fd: Int32, _ message: String) {
        let text = JSONValue.object([("ok", .bool(false)), ("error", .string(message))]).text + "\n"
        var bytes = Array(text.utf8)
        _ = Glibc.send(fd, &bytes, bytes.count, Int32(MSG_NOSIGNAL))
        close(fd)
    }

    /// Reads and writes what `revents` allows on connection `id`; closes it when it is done or broken.
    private func serve(_ id: Int, revents: Int32, buffer: inout [UInt8]) {
        var lines: [String?] = []
        var firstNumber = 0
        state.withLock { state in
            guard let peer = state.peers[id] else { return }
            firstNumber = peer.received + 1
            defer { peer.received += lines.count }
            if Self.serve(peer, revents: revents, buffer: &buffer, lines: &lines) {
                close(peer.fd)
                state.peers[id] = nil
            }
        }
        if !lines.isEmpty { continuation.yield(Incoming(connection: id, firstNumber: firstNumber, lines: lines)) }
    }

    /// Reads and writes what `revents` allows on `peer`; true when it is done or broken.
    private static func serve(
        _ peer: Peer, revents: Int32, buffer: inout [UInt8], lines: inout [String?]
    ) -> Bool {
        var broken = false
        if revents & Int32(POLLIN | POLLHUP | POLLERR) != 0, !peer.inputEnded {
            let count = buffer.withUnsafeMutableBytes { read(peer.fd, $0.baseAddress, $0.count) }
            if count > 0 {
                lines = split(buffer[0..<count], into: peer)
                peer.unanswered += lines.count
            } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                peer.inputEnded = true
            }
        }
        if peer.pending > 0, revents & Int32(POLLOUT | POLLHUP | POLLERR) != 0 {
            broken = !flush(peer)
        }
        // A watcher may close its writing half and go on reading: it is done when it hangs up.
        let hungUp = peer.inputEnded && revents & Int32(POLLHUP | POLLERR) != 0
        let finished = peer.inputEnded && peer.unanswered == 0 && peer.pending == 0 && !peer.watching
        return broken || hungUp || finished
    }

    /// The whole lines in `bytes` after what `peer` kept of the last read (a line too long is nil).
    private static func split(_ bytes: ArraySlice<UInt8>, into peer: Peer) -> [String?] {
        var lines: [String?] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            let piece = bytes[start..<(end ?? bytes.endIndex)]
            if !peer.discarding {
                if peer.inbound.count + piece.count > longestLine {
                    peer.discarding = true
                    peer.inbound = []
                } else {
                    peer.inbound += piece
                }
            }
            guard let end else { break }
            if peer.discarding {
                lines.append(nil)
                peer.discarding = false
            } else {
                if peer.inbound.last == UInt8(ascii: "\r") { peer.inbound.removeLast() }
                // As the protocol says: an invalid byte is U+FFFD (not a file name's private-use
                // stand-in, which would reach a route or a typed text as a character of its own).
                lines.append(String(decoding: peer.inbound, as: UTF8.self))
            }
            peer.inbound = []
            start = end + 1
        }
        return lines
    }

    /// Writes as much of `peer`'s queue as the socket takes now; false when the connection broke.
    @discardableResult
    private static func flush(_ peer: Peer) -> Bool {
        while peer.pending > 0 {
            let written = peer.outbound.withUnsafeBytes { raw in
                Glibc.send(peer.fd, raw.baseAddress! + peer.sent, peer.pending, Int32(MSG_NOSIGNAL))
            }
            if written > 0 {
                peer.sent += written
                continue
            }
            if written < 0 && errno == EINTR { continue }
            if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
            return false
        }
        if peer.sent > 0 && peer.pending == 0 {
            peer.outbound.removeAll(keepingCapacity: peer.outbound.count < 1 << 16)
            peer.sent = 0
        } else if peer.sent > 1 << 16 {
            peer.outbound.removeFirst(peer.sent)
            peer.sent = 0
        }
        return true
    }
}
