import Glibc
import Synchronization

/// Appends one line per record to a file (`NAVPILOT_LOG=path`), so logs can be followed with `tail -f`
/// while the UI owns the terminal.
public final class FileLogSink: LogSink {
    private let descriptor: Mutex<Int32>

    /// Opens the user's own regular file at `path` for appending, creating it (mode 0600) when nothing
    /// is there.
    ///
    /// The path comes from the environment, so it is treated as hostile: a symbolic link is not
    /// followed (nor is its target created), a FIFO or device is refused without blocking, and a file
    /// of another user is refused (see `RegularFile.openForAppending(atPath:)`).
    ///
    /// - Throws: `RegularFileError`, whose description names the path terminal-safe.
    public init(path: String) throws(RegularFileError) {
        descriptor = Mutex(try RegularFile.openForAppending(atPath: path))
    }

    deinit {
        descriptor.withLock { fd in _ = close(fd) }
    }

    /// Appends the record's line; a failed write is dropped (logging must never disturb the app).
    public func write(_ record: LogRecord) {
        let bytes = Array((record.line + "\n").utf8)
        descriptor.withLock { fd in
            // O_APPEND makes each write land whole at the end, even with other writers.
            _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        }
    }
}
