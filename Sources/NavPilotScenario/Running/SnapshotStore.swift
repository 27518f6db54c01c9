#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Screen snapshots of one scenario, as text files in a folder: compared, or written when updating.
struct SnapshotStore {
    /// `<folder of the scenario>/__snapshots__/<scenario>`.
    let directory: String
    /// Write snapshots instead of comparing (SNAPSHOT_UPDATE=1).
    let update: Bool

    func path(of name: String) -> String { directory + "/" + name + ".txt" }

    /// Compares `screen` with the snapshot `name`, or writes it when updating.
    func check(_ name: String, screen: String) throws(StepProblem) {
        let path = path(of: name)
        let contents = screen + "\n"
        if update {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw StepProblem("cannot write snapshot \(path): \(error)")
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StepProblem("no snapshot at \(path); run with SNAPSHOT_UPDATE=1 to write it")
        }
        let stored = String(decoding: data, as: UTF8.self)
        guard stored != contents else { return }
        let expected = Self.lines(of: stored)
        let actual = Self.lines(of: contents)
        throw StepProblem(
            "the screen differs from snapshot \(path) (- snapshot, + screen; rerun with SNAPSHOT_UPDATE=1 to accept)",
            details: LineDiff.numberedChanges(from: expected, to: actual))
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
