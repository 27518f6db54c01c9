import NavPilot
import NavPilotTUI

/// `fmt [--check] PATH...`: scenario files, and folders of them, rewritten in their canonical form
/// (`ScenarioFormatter`); with `--check`, nothing is written and each file that is not formatted is
/// named, for CI. Exit 0 when every file is (or now is) formatted, 1 when `--check` found one that is
/// not, 2 for a file that cannot be read or parsed, or a bad command line.
@MainActor
enum FmtCommand {
    nonisolated static func usage(_ program: String) -> String { "usage: \(program) fmt [--check] PATH..." }

    static func run(arguments: [String], context: CommandContext) async -> Int32 {
        let usage = usage(context.program)
        if context.printedHelp(for: arguments, usage: usage) { return ExitStatus.success }
        let checking = arguments.contains("--check")
        let paths = arguments.filter { $0 != "--check" }
        if let option = paths.first(where: { $0.hasPrefix("-") }) {
            return context.refuse("unknown option \(SafeText.quoted(option))", usage: usage)
        }
        guard !paths.isEmpty else { return context.refuse("no scenario file or folder given", usage: usage) }
        let (files, missing) = ScenarioFiles.collect(paths) { context.complain($0) }
        var status = ExitStatus.success
        for path in missing {
            Console.print("✘ \(path)  no such file or folder")
            status = ExitStatus.usage
        }
        var changed = 0
        for file in files {
            switch formatted(file) {
            case .failure(let problem):
                Console.print("✘ \(file)  \(problem)")
                status = ExitStatus.usage
            case .success(let (text, original)) where text == original:
                continue
            case .success where checking:
                Console.print("✘ \(file)  not formatted: \(context.program) fmt \(file)")
                changed += 1
                if status == ExitStatus.success { status = ExitStatus.failure }
            case .success(let (text, _)):
                do {
                    try RecordingFile(path: file, replacing: true).write(text)
                    Console.print("✔ \(file)  formatted")
                    changed += 1
                } catch {
                    Console.print("✘ \(file)  cannot be written: \(error)")
                    status = ExitStatus.usage
                }
            }
        }
        let verb = checking ? "not formatted" : "formatted"
        Console.print("\(files.count) \(files.count == 1 ? "file" : "files"), \(changed) \(verb)")
        return status
    }

    /// The canonical text of the file at `path` and its text as it is, or why it cannot be formatted.
    private static func formatted(_ path: String) -> Result<(String, String), FormatProblem> {
        let bytes: [UInt8]?
        do {
            bytes = try RegularFile.read(atPath: path, rules: .init(maximumSize: ScenarioLimits.maximumFileSize))
        } catch {
            return .failure(FormatProblem(description: error.description))
        }
        guard let bytes else { return .failure(FormatProblem(description: "no such file")) }
        let text = String(decoding: bytes, as: UTF8.self)
        guard Array(text.utf8) == bytes else {
            return .failure(FormatProblem(description: "is not UTF-8 text: formatting would change its bytes"))
        }
        switch ScenarioFormatter.format(text) {
        case .success(let formatted): return .success((formatted, text))
        case .failure(let unreadable):
            let diagnostics = ScenarioDiagnostics(
                diagnostics: unreadable.failures.map {
                    ScenarioDiagnostic(file: path, span: $0.span, message: $0.message)
                },
                sourceLines: unreadable.sourceLines, omittedCount: unreadable.omitted)
            return .failure(FormatProblem(description: "cannot be read, so it is left as it is:\n\(diagnostics)"))
        }
    }

    /// Why a file is left as it is.
    private struct FormatProblem: Error, CustomStringConvertible {
        let description: String
    }
}
