#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where pilots with `persistState: true` keep their stacks: one blob per key.
///
/// Implementations must make `save` atomic (a reader sees the old blob or the new one, never a mix)
/// and must never delete a blob they are asked to `quarantine`.
public protocol StateStore: Sendable {
    /// The blob saved under `key`, or nil when there is none.
    func load(key: String) throws -> Data?
    /// Saves `data` under `key`, replacing what was there, atomically.
    func save(_ data: Data, key: String) throws
    /// Removes the blob under `key`; removing a missing blob is not an error.
    func remove(key: String) throws
    /// Moves the blob under `key` aside (it could not be decoded), keeping its bytes, and returns
    /// where it went (for the log). Never overwrites an earlier quarantined blob.
    func quarantine(key: String) throws -> String
    /// Why the store's place is unsafe (other users could change the saved state), or nil. Checked
    /// once when a pilot starts persisting; `NavPilot.persistenceWarning` shows it.
    func locationWarning() -> String?
    /// Marks the store as used by this process while it runs (for `key`), and says whether another
    /// running program uses it too (two instances of an app on one state folder): then the last one
    /// to save a stack wins, and the returned warning says so. Checked once when a pilot starts persisting;
    /// `NavPilot.persistenceWarning` shows it.
    func claim(key: String) -> String?
}

extension StateStore {
    /// No warning: a store that cannot tell has nothing to say.
    public func locationWarning() -> String? { nil }
    /// No warning: a store that cannot tell has nothing to say.
    public func claim(key: String) -> String? { nil }
}

/// A file operation of `FileStateStore` that failed.
public struct StateStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being done: `create directory`, `write`, `rename`, …
    public let operation: String
    /// The file or directory involved.
    public let path: String
    /// The `errno` value of the failure.
    public let code: Int32

    /// Creates an error from the failed operation and its `errno`.
    public init(operation: String, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// `write /path/to/file: Permission denied`, with the path terminal-safe.
    public var description: String {
        "\(operation) \(SafeText.escaping(path)): \(String(cString: strerror(code)))"
    }
}
