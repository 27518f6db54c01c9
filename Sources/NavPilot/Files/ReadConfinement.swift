import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The folders a program may read files from while it runs a scenario file, so a hostile scenario
/// (a route naming `/etc/passwd`, a folder route naming `/`) cannot put any file the runner can read
/// into its output, its pictures or a CI log.
///
/// `navpilot run` and `play` set one for each scenario (`ReadConfinement.$current`): the scenario's
/// own folder and its sandbox. `RegularFile.read` checks it by itself; code that reads files another
/// way calls `ReadConfinement.check(_:)` first and refuses what it refuses. Every refusal is kept, so
/// the runner fails the step that caused it with a message naming the path. Outside a scenario run
/// (`current` nil) everything may be read.
public final class ReadConfinement: Sendable {
    /// The confinement of the code running now (a task local: the tasks a scenario's views start
    /// inherit it).
    @TaskLocal public static var current: ReadConfinement?

    /// The folders, links resolved: a path may be read when it resolves inside one of them.
    public let folders: [String]
    private let refused = Mutex<[String]>([])

    /// Reads confined to `folders` (each resolved as it is now; one that does not exist allows
    /// nothing).
    public init(folders: [String]) {
        self.folders = folders.compactMap(Self.resolved)
    }

    /// Why `path` may not be read under the current confinement, or nil when it may (always, outside
    /// a scenario run). A refusal is kept for `takeRefusals()`.
    public static func check(_ path: String) -> String? {
        guard let confinement = current else { return nil }
        return confinement.check(path)
    }

    /// Why `path` may not be read here, or nil when it may.
    public func check(_ path: String) -> String? {
        // A path that does not resolve (nothing there yet) is judged by the nearest folder above it
        // that exists, so a read of it fails as "no such file" inside the folders and is refused
        // outside them.
        let resolved = Self.resolved(path) ?? Self.resolvedAncestor(of: path)
        if let resolved, folders.contains(where: { resolved == $0 || resolved.hasPrefix($0 == "/" ? "/" : $0 + "/") }) {
            return nil
        }
        refused.withLock { $0.append(path) }
        return "outside the folders this scenario may read"
    }

    /// The paths refused since the last call, in order.
    public func takeRefusals() -> [String] {
        refused.withLock { paths in
            defer { paths.removeAll() }
            return paths
        }
    }

    private static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func resolvedAncestor(of path: String) -> String? {
        var path = path
        while let slash = path.lastIndex(of: "/") {
            path = String(path[..<slash])
            if let resolved = resolved(path.isEmpty ? "/" : path) { return resolved }
        }
        return resolved(".")
    }
}
