import Foundation
import Testing

/// Every line the program writes to standard output or standard error goes through `Console.print`
/// (and so through `SafeText`), by construction: no other code in `Sources/` may write to those
/// streams. The only exceptions write fixed escape sequences the program itself made.
@Suite("Reliability: one terminal-safe way to standard output and standard error")
struct OutputDisciplineTests {
    /// Files allowed to write to file descriptors 1 and 2 directly, and why.
    static let allowedWriters: [String: String] = [
        "Sources/NavPilotTUI/Output/Console.swift": "the one writer: escapes every line",
        "Sources/NavPilotTUI/Terminal/TTY/TerminfoTerminal.swift":
            "frames and fixed mode sequences (bracketed paste, mouse)",
        "Sources/NavPilotTUI/Terminal/TerminalRestorer.swift": "fixed restore sequences, from a signal handler",
    ]

    /// Whether a line of Swift calls something that writes to the standard streams: Swift's `print`,
    /// stdio, `FileHandle`, `write(1|2, …)`. Declarations (`func print`) and methods (`x.print(`) are not.
    static func writesToStandardStreams(_ line: Substring) -> Bool {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let direct = [
            "FileHandle.standardOutput", "FileHandle.standardError", "write(1,", "write(2,", "write(STDOUT_FILENO",
            "write(STDERR_FILENO",
        ]
        if direct.contains(where: { code.contains($0) }) { return true }
        for name in ["print", "debugPrint", "dump", "puts", "fputs", "fprintf", "printf", "putchar"] {
            var rest = code[...]
            while let range = rest.range(of: name + "(") {
                let before = code[..<range.lowerBound]
                let isFreeCall =
                    before.last.map { !($0 == "." || $0 == "_" || $0.isLetter || $0.isNumber) } ?? true
                if isFreeCall && !before.hasSuffix("func ") { return true }
                rest = code[range.upperBound...]
            }
        }
        return false
    }

    @Test func onlyConsoleWritesToStandardOutputAndError() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")
            .standardized
        let sources = root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50, "the source tree was not found at \(sources.path)")
        var offenders: [String] = []
        for file in files {
            let relative = "Sources/" + file
            if Self.allowedWriters[relative] != nil { continue }
            let text = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if Self.writesToStandardStreams(line) { offenders.append("\(relative):\(number + 1): \(line)") }
            }
        }
        #expect(offenders.isEmpty, "write through Console.print instead:\n\(offenders.joined(separator: "\n"))")
    }

    @Test func thePatternCatchesEachKindOfDirectWrite() {
        for line in [
            #"print("x")"#, #"  debugPrint(value)"#, "fputs(text, stderr)", "FileHandle.standardError.write(data)",
            "_ = write(2, pointer, count)", "write(STDOUT_FILENO, p, n)",
        ] {
            #expect(Self.writesToStandardStreams(line[...]), "\(line)")
        }
        for line in [
            "Console.print(message)", "func print(_ value: NotationValue)", "printer.print(x)", "blueprint(x)",
            "// print(x) in a comment",
        ] {
            #expect(!Self.writesToStandardStreams(line[...]), "\(line)")
        }
    }
}
