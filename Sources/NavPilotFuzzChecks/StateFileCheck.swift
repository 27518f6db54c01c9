import Foundation
import NavPilot

/// Saved-state files: any bytes as the state file of a pilot restoring through the real path
/// (`FileStateStore` in a new folder, `NavPilot` restoring under a key). Either the pilot restores
/// exactly the stack the bytes hold and leaves the file as it was, or it starts from `initial` with
/// `persistenceError` set and the bytes moved aside whole as `<name>.corrupt-<timestamp>`. Then one
/// push is saved, and a relaunch restores what was saved (what is saved can be restored).
///
/// The folder is made under `$NAVPILOT_STATE_DIR` when set (`Fuzz/run.sh` points it at a temporary
/// folder), else the system's temporary folder, and removed after each input.
@MainActor
enum StateFileCheck {
    static let key = "fuzz"

    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileStateStore(directory: folder.path)
        let fileName = (store.path(forKey: key) as NSString).lastPathComponent
        guard FileManager.default.createFile(atPath: store.path(forKey: key), contents: Data(bytes)) else {
            throw FuzzFailure("could not write the state file in \(folder.path)")
        }

        let pilot = NavPilot<FuzzRoute>(initial: .home, persistenceKey: key, store: store)
        try require(pilot.persistenceWarning == nil, "a private folder was warned about: \(pilot.persistenceWarning!)")
        switch expectedStack(bytes) {
        case .some(let routes):
            try require(
                notation(pilot.stack) == notation(routes),
                "restored \(notation(pilot.stack) ?? "?") but the file holds \(notation(routes) ?? "?")")
            try require(pilot.persistenceError == nil, "a usable file gave an error: \(pilot.persistenceError!)")
            try require(folder.files() == [fileName], "a usable file was moved: \(folder.files())")
            try require(folder.contents(of: fileName) == bytes, "restoring changed the file")
        case .none:
            try require(pilot.stack == [.home], "an unusable file changed the stack: \(notation(pilot.stack) ?? "?")")
            try require(pilot.persistenceError != nil, "an unusable file was refused silently")
            let names = folder.files()
            try require(
                names.count == 1 && names[0].hasPrefix(fileName + ".corrupt-"),
                "an unusable file was not moved aside alone: \(names)")
            try require(folder.contents(of: names[0]) == bytes, "the moved-aside file lost bytes")
            try require(pilot.persistenceError!.contains(names[0]), "the error does not say where the file went")
        }
        try saveAndRelaunch(pilot, store: store)
    }

    /// The stack the bytes hold, decoded independently of `NavPilot` (the format `SavedStack` writes),
    /// or nil when a pilot must refuse them.
    static func expectedStack(_ bytes: [UInt8]) -> [FuzzRoute]? {
        struct Envelope: Decodable {
            var format: String
            var version: Int
            var routeType: String
            var stack: [String]
        }
        guard bytes.count <= NavPilot<FuzzRoute>.maximumSavedStateSize,
            let saved = try? JSONDecoder().decode(Envelope.self, from: Data(bytes)),
            saved.format == "navpilot.stack", saved.version == 1, !saved.stack.isEmpty
        else { return nil }
        var routes: [FuzzRoute] = []
        for text in saved.stack {
            guard let route = try? RouteNotation.decode(FuzzRoute.self, from: text) else { return nil }
            routes.append(route)
        }
        return routes
    }

    /// A change is saved, and a new pilot restores exactly the stack that was saved.
    private static func saveAndRelaunch(_ pilot: NavPilot<FuzzRoute>, store: FileStateStore) throws(FuzzFailure) {
        pilot.push(.detail(id: 7))
        if let error = pilot.persistenceError {
            // The only save a pilot may refuse is one too large to restore.
            try require(error.contains("bytes that can be restored"), "saving failed: \(error)")
            return
        }
        let relaunched = NavPilot<FuzzRoute>(initial: .home, persistenceKey: key, store: store)
        try require(relaunched.persistenceError == nil, "a saved stack was refused: \(relaunched.persistenceError!)")
        try require(
            notation(relaunched.stack) == notation(pilot.stack),
            "saved \(notation(pilot.stack) ?? "?") but restored \(notation(relaunched.stack) ?? "?")")
    }
}

/// A new private folder for one input, removed with everything in it.
private struct TemporaryFolder {
    let path: String

    /// Where the folders go: `$NAVPILOT_STATE_DIR`, else the system's temporary folder.
    static let parent: String = {
        let state = ProcessInfo.processInfo.environment["NAVPILOT_STATE_DIR"] ?? ""
        return state.isEmpty ? NSTemporaryDirectory() : state
    }()

    init() throws(FuzzFailure) {
        var template = Array((Self.parent + "/navpilot-statefile-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw FuzzFailure("mkdtemp failed: errno \(errno)") }
        path = String(cString: made)
    }

    func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// The bytes of a file in the folder. Not `FileManager.contents(atPath:)`: it leaks a 4 KiB
    /// buffer for an empty file, which LeakSanitizer reports as a finding.
    func contents(of name: String) -> [UInt8]? {
        try? RegularFile.read(atPath: path + "/" + name, rules: RegularFile.Rules(maximumSize: 1 << 24))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
