import Foundation

/// A new folder for one test's files, removed with everything in it when the value goes away.
public final class TemporaryFolder {
    /// The folder's absolute path.
    public let path: String

    /// Creates an empty folder under the temporary directory (`TMPDIR`).
    public init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("navpilot-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `contents` to the file `name` in the folder and returns the file's path.
    @discardableResult
    public func write(_ name: String, _ contents: String) throws -> String {
        let file = path + "/" + name
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }
}
