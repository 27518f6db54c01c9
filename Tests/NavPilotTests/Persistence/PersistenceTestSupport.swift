import Foundation
import NavPilot

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "navpilot-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    var store: FileStateStore { FileStateStore(directory: path + "/state") }

    func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + "/state")) ?? []).sorted()
    }

    func remove() {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path + "/state")
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The permission bits of a file.
func permissions(of path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? NSNumber)?.intValue ?? -1
}
