#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One log line: when, who, what.
public struct LogRecord: Hashable, Sendable {
    /// When the record was made.
    public let date: Date
    /// Who logged it, for example `NavPilot<FeedRoute>`.
    public let source: String
    /// What happened, for example `push post(id: 1) -> [feed → post(id: 1)]`.
    public let message: String

    /// Creates a record.
    public init(date: Date = Date(), source: String, message: String) {
        self.date = date
        self.source = source
        self.message = message
    }

    /// The record as one line of text, `source: message`, made terminal-safe (control and format
    /// characters escaped, line breaks included), so `tail -f` on a log file can never run a sequence
    /// that came from a route, a deep link or a state file.
    public var line: String { SafeText.escaping("\(source): \(message)") }
}

/// Where debug logging goes. Nothing is ever written to the terminal the UI draws on, so a sink
/// is a file, memory, or whatever a program supplies.
public protocol LogSink: AnyObject, Sendable {
    /// Records one line. Called on the thread that logs; implementations must be thread-safe.
    func write(_ record: LogRecord)
}

/// The process-wide default sink for pilots created with `debug: true`.
public enum NavLog {
    /// The in-memory ring every pilot logs to unless `NAVPILOT_LOG` names a file; a log pane can show it.
    public static let memory = MemoryLogSink(capacity: 1_000)

    /// `FileLogSink` at `$NAVPILOT_LOG` when that variable is set and the file can be opened, else `memory`.
    public static let defaultSink: any LogSink = {
        // getenv rather than ProcessInfo: one variable does not need the whole environment copied.
        if let value = getenv("NAVPILOT_LOG"), case let path = String(cString: value), !path.isEmpty,
            let file = FileLogSink(path: path)
        {
            return file
        }
        return memory
    }()
}
