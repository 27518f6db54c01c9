import Foundation

/// A new folder for one test's files, removed with everything in it by `remove()` or, at the latest,
/// when the value goes away.
///
/// Call `remove()` in a `defer`: it also keeps the folder alive to the end of the scope, where
/// the optimizer may otherwise release the value after its last use while its paths are still in use.
public final class TemporaryFolder {
    /// The folder's absolute path.
    public let path: String

    /// Creates an empty folder `/tmp/np.XXXXXX`, only the user can enter.
    ///
    /// Fixtures live under this short fixed base, not under `TMPDIR`, so that every path a test
    /// shows on a screen has the same length wherever the suite runs: under a long `TMPDIR` an
    /// alert naming a fixture wrapped its message across two rows and the test read half a word.
    /// Where `/tmp` cannot be used, the folder goes in `TMPDIR` after all.
    public init() throws {
        guard let made = Self.make(in: "/tmp") ?? Self.make(in: FileManager.default.temporaryDirectory.path) else {
            throw CocoaError(.fileWriteNoPermission)
        }
        path = made
    }

    /// A new folder `np.XXXXXX` in `base` (`mkdtemp`), or nil when none can be made there.
    private static func make(in base: String) -> String? {
        var template = Array((base + "/np.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        return String(cString: made)
    }

    deinit {
        remove()
    }

    /// The path of `name` inside the folder (nothing is created).
    public func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Writes `contents` to the file `name` in the folder (creating its subfolders) and returns the
    /// file's path.
    @discardableResult
    public func write(_ name: String, _ contents: String) throws -> String {
        let file = file(name)
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The text of the file `name` in the folder, or nil when it cannot be read.
    public func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Removes the folder and everything in it, even subfolders a test made read-only.
    public func remove() {
        Self.makeWritable(path)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Gives the owner full access to `folder` and every folder under it (symbolic links are not
    /// followed), so that removing them cannot fail on permissions.
    private static func makeWritable(_ folder: String) {
        var info = stat()
        guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
        chmod(folder, 0o700)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            makeWritable(folder + "/" + name)
        }
    }
}
