import NavPilot
import NavPilotTUI

/// Records a scenario run as an asciicast (`navpilot run --cast DIR`): the first frame, every
/// step's frame, and navigation transitions frame by frame, 40 ms apart as on a terminal. Each
/// frame goes to the file as it comes (`ConfinedFile.Stream`), so a run of a million steps takes no
/// more memory than one of ten; `finish` puts the file in place.
@MainActor
final class CastRecorder: ScenarioPresenter {
    private var writer: AsciicastWriter
    private let stream: Result<ConfinedFile.Stream, ConfinedFileError>

    /// A cast titled `title`, to be `name` in `directory` (never through a symbolic link: a link or
    /// a FIFO planted in its place is refused).
    init(title: String, directory: String, name: String) {
        // The title comes from a file name: a player shows it as it is, so it goes through the one
        // escaping function as everything written for a terminal does.
        writer = AsciicastWriter(title: SafeText.escaping(title))
        do {
            stream = .success(try ConfinedFile.Stream(base: directory, folders: [], name: name))
        } catch {
            stream = .failure(error)
        }
    }

    var showsTransitions: Bool { true }

    func started(_ scenario: Scenario, screen: CellBuffer) async {
        add(screen)
    }

    func transitionFrame(_ screen: CellBuffer) {
        add(screen, shownFor: 40)
    }

    func didRun(_ step: ScenarioStep, index: Int, screen: CellBuffer, failure: ScenarioFailure?) async {
        add(screen)
    }

    private func add(_ screen: CellBuffer, shownFor milliseconds: Int? = nil) {
        guard case .success(let stream) = stream else { return }
        stream.write(Array(writer.lines(for: screen, shownFor: milliseconds).utf8))
    }

    /// Puts the cast in place; throws why it could not be written.
    func finish() throws(ConfinedFileError) {
        try stream.get().finish()
    }
}

/// The cast files of a run (`navpilot run --cast DIR`).
enum CastNames {
    /// The file names of the casts of the scenario `files` of one run, in order: each scenario's
    /// output name, and where two scenarios of the run would share one (the same name in two
    /// folders), names made from their paths instead, so no cast overwrites another.
    static func unique(for files: [String]) -> [String] {
        let stems = files.map(Scenario.outputName(ofPath:))
        var counts: [String: Int] = [:]
        for stem in stems { counts[stem, default: 0] += 1 }
        var taken: Set<String> = []
        return zip(files, stems).map { file, stem in
            var name = stem
            if counts[stem, default: 0] > 1 {
                let path = file.hasSuffix(".scenario") ? String(file.dropLast(".scenario".count)) : file
                let parts = path.split(separator: "/").filter { $0 != "." && $0 != ".." }
                name = ScenarioFileName.sanitized(parts.joined(separator: "-"))
            }
            // `a.` + `.cast` would hold `..`; and with `--svg`, a scenario `x.svg` would want the folder
            // `x.svg/` for its screenshots where the scenario `x` has its final screen `x.svg`.
            if name.hasSuffix(".") || name.hasSuffix(".svg") { name += "_" }
            var unique = name
            var suffix = 2
            while !taken.insert(unique).inserted {
                unique = "\(name)-\(suffix)"
                suffix += 1
            }
            return unique + ".cast"
        }
    }

    /// Writes a cast's `bytes` as `name` in `directory` (created when missing), never through a
    /// symbolic link.
    /// - Throws: the reason, terminal-safe, as its description.
    static func write(_ bytes: [UInt8], to directory: String, name: String) throws {
        try ConfinedFile.write(bytes, base: directory, folders: [], name: name)
    }
}
