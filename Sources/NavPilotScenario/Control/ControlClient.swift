import Dispatch
import NavPilot

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A connection to a live session's control socket, as `send` and `watch` use it: the greeting
/// read and checked, then lines out and lines in.
final class ControlClient {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    /// Connects to `path` and reads the greeting.
    init(path: String) throws(ControlClientError) {
        do {
            fd = try ControlSocket.connect(to: path)
        } catch {
            throw .socket(error.description)
        }
        guard let hello = readLine() else { throw .protocolProblem("the session closed the connection at once") }
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

    private struct Greeting: Decodable {
        let hello: String
        let version: Int
    }

    /// Sends `lines` on a thread of their own (a session stops reading while 64 lines wait for
    /// their answers, so the answers must be read meanwhile), then closes the writing half.
    func sendInBackground(_ lines: [String]) {
        let fd = self.fd
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        DispatchQueue.global().async {
            var sent = 0
            while sent < bytes.count {
                let written = bytes.withUnsafeBytes {
                    Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { break }
                sent += written
            }
            shutdown(fd, Int32(SHUT_WR))
        }
    }

    /// The next line the session sent, without its line break; nil once the connection ended.
    func readLine() -> String? {
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = FileName.string(fromBytes: buffer[..<end])
                buffer.removeSubrange(...end)
                return line
            }
            guard !ended else {
                guard !buffer.isEmpty else { return nil }
                defer { buffer = [] }
                return FileName.string(fromBytes: buffer)
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
