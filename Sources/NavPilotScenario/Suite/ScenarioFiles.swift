import NavPilot

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

/// Finds the scenario files named on a command line.
enum ScenarioFiles {
    /// Whether `path` is a folder (a symbolic link to one included).
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return FileName.withCPath(path, { stat($0, &status) }) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Files as given, and folders searched recursively for `*.scenario`; each folder's files sorted.
    ///
    /// What the user names is taken as named: a link is followed, and a path that is not a folder is
    /// a file, which `Scenario.load` refuses when it is not a regular one. Inside a folder nothing is
    /// trusted: folders reached through symbolic links are not entered (a link to a parent would
    /// loop forever), no folder is entered twice, `__snapshots__` folders are left out, and an entry
    /// named `*.scenario` that is not a regular file (a FIFO, a device, a link to one or to nothing)
    /// is left out with a message to `skipping`, rather than hanging or failing the run.
    ///
    /// - Returns: the files to load, and the named paths that do not exist.
    static func collect(
        _ paths: [String], skipping: (String) -> Void = { _ in }
    ) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        for path in paths {
            var status = stat()
            guard FileName.withCPath(path, { stat($0, &status) }) == 0 else {
                let code = errno
                if code == ENOENT || code == ENOTDIR { missing.append(path) } else { files.append(path) }
                continue
            }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                files.append(path)
                continue
            }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            files += scenarios(in: prefix, root: status, skipping: skipping).sorted().map { prefix + $0 }
        }
        return (files, missing)
    }

    /// The `*.scenario` files below `prefix` (a folder path ending in `/`), relative to it.
    private static func scenarios(in prefix: String, root: stat, skipping: (String) -> Void) -> [String] {
        var found: [String] = []
        var visited: Set<FolderIdentity> = [FolderIdentity(root)]
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let folder = prefix + relative
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)
            } catch {
                skipping("skipped \(SafeText.quoted(folder)): cannot read the folder")
                continue
            }
            for name in names {
                let entry = relative + name
                var status = stat()
                guard lstat(prefix + entry, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    guard name != "__snapshots__", visited.insert(FolderIdentity(status)).inserted else { continue }
                    pending.append(entry + "/")
                case S_IFREG:
                    if name.hasSuffix(".scenario") { found.append(entry) }
                case S_IFLNK:
                    if let reason = linkProblem(prefix + entry, isScenario: name.hasSuffix(".scenario")) {
                        skipping("skipped \(SafeText.quoted(prefix + entry)): \(reason)")
                    } else if name.hasSuffix(".scenario") {
                        found.append(entry)
                    }
                default:
                    if name.hasSuffix(".scenario") {
                        let kind = FileKind(mode: status.st_mode).rawValue
                        skipping("skipped \(SafeText.quoted(prefix + entry)): a \(kind), not a regular file")
                    }
                }
            }
        }
        return found
    }

    /// Why the symbolic link at `path` is left out, or nil when it is a scenario file to load (a link
    /// to a regular file) or nothing to say (a link to a file of another kind).
    private static func linkProblem(_ path: String, isScenario: Bool) -> String? {
        var target = stat()
        guard stat(path, &target) == 0 else { return isScenario ? "a symbolic link to nothing" : nil }
        switch target.st_mode & S_IFMT {
        case S_IFDIR: return "a symbolic link to a folder, not followed"
        case S_IFREG: return nil
        default:
            guard isScenario else { return nil }
            return "a symbolic link to a \(FileKind(mode: target.st_mode).rawValue), not a regular file"
        }
    }

    /// A folder as the file system knows it, whatever path reached it.
    private struct FolderIdentity: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }
}
