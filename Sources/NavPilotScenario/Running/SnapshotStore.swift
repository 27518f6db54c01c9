import NavPilot

/// Screen snapshots of one scenario, as text files in a folder: compared, or written when updating.
///
/// Snapshot files never leave their folder: a name must be a safe file name
/// (`ScenarioFileName.isSafe(_:)`), and from the `__snapshots__` folder down nothing is a symbolic
/// link (`ConfinedFile`): a link planted as `__snapshots__`, as the scenario's folder or as a
/// snapshot is refused, on reading and on writing.
struct SnapshotStore {
    /// `<folder of the scenario>/__snapshots__/<scenario>`.
    let directory: String
    /// Write snapshots instead of comparing (SNAPSHOT_UPDATE=1).
    let update: Bool

    /// The most bytes a snapshot file may have: a 1000x1000 screen of four-byte characters.
    static let maximumSize = 4 << 20

    func path(of name: String) -> String { directory + "/" + name + ".txt" }

    /// Compares `screen` with the snapshot `name`, or writes it when updating.
    func check(_ name: String, screen: String) throws(StepProblem) {
        guard ScenarioFileName.isSafe(name) else {
            throw StepProblem("the snapshot name \(SafeText.quoted(name)) is not a safe file name")
        }
        let path = path(of: name)
        let contents = screen + "\n"
        let (base, folders) = confinement
        if update {
            do {
                try ConfinedFile.write(Array(contents.utf8), base: base, folders: folders, name: name + ".txt")
            } catch {
                throw StepProblem("cannot write snapshot \(path): \(error)")
            }
            return
        }
        let bytes: [UInt8]?
        do {
            bytes = try ConfinedFile.read(
                base: base, folders: folders, name: name + ".txt", maximumSize: Self.maximumSize)
        } catch {
            throw StepProblem("cannot read snapshot \(path): \(error)")
        }
        guard let bytes else {
            throw StepProblem("no snapshot at \(path); run with SNAPSHOT_UPDATE=1 to write it")
        }
        let stored = String(decoding: bytes, as: UTF8.self)
        guard stored != contents else { return }
        let expected = Self.lines(of: stored)
        let actual = Self.lines(of: contents)
        throw StepProblem(
            "the screen differs from snapshot \(path) (- snapshot, + screen; rerun with SNAPSHOT_UPDATE=1 to accept)",
            details: LineDiff.numberedChanges(from: expected, to: actual))
    }

    /// The trusted folder and the folders below it that must not be links: from the last
    /// `__snapshots__` of `directory` down, or none when `directory` (given in code) has no such part.
    var confinement: (base: String, folders: [String]) {
        let parts = directory.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let snapshots = parts.lastIndex(of: "__snapshots__") else { return (directory, []) }
        let base = parts[..<snapshots].joined(separator: "/")
        let folders = parts[snapshots...].filter { !$0.isEmpty }
        return (base.isEmpty ? (directory.hasPrefix("/") ? "/" : ".") : base, folders)
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
