import NavPilot
import NavPilotExamples
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The file browser on a folder of 10 entries and one of 100,000 (empty files made in a scratch
/// folder): how long the folder takes to open (read, sort, first frame of the list), and how long a
/// key and its frame take at the top and at the end of the list. A large folder must scroll as fast
/// as a small one.
@MainActor
func filesFigures() async -> [Figure] {
    var figures: [Figure] = []
    for count in [10, 100_000] {
        guard let folder = ScratchFolder.make(prefix: "navpilot-bench-files") else { return figures }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for index in 0..<count {
            let name = "file-" + String(index + 1_000_000).dropFirst()
            precondition(FileManager.default.createFile(atPath: folder + "/" + name, contents: nil))
        }
        var session: HeadlessSession?
        let open = await medianSeconds(repetitions: 3) {
            let fresh = HeadlessSession(FilesExample.session(root: folder), size: Size(width: 100, height: 30))
            // The folder loads in batches with a yield between them: settle until the list shows.
            while !fresh.text(ofPane: "files").contains("file-000000") {
                await fresh.settle()
            }
            session = fresh
        }
        let browser = session!
        let keyAtTop = medianSeconds {
            for _ in 0..<100 {
                browser.press(.down)
                browser.press(.up)
            }
        }
        browser.press(.end)
        let keyAtEnd = medianSeconds {
            for _ in 0..<100 {
                browser.press(.up)
                browser.press(.down)
            }
        }
        // `/` then a name: each character searches every row (the last entry's name, so all of it).
        let last = String(count - 1 + 1_000_000).dropFirst()
        let search = medianSeconds {
            browser.press(.home)
            browser.press(.character("/"))
            for character in last { browser.press(.character(character)) }
            browser.press(.escape)
        }
        let label = count == 10 ? "10 entries" : "100,000 entries"
        figures.append(
            Figure(
                name: "a character typed in a search (/), \(label)", value: search / Double(last.count + 2) * 1000,
                unit: "ms"))
        figures.append(
            Figure(name: "open a folder of \(label) (read, sort, list shown)", value: open * 1000, unit: "ms"))
        figures.append(
            Figure(name: "a key and its frame, \(label), at the top", value: keyAtTop / 200 * 1e6, unit: "µs"))
        figures.append(
            Figure(name: "a key and its frame, \(label), at the end", value: keyAtEnd / 200 * 1e6, unit: "µs"))
    }
    return figures
}
