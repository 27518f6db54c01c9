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

    /// `FileLogSink` at `$NAVPILOT_LOG` when that variable is set and names the user's own regular
    /// file (or a path where one can be created), else `memory`.
    public static var defaultSink: any LogSink { environmentSink.sink }

    /// Why `$NAVPILOT_LOG` is not used, as one terminal-safe line naming the path (`not logging to
    /// NAVPILOT_LOG: '/tmp/log' is a FIFO, not a regular file; debug lines stay in memory`), or nil
    /// when it is unset, empty or in use. A program prints it once, before its UI takes the terminal.
    public static var defaultSinkProblem: String? { environmentSink.problem }

    /// The sink for a log file path (`$NAVPILOT_LOG`, nil or empty when unset): a `FileLogSink` when
    /// the path is usable, else `memory` and the reason it is not. `defaultSink` is this for the
    /// environment's value, decided once per process.
    public static func sink(forLogPath path: String?) -> (sink: any LogSink, problem: String?) {
        guard let path, !path.isEmpty else { return (memory, nil) }
        do {
            return (try FileLogSink(path: path), nil)
        } catch {
            return (memory, "not logging to NAVPILOT_LOG: \(error); debug lines stay in memory")
        }
    }

    private static let environmentSink: (sink: any LogSink, problem: String?) = {
        // getenv rather than ProcessInfo: one variable does not need the whole environment copied.
        sink(forLogPath: getenv("NAVPILOT_LOG").map { String(cString: $0) })
    }()
}
