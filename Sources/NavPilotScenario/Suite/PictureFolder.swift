import NavPilot

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The SVG pictures of a run (`navpilot run --svg DIR`): each scenario's final screen as
/// `NAME.svg` and its screenshots as `NAME/SHOT.svg`, `NAME` as the scenario's cast would be named.
enum PictureFolder {
    /// Copies the pictures of the one scenario that a child run wrote into `childFolder` into
    /// `directory` under `name` (what the whole run calls that scenario), never through a link.
    /// - Throws: the reason, terminal-safe, as its description.
    static func copy(from childFolder: String, to directory: String, name: String) throws {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: childFolder)) ?? []).sorted()
        for entry in entries where entry.hasSuffix(".svg") {
            if let bytes = try read(childFolder + "/" + entry) {
                try ConfinedFile.write(bytes, base: directory, folders: [], name: name + ".svg")
            }
        }
        for entry in entries where !entry.hasSuffix(".svg") {
            let folder = childFolder + "/" + entry
            let shots = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for shot in shots where shot.hasSuffix(".svg") && ScenarioFileName.isSafe(shot) {
                if let bytes = try read(folder + "/" + shot) {
                    try ConfinedFile.write(bytes, base: directory, folders: [name], name: shot)
                }
            }
        }
    }

    private static func read(_ path: String) throws -> [UInt8]? {
        try RegularFile.read(
            atPath: path, rules: .init(maximumSize: SnapshotStore.maximumSize, followsSymbolicLinks: false))
    }
}
