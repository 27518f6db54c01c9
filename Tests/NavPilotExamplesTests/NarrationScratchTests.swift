import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

@MainActor
@Suite struct NarrationScratch {
    @Test func scratch() async {
        let narration = Narration { _ in }
        let session = HeadlessSession(Examples.named("split-screen")!.make(), narration: narration)
        var out: [String] = []
        func step(_ name: String, _ body: () -> Void) { body(); out.append("> \(name)"); out += narration.takeSaid() }
        out += narration.takeSaid()
        step("down") { session.press(.down) }
        step("enter") { session.press(.enter) }
        step("down") { session.press(.down) }
        step("w") { session.press(.character("w")) }
        step("r") { session.press(.character("r")) }
        step("backspace") { session.press(.backspace) }
        step("tab") { session.press(.tab) }
        step("3 enter") { session.press(.character("3")); session.press(.enter) }
        step("enter") { session.press(.enter) }
        step("4 enter") { session.press(.character("4")); session.press(.enter) }
        step("enter") { session.press(.enter) }
        step("J") { session.press(.character("J")) }
        step("a") { session.press(.character("a")) }
        step("z") { session.press(.escape); session.press(.character("z")) }
        step("?") { session.press(.character("?")) }
        step("r") { session.press(.character("r")) }
        step("esc") { session.press(.escape) }
        print(out.joined(separator: "\n"))
    }

    @Test func files() async {
        let narration = Narration { _ in }
        let session = HeadlessSession(Examples.named("files")!.make(), narration: narration)
        await session.settle()
        var out: [String] = []
        func step(_ name: String, _ body: () async -> Void) async { await body(); await session.settle(); out.append("> \(name)"); out += narration.takeSaid() }
        out += narration.takeSaid()
        await step("down") { session.press(.down) }
        await step("down") { session.press(.down) }
        await step("enter") { session.press(.enter) }
        await step("w") { session.press(.character("w")) }
        await step("left") { session.press(.left) }
        await step("P enter") { session.press(.end) }
        await step("up") { session.press(.up) }
        await step("tab") { session.press(.tab) }
        await step("r") { session.press(.character("r")) }
        print(out.joined(separator: "\n"))
    }
}
