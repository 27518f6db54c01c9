import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A client's connection to a served session: messages are written from the main actor, and read
/// by a thread of their own that hands them over (`take()`) and wakes the client.
package final class AttachConnection: Sendable {
    /// What came from the server since the last `take()`.
    package enum Incoming: Sendable, Equatable {
        case message(AttachMessage)
        /// The connection ended; `problem` says what was wrong with what came, if anything.
        case closed(problem: String?)
    }

    private let fd: Int32
    private let inbox = Mutex<[Incoming]>([])
    private let thread = Mutex<pthread_t?>(nil)

    /// Connects to the served session's socket at `path`.
    package init(path: String) throws(UnixSocketError) {
        fd = try UnixSocket.connect(to: path)
    }

    /// Starts reading; `wake` is called (on the reading thread) after anything arrived.
    package func start(wake: @escaping @Sendable () -> Void) {
        let id = SystemThread.start { [self] in
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    inbox.withLock { $0.append(.closed(problem: nil)) }
                    wake()
                    return
                }
                pending += buffer[0..<count]
                do {
                    let messages = try AttachFraming.take(from: &pending).map { kind, body throws(WireError) in
                        try AttachMessage.decode(kind: kind, body: body)
                    }
                    inbox.withLock { $0 += messages.map(Incoming.message) }
                } catch {
                    inbox.withLock { $0.append(.closed(problem: "the server sent \(error)")) }
                    wake()
                    return
                }
                wake()
            }
        }
        thread.withLock { $0 = id }
    }

    /// Everything that came since the last call, in order.
    package func take() -> [Incoming] {
        inbox.withLock { inbox in
            defer { inbox = [] }
            return inbox
        }
    }

    /// Sends `message`, waiting while the socket is full; false when the connection is gone.
    @discardableResult
    package func send(_ message: AttachMessage) -> Bool {
        let bytes = message.bytes
        var sent = 0
        while sent < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            sent += written
        }
        return true
    }

    /// Reads messages until the server closes the connection, without a thread: for `ls` and `kill`,
    /// which send one question and wait for all of the answer.
    package func readToEnd() -> [AttachMessage] {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            pending += buffer[0..<count]
        }
        let framed = (try? AttachFraming.take(from: &pending)) ?? []
        return framed.compactMap { try? AttachMessage.decode(kind: $0.kind, body: $0.body) }
    }

    /// Ends the connection and its reading thread.
    package func close() {
        _ = shutdown(fd, Int32(SHUT_RDWR))
        if let id = thread.withLock({ $0 }) { pthread_join(id, nil) }
        _ = Glibc.close(fd)
    }
}
