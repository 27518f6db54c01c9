import Foundation
import NavPilot
import NavPilotTestSupport

extension TemporaryFolder {
    /// A file store in the folder's `state` subfolder (created on the first save).
    var store: FileStateStore { FileStateStore(directory: path + "/state") }

    /// The names in the `state` subfolder, sorted.
    func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + "/state")) ?? []).sorted()
    }
}

/// The permission bits of a file.
func permissions(of path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? NSNumber)?.intValue ?? -1
}
