import Foundation
import NavPilot
import NavPilotExamples
import NavPilotScenario
import NavPilotTUI
import Testing

/// What a listener hears, kept whole: the split screen and the file browser driven by keys, their
/// narration compared line for line with the transcripts in `Transcripts/`. A change in wording
/// shows as a diff; `SNAPSHOT_UPDATE=1 swift test` (never on CI) writes the transcripts anew.
@MainActor
@Suite("Narration transcripts of the split screen and the file browser")
struct NarrationTranscriptTests {
    private static let transcripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts")

    /// Runs `script` narrated and compares its transcript with `Transcripts/NAME.txt`; `folder`, when
    /// given, is written `FOLDER` (it changes from run to run).
    private func check(_ name: String, script: String, catalog: SessionCatalog, folder: String? = nil) async throws {
        // The folder's name is a screen title too: both change from run to run.
        let folderName = folder.map { String($0.split(separator: "/").last ?? "") }
        let scenario = try Scenario.parse(script, file: "\(name).scenario", catalog: catalog)
        let result = await ScenarioRunner.run(scenario, catalog: catalog, narrates: true)
        #expect(result.passed, "\(result.failure?.description ?? "")")
        var transcript = ScenarioReport.lines(forNarration: result.narration).joined(separator: "\n") + "\n"
        if let folder, let folderName {
            transcript = transcript.replacingOccurrences(of: folder, with: "FOLDER")
                .replacingOccurrences(of: folderName, with: "FOLDER-NAME")
        }
        let path = Self.transcripts.appendingPathComponent("\(name).txt").path
        let environment = ProcessInfo.processInfo.environment
        if environment["SNAPSHOT_UPDATE"] == "1", environment["CI"] == nil {
            try transcript.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        #expect(transcript == golden, "\(Self.firstDifference(golden, transcript))")
    }

    /// The first line where the two differ, as `line N: expected … / found …`.
    private static func firstDifference(_ expected: String, _ actual: String) -> String {
        let (old, new) = (
            expected.split(separator: "\n", omittingEmptySubsequences: false),
            actual.split(separator: "\n", omittingEmptySubsequences: false)
        )
        let index = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let line = { (lines: [Substring]) in lines.indices.contains(index) ? String(lines[index]) : "(no line)" }
        return "line \(index + 1): expected \(line(old))\n         found    \(line(new))"
    }

    @Test func theSplitScreenToldStepByStep() async throws {
        try await check(
            "split-screen",
            script: """
                Session split-screen
                Key down
                Key enter
                Key w
                Key r
                Key escape
                Key tab
                Key 3
                Key enter
                Key enter
                Key enter
                Type "Jane"
                Key down
                Key enter
                Key z
                Key ?
                Key escape
                Push feed authorProfile(name: "Jane Doe")
                """, catalog: SessionCatalog(Examples.catalogue.map { ($0.name, $0.make) }))
    }

    @Test func theFileBrowserToldStepByStep() async throws {
        let fixture = try FilesFixture()
        let catalog = SessionCatalog([("files", { FilesExample.session(root: fixture.root) })])
        try await check(
            "files",
            script: """
                Session files
                Key down
                Key enter
                Key w
                Key left
                Key end
                Key up
                Key up
                Key tab
                Key r
                Key tab
                Key 1
                Key enter
                """, catalog: catalog, folder: fixture.root)
    }
}
