import Dispatch
import NavPilot
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
/// cut off, as the session cuts off a client.
final class ControlClient {
    /// The longest line read (a `Screen` answer of a 1000x1000 session is well under it).
    static let longestLine = 64 << 20

    private let fd: Int32
    private var buffer: [UInt8] = []
    /// How much of `buffer` holds no line break (not searched again).
    private var searched = 0
    private var ended = false

    /// Connects to `path` and reads the greeting.
    init(path: String) throws(ControlClientError) {
        do {
            fd = try ControlSocket.connect(to: path)
        } catch {
            throw .socket(error.description)
        }
        guard ControlSocket.peerUser(of: fd) == getuid() else {
            close(fd)
            throw .socket("\(SafeText.quoted(path)) is another user's socket; nothing was sent to it")
        }
        guard let hello = readLine() else { throw .protocolProblem("the session closed the connection at once") }
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
        while true {
            if let end = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(...end)
                searched = 0
                return line
            }
            searched = buffer.count
            if searched > Self.longestLine {
                ended = true
                buffer = []
                searched = 0
                return nil
            }
            guard !ended else {
                guard !buffer.isEmpty else { return nil }
                defer {
                    buffer = []
                    searched = 0
                }
                return String(decoding: buffer, as: UTF8.self)
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
