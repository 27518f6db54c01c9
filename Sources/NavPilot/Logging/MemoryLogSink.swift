import Synchronization

/// Keeps the most recent records in memory: the log pane's source, and the sink tests read.
public final class MemoryLogSink: LogSink {
    private struct Ring {
        var records: [LogRecord] = []
        var start = 0
    }

    /// How many records are kept; older ones are dropped first.
    public let capacity: Int
    private let ring = Mutex(Ring())

    /// Creates a sink keeping at most `capacity` records (at least one).
    public init(capacity: Int = 1_000) {
        self.capacity = max(1, capacity)
    }

    /// Keeps the record, dropping the oldest one when full.
    public func write(_ record: LogRecord) {
        ring.withLock { ring in
            if ring.records.count < capacity {
                ring.records.append(record)
            } else {
                ring.records[ring.start] = record
                ring.start = (ring.start + 1) % capacity
            }
        }
    }

    /// The kept records, oldest first.
    public var records: [LogRecord] {
        ring.withLock { ring in
            Array(ring.records[ring.start...] + ring.records[..<ring.start])
        }
    }

    /// The messages of the kept records, oldest first.
    public var messages: [String] { records.map(\.message) }

    /// Forgets every record.
    public func removeAll() {
        ring.withLock { $0 = Ring() }
    }
}
