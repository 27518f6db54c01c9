import Dispatch
import NavPilot
import NavPilotTUI
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A connection to a live session's control socket, as `send` and `watch` use it: the socket's
/// owner and the greeting checked, then lines out and lines in. A line is read in time linear in
/// its length and is at most `longestLine` bytes: a peer that sends more without a line break is
/// cut off, as the session cuts off a client. A read can be bounded in time (`nextLine(within:)`):
/// a socket whose peer accepts and then says nothing does not hold a client for ever.
final class ControlClient {
    /// The longest line read (a `Screen` answer of a 1000x1000 session is well under it).
    static let longestLine = 64 << 20
    /// How long a session has to greet: it greets as it accepts, from a thread of its own.
    static let greetingLimit: Duration = .seconds(10)

    /// What a read bounded in time gives.
    enum Line: Equatable {
        /// A whole line, without its line break.
        case line(String)
        /// The connection ended (or the peer sent more than `longestLine` bytes without a break).
        case ended
        /// Nothing whole arrived in time; what did arrive is kept for the next read.
        case timedOut
    }

    private let fd: Int32
    private var buffer: [UInt8] = []
    /// How much of `buffer` holds no line break (not searched again).
    private var searched = 0
    private var ended = false

    /// Connects to `path` and reads the greeting.
    init(path: String) throws(ControlClientError) {
        do {
            fd = try UnixSocket.connect(to: path)
        } catch {
            throw .socket(error.description)
        }
        guard UnixSocket.peerUser(of: fd) == getuid() else {
            close(fd)
            throw .socket("\(SafeText.quoted(path)) is another user's socket; nothing was sent to it")
        }
        let hello: String
        switch nextLine(within: Self.greetingLimit) {
        case .line(let line): hello = line
        case .ended: throw .protocolProblem("the session closed the connection at once")
        case .timedOut:
            throw .protocolProblem(
                "\(SafeText.quoted(path)) sent no greeting in \(Self.greetingLimit.components.seconds) s; "
                    + "nothing was sent to it")
        }
        if let refusal = try? JSONDecoder().decode(Refusal.self, from: Data(hello.utf8)), !refusal.ok {
            throw .protocolProblem("the session refused the connection: \(SafeText.escaping(refusal.error))")
        }
        guard let greeting = try? JSONDecoder().decode(Greeting.self, from: Data(hello.utf8)),
            greeting.hello == "navpilot"
        else { throw .protocolProblem("\(SafeText.quoted(path)) did not greet as a navpilot session") }
        guard greeting.version == ControlServer.protocolVersion else {
            throw .protocolProblem(
                "the session speaks version \(greeting.version) of the protocol, this program "
                    + "\(ControlServer.protocolVersion)")
        }
    }

    deinit {
        close(fd)
    }

    /// What a session that cannot take the connection sends instead of its greeting.
    private struct Refusal: Decodable {
        let ok: Bool
        let error: String
    }

    private struct Greeting: Decodable {
        let hello: String
        let version: Int
    }

    /// Sends `lines` on a thread of their own (a session stops reading while 64 lines wait for
    /// their answers, so the answers must be read meanwhile), then closes the writing half.
    @discardableResult
    func sendInBackground(_ lines: [String]) -> @Sendable () -> Int {
        let queue = Mutex(lines[...])
        return sendInBackground { queue.withLock { $0.popFirst() } }
    }

    /// Sends each line `next` gives, as it gives it, on a thread of its own, until it gives nil or
    /// the session stops taking them; then closes the writing half. Returns how many were sent so
    /// far (read it once the answers have ended).
    @discardableResult
    func sendInBackground(_ next: @escaping @Sendable () -> String?) -> @Sendable () -> Int {
        let fd = self.fd
        let count = Mutex(0)
        DispatchQueue.global().async {
            lines: while let line = next() {
                let bytes = Array((line + "\n").utf8)
                var sent = 0
                while sent < bytes.count {
                    let written = bytes.withUnsafeBytes {
                        Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                    }
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { break lines }
                    sent += written
                }
                count.withLock { $0 += 1 }
            }
            shutdown(fd, Int32(SHUT_WR))
        }
        return { count.withLock { $0 } }
    }

    /// The next line the session sent, without its line break (invalid UTF-8 as U+FFFD); nil once
    /// the connection ended, or when the peer sent more than `longestLine` bytes without a break.
    func readLine() -> String? {
        guard case .line(let line) = nextLine(within: nil) else { return nil }
        return line
    }

    /// The next line the session sent, waiting at most `limit` for it (nil: as long as it takes).
    func nextLine(within limit: Duration?) -> Line {
        let clock = ContinuousClock()
        let deadline = limit.map { clock.now + $0 }
        while true {
            if let end = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(...end)
                searched = 0
                return .line(line)
            }
            searched = buffer.count
            if searched > Self.longestLine {
                ended = true
                buffer = []
                searched = 0
                return .ended
            }
            guard !ended else {
                guard !buffer.isEmpty else { return .ended }
                defer {
                    buffer = []
                    searched = 0
                }
                return .line(String(decoding: buffer, as: UTF8.self))
            }
            if let deadline {
                let left = deadline - clock.now
                guard left > .zero, waitForInput(milliseconds: Self.milliseconds(left)) else {
                    return .timedOut
                }
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                ended = true
            } else {
                buffer += chunk[0..<count]
            }
        }
    }

    /// Whether the socket has something to read (or has ended) within `milliseconds`.
    private func waitForInput(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let result = poll(&descriptor, 1, milliseconds)
            if result < 0 && errno == EINTR { continue }
            return result != 0
        }
    }

    /// `duration` in whole milliseconds, rounded up (a wait never ends early), at least 1.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(1, total))
    }
}

/// Why a client could not talk to a session.
enum ControlClientError: Error, CustomStringConvertible {
    case socket(String)
    case protocolProblem(String)

    var description: String {
        switch self {
        case .socket(let message), .protocolProblem(let message): message
        }
    }
}
