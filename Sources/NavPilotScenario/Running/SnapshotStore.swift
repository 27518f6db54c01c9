import NavPilot
import NavPilotTUI

/// Screen snapshots of one scenario, as text files (`Snapshot`) and SVG pictures (`Screenshot`) in a
/// folder: compared, or written when updating.
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
    /// Where screenshots are also written, whether compared or not (`navpilot run --svg DIR`): a
    /// trusted folder and the folders below it, never links.
    var copies: (base: String, folders: [String])?

    init(directory: String, update: Bool, copies: (base: String, folders: [String])? = nil) {
        self.directory = directory
        self.update = update
        self.copies = copies
    }

    /// The scenario's name: the last part of `directory`.
    var scenarioName: String {
        String(directory.split(separator: "/").last ?? "")
    }

    /// The most bytes a snapshot or screenshot file may have.
    static let maximumSize = 64 << 20

    func path(of name: String, extension: String = "txt") -> String { directory + "/" + name + "." + `extension` }

    /// Compares the text and styles of `screen` with the snapshot `name` (see `StyledScreen`), or
    /// writes them when updating. A failure names the rows whose text differs and the rows that
    /// differ in style only.
    func check(_ name: String, screen: CellBuffer) throws(StepProblem) {
        let styled = StyledScreen(screen)
        let contents = styled.document
        guard let stored = try compareOrWrite(name, extension: "txt", kind: "snapshot", contents: contents) else {
            return
        }
        let expected = SnapshotDocument(parsing: stored)
        let actual = SnapshotDocument(styled)
        let (text, styleOnly) = expected.differences(to: actual)
        // A text-only snapshot (written before styles were recorded) passes on equal text.
        guard !text.isEmpty || !styleOnly.isEmpty else { return }
        var places: [String] = []
        if !text.isEmpty {
            places.append("in text on row\(text.count > 1 ? "s" : "") \(SnapshotDocument.rowList(text))")
        }
        if !styleOnly.isEmpty {
            places.append(
                "in style only on row\(styleOnly.count > 1 ? "s" : "") \(SnapshotDocument.rowList(styleOnly))")
        }
        var details: [String] = []
        if !text.isEmpty {
            details += LineDiff.numberedChanges(from: expected.textRows, to: actual.textRows)
        }
        if !styleOnly.isEmpty {
            details.append("style rows (one letter per cell, . plain):")
            details += expected.styleDetails(of: styleOnly, to: actual)
        }
        throw StepProblem(
            "the screen differs from snapshot \(path(of: name)) \(places.joined(separator: " and ")) "
                + "(- snapshot, + screen; rerun with SNAPSHOT_UPDATE=1 to accept)",
            details: details)
    }

    /// Compares `screen` as an SVG picture (`SVGScreenshot`, painted with `palette`: the session's
    /// theme's) with the screenshot `name` byte for byte, or writes it when updating; first writes a
    /// copy into `copies` when set (`navpilot run --svg`).
    func checkScreenshot(_ name: String, screen: CellBuffer, palette: TerminalPalette) throws(StepProblem) {
        guard ScenarioFileName.isSafe(name) else {
            throw StepProblem("the screenshot name \(SafeText.quoted(name)) is not a safe file name")
        }
        let svg = SVGScreenshot(title: "\(scenarioName) · \(name)", palette: palette).svg(of: screen)
        if let copies {
            do {
                try ConfinedFile.write(Array(svg.utf8), base: copies.base, folders: copies.folders, name: name + ".svg")
            } catch {
                throw StepProblem("cannot write screenshot \(name).svg into --svg folder: \(error)")
            }
        }
        guard let stored = try compareOrWrite(name, extension: "svg", kind: "screenshot", contents: svg) else {
            return
        }
        let changes = LineDiff.numberedChanges(from: Self.lines(of: stored), to: Self.lines(of: svg))
        throw StepProblem(
            "the screen differs from screenshot \(path(of: name, extension: "svg")) "
                + "(- screenshot, + screen; rerun with SNAPSHOT_UPDATE=1 to accept)",
            details: Array(changes.prefix(20)) + (changes.count > 20 ? ["… and \(changes.count - 20) more lines"] : []))
    }

    /// Writes `contents` as `name.extension` when updating (nil); else the stored text when it differs
    /// from `contents` (nil when equal).
    private func compareOrWrite(
        _ name: String, extension: String, kind: String, contents: String
    ) throws(StepProblem) -> String? {
        guard ScenarioFileName.isSafe(name) else {
            throw StepProblem("the \(kind) name \(SafeText.quoted(name)) is not a safe file name")
        }
        let path = path(of: name, extension: `extension`)
        let file = name + "." + `extension`
        let (base, folders) = confinement
        if update {
            do {
                try ConfinedFile.write(Array(contents.utf8), base: base, folders: folders, name: file)
            } catch {
                throw StepProblem("cannot write \(kind) \(path): \(error)")
            }
            return nil
        }
        let bytes: [UInt8]?
        do {
            bytes = try ConfinedFile.read(base: base, folders: folders, name: file, maximumSize: Self.maximumSize)
        } catch {
            throw StepProblem("cannot read \(kind) \(path): \(error)")
        }
        guard let bytes else {
            throw StepProblem("no \(kind) at \(path); run with SNAPSHOT_UPDATE=1 to write it")
        }
        let stored = String(decoding: bytes, as: UTF8.self)
        return stored == contents ? nil : stored
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
