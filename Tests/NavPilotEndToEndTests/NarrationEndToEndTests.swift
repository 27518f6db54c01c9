import Foundation
import NavPilotTestSupport
import Testing

/// The linear mode as people use it: `navpilot --narrate` with keys from a file or a pipe, the same
/// mode turned on by `NAVPILOT_NARRATE=1` for an app built on the toolkit, and in a real terminal,
/// where it draws nothing and reads keys as the full-screen mode does.
@Suite("Narration end to end: keys from a pipe or a terminal, lines out, nothing drawn")
struct NarrationEndToEndTests {
    /// Runs `navpilot ARGUMENTS` with `keys` as its standard input.
    private func narrate(
        _ keys: String, _ arguments: [String] = ["--narrate"], environment: [String: String]? = nil,
        product: String = "navpilot"
    ) async throws -> Subprocess.Output {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = try folder.write("keys.txt", keys)
        return try await Subprocess.run(
            try NavpilotBinary.path(of: product), arguments, environment: environment, stdinPath: input)
    }

    @Test func keysFromAFileAreToldLineByLineAndABadLineIsRefusedByNumber() async throws {
        let output = try await narrate("down\nenter\n# a comment\n\nnope\nw\n")
        #expect(output.status == 0, "\(output.text)")
        let text = output.text
        #expect(text.contains("split-screen, 2 panes: feed and chat. feed, 3 items, Swift Tips."))
        #expect(text.contains("SwiftUI Tricks, 2 of 3"))
        #expect(text.contains("opened SwiftUI Tricks, depth 2, 3 items, View Author Profile."))
        #expect(text.contains("navpilot: line 5: unknown key 'nope'; keys are enter tab"), "\(text)")
        #expect(text.contains("feed: SwiftUI Tricks, depth 2. Pane 1 of 2. View Author Profile, 1 of 3."))
        #expect(text.hasSuffix("Pane 1 of 2. View Author Profile, 1 of 3.\nsplit-screen ended.\n"), "\(text)")
        #expect(!output.bytes.contains(0x1B), "no escape sequence: nothing is drawn")
    }

    @Test func quittingEndsTheSessionBeforeTheInputDoes() async throws {
        let output = try await narrate("tab\nq\ndown\n")
        #expect(output.status == 0)
        #expect(output.text.contains("chat: Inbox, Alice."))
        #expect(!output.text.contains("Bob, 2 of 4"), "the keys after q are not read")
        #expect(output.text.hasSuffix("split-screen ended.\n"))
    }

    @Test func hostileLinesAreRefusedEscapedAndTheNextKeyStillWorks() async throws {
        let long = String(repeating: "x", count: 5_000)
        let output = try await narrate("\u{1B}[2J\u{7}\n\(long)\n\u{FF}\ndown\n")
        let text = output.text
        #expect(text.contains("navpilot: line 1: unknown key '\\u{1B}[2J\\u{7}'"), "\(text)")
        #expect(text.contains("navpilot: line 2: a line longer than 4096 bytes names no key"))
        #expect(text.contains("SwiftUI Tricks, 2 of 3"), "the key after them is handled")
        #expect(!output.bytes.contains(0x1B) && !output.bytes.contains(0x07))
    }

    @Test func anAppOnTheToolkitIsNarratedWhenTheEnvironmentAsks() async throws {
        let state = try TemporaryFolder()
        defer { state.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["NAVPILOT_NARRATE"] = "1"
        environment["NAVPILOT_STATE_DIR"] = state.path
        let output = try await narrate("down\nenter\n", [], environment: environment, product: "readme-app")
        #expect(output.status == 0, "\(output.text)")
        #expect(output.text.hasPrefix("MyApp, 1 pane"), "\(output.text)")
        #expect(output.text.contains("opened"), "\(output.text)")
        #expect(output.text.hasSuffix("MyApp ended.\n"))
    }

    @Test func inATerminalItDrawsNothingAndReadsKeysAsTheFullScreenModeDoes() async throws {
        let session = try TmuxSession.start(
            try NavpilotBinary.command(["--narrate"], exec: false)
                + "; echo exited $?; stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo")
        defer { session.kill() }
        try await session.waitForScreen("the overview") { $0.contains("feed, 3 items, Swift Tips.") }
        #expect(try session.display("#{alternate_on}") == "0", "the linear mode stays on the main screen")
        try session.sendKeys("Down")
        try await session.waitForScreen("the selection said") { $0.contains("SwiftUI Tricks, 2 of 3") }
        try session.sendKeys("Enter")
        try await session.waitForScreen("the push said") { $0.contains("opened SwiftUI Tricks, depth 2") }
        // Escape acts on its own after the escape delay, as in the full-screen mode.
        try session.sendKeys("Escape")
        try await session.waitForScreen("the pop said") { $0.contains("back to Feed, SwiftUI Tricks.") }
        try session.sendKeys("q")
        // The shell's modes are back: lines are edited and echoed again.
        try await session.waitForScreen("the exit") { $0.contains("split-screen ended.\nexited 0\nicanon\necho") }
    }
}
