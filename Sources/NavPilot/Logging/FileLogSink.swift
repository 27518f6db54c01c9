import Glibc
import Synchronization

/// Appends one line per record to a file (`NAVPILOT_LOG=path`), so logs can be followed with `tail -f`
/// while the UI owns the terminal.
public final class FileLogSink: LogSink {
    private let descriptor: Mutex<Int32>

    /// Opens (creating, mode 0600) the file at `path` for appending; nil when it cannot be opened.
    public init?(path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        descriptor = Mutex(fd)
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
