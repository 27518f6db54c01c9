import Foundation
import NavPilot
import NavPilotExamples
import NavPilotTUI
import NavPilotTestSupport
import Testing

@testable import NavPilotExamples

/// What a newcomer from lf and ranger expects of the file browser: lines shown as written, names in
/// natural order with folders first, `h` / `l`, and a preview that always shows the selection.
@MainActor
@Suite("The file browser as lf and ranger users expect it")
struct FileBrowserNewcomerTests {
    @Test func namesSortNaturallyNumbersByValueCaseIgnored() {
        let names = ["10", "2", "b", "1", "A", "file-10", "file-9", "10007", "11", "a", "file-009"]
        #expect(
            names.sorted(by: NaturalOrder.precedes) == [
                "1", "2", "10", "11", "10007", "A", "a", "b", "file-009", "file-9", "file-10",
            ])
    }

    @Test func thePreviewKeepsIndentationExpandsTabsAndCutsLongLinesWithAMark() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let code =
            "func f() {\n    let four = 4\n\tif x {\n\t\treturn\n}\n" + String(repeating: "long ", count: 40) + "END\n"
        _ = try folder.write("code.swift", code)
        let session = HeadlessSession(FilesExample.session(root: folder.path), size: Size(width: 100, height: 20))
        await session.settle(until: "return")
        let preview = session.text(ofPane: "preview").split(separator: "\n").map(String.init)
        #expect(preview.contains("     let four = 4"), "four spaces kept (after the one-column margin): \(preview)")
        #expect(preview.contains("         if x {"), "a tab to column 8")
        #expect(preview.contains("                 return"), "two tabs to column 16")
        let long = try #require(preview.first { $0.contains("long long") })
        #expect(long.hasSuffix("›"), "cut with a mark, not wrapped: \(long)")
        #expect(!preview.contains { $0.contains("END") }, "the cut-off rest is not re-flowed onto a line of its own")
    }

    @Test func lOpensAFolderHGoesBackAndThePreviewFollowsTheSelectionBack() async throws {
        let fixture = try FilesFixture()
        defer { fixture.folder.remove() }
        let session = HeadlessSession(FilesExample.session(root: fixture.root), size: Size(width: 160, height: 20))
        await session.settle(until: "images/")
        #expect(session.text(ofPane: "files").contains("▸ docs/"))
        session.press(.character("l"))
        await session.settle(until: "readme.txt")
        session.press(.down)
        await session.settle(until: "Hello from the fixture")
        session.press(.character("h"))
        await session.settle(until: "Move to a file")
        #expect(session.text(ofPane: "files").contains("▸ docs/"))
        #expect(!session.text(ofPane: "preview").contains("Hello from the fixture"), "the preview left readme.txt")
        #expect(session.windowManager.pane(named: "preview")?.pane.pilot?.stackDescriptions == ["nothing"])
        #expect(session.text(ofPane: "files").contains("folders first, natural order"), "the order is shown")
    }

    @Test func aMisspelledExampleIsMetWithTheNameMeant() {
        #expect(throws: LaunchError.unknownExample("fils")) { try Examples.launch(example: "fils") }
        #expect(LaunchError.unknownExample("fils").description.contains("did you mean files?"))
        #expect(!LaunchError.unknownExample("zzzzzz").description.contains("did you mean"))
    }
}
