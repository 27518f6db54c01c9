#if canImport(Glibc)
import Glibc
#endif

/// Reads the terminal's input bytes straight from standard input, in large reads.
///
/// A byte per `read` (as curses reads, after a `poll`) would make a 1 MiB paste cost two million
/// system calls. The backend reads the bytes itself and leaves every decision (UTF-8, escape sequences, pastes, mouse reports) to
/// `InputDecoder`.
struct StdinReader {
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    /// True once standard input reached its end or failed (EIO, ENXIO, EBADF...): the terminal is
    /// gone (in raw mode a terminal has no end-of-file key), and no read will bring anything again.
    private(set) var isClosed = false

    /// Waits up to `timeout` milliseconds (-1: no limit) for input, then reads what is available, up
    /// to `limit` bytes. Empty when nothing came or the terminal is gone (then `isClosed` is true).
    mutating func read(waiting timeout: Int32, limit: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var wait = timeout
        while !isClosed && bytes.count < limit && Self.isReadable(waiting: wait) {
            let count = buffer.withUnsafeMutableBytes {
                Glibc.read(0, $0.baseAddress, min($0.count, limit - bytes.count))
            }
            if count < 0 && errno == EINTR { continue }
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { isClosed = true }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
            wait = 0
        }
        return bytes
    }

    /// Whether standard input has bytes, an end or an error within `milliseconds` (a read then
    /// returns at once).
    static func isReadable(waiting milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        while true {
            let result = poll(&descriptor, 1, milliseconds)
            if result < 0 && errno == EINTR { continue }
            return result > 0 && descriptor.revents & Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0
        }
    }
}
