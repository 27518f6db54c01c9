import Foundation
import NavPilotTestSupport

/// `Scripts/testing/answering-terminal.py`: a pty whose terminal answers a program's questions as
/// its flags say (background, keyboard protocol, synchronized output, answers held until the first
/// screen), opens a post, goes back with Escape and ends the program.
enum AnsweringTerminal {
    /// Runs `command` on the answering terminal with `flags`: the script's report (its last phase
    /// and the exit status) and every byte the program wrote.
    static func run(_ flags: [String], command: [String]) async throws -> (report: Subprocess.Output, bytes: [UInt8]) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Scripts/testing/answering-terminal.py").standardized.path
        let output = folder.file("terminal.out")
        let report = try await Subprocess.run("/usr/bin/env", ["python3", script, output] + flags + ["--"] + command)
        return (report, Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    }

    /// Where `needle` first is in `bytes`.
    static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
