#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the scenario files named on a command line.
enum ScenarioFiles {
    /// A path that is neither a scenario file nor a folder.
    struct Missing: Error {
        let path: String
    }

    /// Files as given, and folders searched recursively for `*.scenario`; each folder's files sorted.
    static func collect(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            guard manager.fileExists(atPath: path) else {
                missing.append(path)
                continue
            }
            let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            guard type == .typeDirectory, let subpaths = try? manager.subpathsOfDirectory(atPath: path) else {
                files.append(path)
                continue
            }
            let found =
                subpaths
                .filter { $0.hasSuffix(".scenario") && !$0.split(separator: "/").contains("__snapshots__") }
                .sorted()
            let prefix = path.hasSuffix("/") ? path : path + "/"
            files += found.map { prefix + $0 }
        }
        return (files, missing)
    }
}
