import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The connections of a served session's socket, served by one thread that never blocks the
/// session: it accepts (this user's connections only), reads and decodes messages and hands them
/// over (`take()`), and writes what the session sends.
///
/// A client that stops reading never slows the others and costs a bounded amount: the session
/// sends it nothing more while its socket is full (`backlog(of:)`; it gets the whole screen once it
/// has read what waited, `Event.caughtUp`), and one that leaves more than `stalledBytes` unread and
/// takes nothing of it for `stallLimit` is dropped. Bytes that are not the protocol drop their
/// connection with the reason.
package final class AttachListener: Sendable {
    /// What happened on the connections since the last `take()`.
    package enum Event: Sendable, Equatable {
        /// Connection `id` sent `message`.
        case message(Int, AttachMessage)
        /// Connection `id` is gone (the client left, its terminal closed, it was dropped: `reason`).
        case closed(Int, reason: String?)
        /// Connection `id` has read everything that waited for it.
        case caughtUp(Int)
    }

    /// Unread bytes past which a client that takes nothing for `stallLimit` is dropped. Less is
    /// never dropped: a client suspended with Ctrl+Z or behind a slow link holds at most its
    /// socket's buffer and one frame, and catches up when it reads again.
    package static let stalledBytes = 1 << 20
    /// How long a client with more than `stalledBytes` unread may take nothing before it is dropped.
    package static let stallLimit = Duration.seconds(10)
    /// Unread bytes past which a client is dropped whatever it takes: the session sends nothing to
    /// a client that is behind, so only a flood of other messages reaches this.
    package static let mostQueuedBytes = 128 << 20
    package static let mostConnections = 64

    private let listener: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let state = Mutex(State())
    private let thread = Mutex<pthread_t?>(nil)
    /// The session has taken what the last notification told (`take()`): the thread waits for it
    /// before it reads on, as the terminal's input monitor does, so it never notifies faster than
    /// the session takes.
    private let taken = DispatchSemaphore(value: 0)
    private let waitingForTake = Atomic<Bool>(false)

    /// One connection, changed in place under the lock.
    private final class Peer {
        let fd: Int32
        var inbound: [UInt8] = []
        var outbound: [UInt8] = []
        var sent = 0
        /// Close once the queue is sent (a goodbye was queued last).
        var closing = false
        /// Refused: its goodbye is sent, then its writing half shut, and what it sends is dropped
        /// until it hangs up (closing at once would reset the connection, losing the goodbye).
        var refusing = false
        var shutDown = false
        var dropReason: String?
        /// When it last took bytes, or when bytes began to wait for it.
        var lastProgress = ContinuousClock.now
        var pending: Int { outbound.count - sent }
        init(fd: Int32) { self.fd = fd }
    }

    private struct State {
        var peers: [Int: Peer] = [:]
        var nextID = 1
        var stopped = false
        var events: [Event] = []
    }

    /// Serves the listening socket `listener` (non-blocking).
    package init?(listener: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        (wakeRead, wakeWrite) = (fds[0], fds[1])
        self.listener = listener
    }

    /// Starts the thread; `notify` is called (on it) whenever `take()` has something.
    package func start(notify: @escaping @Sendable () -> Void) {
        // Handed to the thread, never kept behind a lock: a closure copied out of a `Mutex` on every
        // notification kept about 160 bytes each time (measured: 30,000 messages, 4.6 MB).
        let id = SystemThread.start { self.serve(notify: notify) }
        thread.withLock { $0 = id }
    }

    /// Everything that happened since the last call, in order; the thread reads on.
    package func take() -> [Event] {
        defer { if waitingForTake.exchange(false, ordering: .acquiringAndReleasing) { taken.signal() } }
        return state.withLock { state in
            defer { state.events = [] }
            return state.events
        }
    }

    /// Tells the session there is something to take, and waits until it took it (or the
    /// listener stops).
    private func notifyAndWait(_ notify: @Sendable () -> Void) {
        waitingForTake.store(true, ordering: .releasing)
        // `stop()` marks the listener stopped before it releases a waiting thread: one that starts
        // waiting after that sees the mark here and does not wait.
        guard !state.withLock({ $0.stopped }) else { return }
        notify()
        taken.wait()
    }

    /// Queues `bytes` for connection `id`; with `closing`, the connection is closed once they are
    /// sent (or dropped: a goodbye to a client that stopped reading goes as far as it can).
    package func send(_ bytes: [UInt8], to id: Int, closing: Bool = false) {
        let needsThread = state.withLock { state -> Bool in
            guard let peer = state.peers[id], peer.dropReason == nil, !peer.closing else { return false }
            if peer.pending + bytes.count > Self.mostQueuedBytes {
                peer.dropReason = "it stopped reading (more than \(Self.mostQueuedBytes >> 20) MiB waited for it)"
                peer.outbound = []
                peer.sent = 0
                return true
            }
            let wasBehind = peer.pending > 0
            if !wasBehind { peer.lastProgress = .now }
            peer.outbound += bytes
            peer.closing = closing
            // Written at once when the socket takes it: no hop through the thread for a key's frame.
            if !Self.flush(peer) { peer.dropReason = "its connection broke" }
            let caughtUp = wasBehind && peer.pending == 0 && peer.dropReason == nil
            if caughtUp { state.events.append(.caughtUp(id)) }
            return peer.pending > 0 || peer.dropReason != nil || peer.closing || caughtUp
        }
        if needsThread { wake() }
    }

    /// The bytes queued for connection `id` that its socket has not taken yet: more than nothing
    /// means the client is behind (its socket's buffer is full).
    package func backlog(of id: Int) -> Int {
        state.withLock { $0.peers[id]?.pending ?? 0 }
    }

    /// The descriptor whose byte wakes the thread, which then tells `notify`: a signal handler
    /// writes to it (`TerminationSignals`).
    package var wakeDescriptor: Int32 { wakeWrite }

    /// The number of open connections.
    package var connectionCount: Int { state.withLock { $0.peers.count } }

    /// Stops the thread, sends what is queued as far as each connection takes it without waiting,
    /// and closes every connection and the listening socket.
    package func stop() {
        let alreadyStopped = state.withLock { state in
            defer { state.stopped = true }
            return state.stopped
        }
        guard !alreadyStopped else { return }
        wake()
        if waitingForTake.exchange(false, ordering: .acquiringAndReleasing) { taken.signal() }
        if let id = thread.withLock({ $0 }) { pthread_join(id, nil) }
        state.withLock { state in
            for peer in state.peers.values {
                Self.flush(peer)
                close(peer.fd)
            }
            state.peers = [:]
        }
        close(listener)
        close(wakeRead)
        close(wakeWrite)
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    // MARK: The thread

    private func serve(notify: @Sendable () -> Void) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let polling = state.withLock { state -> ([Int], [pollfd], Bool, Int32)? in
                // Checked before every wait: `stop()`'s wake byte may have been drained already.
                if state.stopped { return nil }
                let now = ContinuousClock.now
                var timeout = Int32(-1)
                var ids: [Int] = []
                var dropped = false
                var fds = [
                    pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
                ]
                for (id, peer) in state.peers {
                    if peer.refusing, peer.pending == 0, !peer.shutDown {
                        _ = shutdown(peer.fd, Int32(SHUT_WR))
                        peer.shutDown = true
                    }
                    if peer.dropReason == nil, peer.pending > Self.stalledBytes, !peer.refusing {
                        let left = peer.lastProgress + Self.stallLimit - now
                        if left <= .zero {
                            peer.dropReason =
                                "it stopped reading (\(peer.pending >> 10) KiB waited for it, none taken for \(Self.stallLimit))"
                        } else {
                            let (seconds, attoseconds) = left.components
                            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
                            timeout = timeout < 0 ? milliseconds : min(timeout, milliseconds)
                        }
                    }
                    if let reason = peer.dropReason ?? (peer.closing && peer.pending == 0 && !peer.refusing ? "" : nil)
                    {
                        close(peer.fd)
                        state.peers[id] = nil
                        state.events.append(.closed(id, reason: reason.isEmpty ? nil : reason))
                        dropped = true
                        continue
                    }
                    var events = Int32(POLLIN)
                    if peer.pending > 0 { events |= Int32(POLLOUT) }
                    ids.append(id)
                    fds.append(pollfd(fd: peer.fd, events: Int16(events), revents: 0))
                }
                return (ids, fds, dropped, timeout)
            }
            guard let (ids, polled, dropped, timeout) = polling else { return }
            if dropped { notifyAndWait(notify) }
            var fds = polled
            let result = poll(&fds, nfds_t(fds.count), timeout)
            if state.withLock({ $0.stopped }) { return }
            if result < 0 {
                guard errno == EINTR else { return }
                continue
            }
            var happened = false
            if fds[1].revents != 0 {
                while read(wakeRead, &buffer, buffer.count) > 0 {}
                // A signal's byte as well as the session's own: the session looks at both.
                happened = true
            }
            if fds[0].revents != 0 { acceptAll() }
            for (index, id) in ids.enumerated() where fds[index + 2].revents != 0 {
                if serve(id, revents: Int32(fds[index + 2].revents), buffer: &buffer) { happened = true }
            }
            if happened { notifyAndWait(notify) }
        }
    }

    private func acceptAll() {
        while true {
            let fd = accept(listener, nil, nil)
            if fd < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            let user = UnixSocket.peerUser(of: fd)
            state.withLock { state in
                let peer = Peer(fd: fd)
                if user != getuid() {
                    let who = user.map { "user \($0)" } ?? "an unknown user"
                    Self.refuse(peer, "this session belongs to another user; a connection from \(who) is refused")
                } else if state.peers.count >= Self.mostConnections {
                    Self.refuse(peer, "too many clients (at most \(Self.mostConnections))")
                }
                // Refused ones too stay until they hang up (bounded: twice the clients at most).
                guard state.peers.count < 2 * Self.mostConnections else {
                    close(fd)
                    return
                }
                state.peers[state.nextID] = peer
                state.nextID += 1
            }
        }
    }

    /// Makes `peer` one that is refused: its goodbye saying `reason` is queued, and nothing it sends
    /// is read as the protocol any more.
    private static func refuse(_ peer: Peer, _ reason: String) {
        peer.outbound = AttachMessage.goodbye(.refused(reason)).bytes
        peer.sent = 0
        peer.refusing = true
        flush(peer)
    }

    /// Reads and writes what `revents` allows on connection `id`; true when something happened that
    /// `take()` tells.
    private func serve(_ id: Int, revents: Int32, buffer: inout [UInt8]) -> Bool {
        state.withLock { state in
            guard let peer = state.peers[id] else { return false }
            var ended: String??
            if revents & Int32(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = buffer.withUnsafeMutableBytes { read(peer.fd, $0.baseAddress, $0.count) }
                if count > 0, !peer.refusing {
                    peer.inbound += buffer[0..<count]
                    do {
                        for (kind, body) in try AttachFraming.take(from: &peer.inbound) {
                            state.events.append(.message(id, try AttachMessage.decode(kind: kind, body: body)))
                        }
                    } catch {
                        // Told why, then gone for the session; the connection ends once it hangs up.
                        Self.refuse(peer, "\(error)")
                        peer.inbound = []
                        state.events.append(.closed(id, reason: "it sent \(error)"))
                        return true
                    }
                } else if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) {
                    ended = .some(nil)
                }
            }
            if ended == nil, peer.pending > 0, revents & Int32(POLLOUT) != 0 {
                if !Self.flush(peer) {
                    ended = .some("its connection broke")
                } else if peer.pending == 0 {
                    state.events.append(.caughtUp(id))
                }
            }
            guard let reason = ended else { return !state.events.isEmpty }
            close(peer.fd)
            state.peers[id] = nil
            state.events.append(.closed(id, reason: reason))
            return true
        }
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
                peer.lastProgress = .now
                continue
            }
            if written < 0 && errno == EINTR { continue }
            if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
            return false
        }
        if peer.pending == 0 {
            peer.outbound.removeAll(keepingCapacity: peer.outbound.count < 1 << 16)
            peer.sent = 0
        } else if peer.sent > 1 << 16 {
            peer.outbound.removeFirst(peer.sent)
            peer.sent = 0
        }
        return true
    }
}
