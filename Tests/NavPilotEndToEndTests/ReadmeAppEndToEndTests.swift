import Foundation
import NavPilotTestSupport
import Testing

/// The original library's README app (`@main struct MyApp: App`, built as `readme-app`), run as its
/// users run it: from a shell without a terminal, and in a real one.
struct ReadmeAppEndToEndTests {
    @Test func withoutATerminalTheAppSaysSoUnderItsOwnNameAndExitsOne() async throws {
        let output = try await Subprocess.run(try NavpilotBinary.path(of: "readme-app"), [])
        #expect(output.status == 1)
        #expect(output.text.hasPrefix("readme-app: an interactive terminal is needed"))
        #expect(!output.text.contains("navpilot"), "an app's message names no other program")
    }

    @Test func theAppTakesTheStandardOptionsUnderItsOwnName() async throws {
        let app = try NavpilotBinary.path(of: "readme-app")
        let help = try await Subprocess.run(app, ["--help"])
        #expect(help.status == 0)
        #expect(help.text.hasPrefix("readme-app\n\nUsage:\n  readme-app [OPTIONS]\n"), "\(help.text)")
        for option in ["--narrate", "--theme NAME", "--remember", "--open URL", "--reduce-motion", "--no-clipboard"] {
            #expect(help.text.contains("\n  readme-app \(option) "), "\(option)")
        }
        #expect(help.text.contains("Keys (? or F1 shows them in a session):"))
        #expect(!help.text.contains("navpilot "), "an app's help names no other program")

        // Without NavPilotScenario the app has no control socket, and says where --listen comes from.
        let listen = try await Subprocess.run(app, ["--listen", "/tmp/never"])
        #expect(listen.status == 2)
        #expect(listen.text.contains("readme-app: --listen: readme-app has no control socket"), "\(listen.text)")
        let bogus = try await Subprocess.run(app, ["--theme", "sepia"])
        #expect(bogus.status == 2)
        #expect(bogus.text.hasPrefix("readme-app: --theme: unknown theme 'sepia'"), "\(bogus.text)")
        #expect(bogus.text.contains("Run 'readme-app --help' for usage."))
    }

    @Test func narrateTellsTheAppInLinesWithKeysFromAPipe() async throws {
        let state = try TemporaryFolder()
        defer { state.remove() }
        let keys = state.path + "/keys"
        try "enter\n".write(toFile: keys, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["NAVPILOT_STATE_DIR"] = state.path
        let output = try await Subprocess.run(
            try NavpilotBinary.path(of: "readme-app"), ["--narrate"], environment: environment, stdinPath: keys)
        #expect(output.status == 0, "\(output.text)")
        #expect(output.text.contains("MyApp, 1 pane: main. main, Home, 2 items, Open Detail."))
        #expect(output.text.contains("opened Detail 42, depth 2, 2 items, Settings."), "\(output.text)")
        #expect(!output.text.contains("\u{1B}"), "nothing drawn")
    }

    @Test(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
    func theAppRunsItsWindowGroupKeepsItsStateObjectAndRestoresTheStackAtTheNextLaunch() async throws {
        let state = try TemporaryFolder()
        defer { state.remove() }
        let command = try NavpilotBinary.command(environment: ["NAVPILOT_STATE_DIR": state.path], product: "readme-app")
        let first = try TmuxSession.start(command, width: 60, height: 12)
        defer { first.kill() }
        try await first.waitForScreen("the home screen in the window group's pane") {
            $0.contains("main · Home") && $0.contains("▸ Open Detail")
        }
        try first.sendKeys("Enter")
        try await first.waitForScreen("the detail pushed by HomeView's button") { $0.contains("‹ Back   Detail 42") }
        try first.sendKeys("q")
        try await first.waitForFormat("#{pane_dead}", toBe: "1")

        // persistState: true on the @StateObject's pilot: the next launch opens where this one left.
        let second = try TmuxSession.start(command, width: 60, height: 12)
        defer { second.kill() }
        try await second.waitForScreen("the restored detail") { $0.contains("main · Home › Detail 42") }
        try second.sendKeys("BSpace")
        try await second.waitForScreen("home again, by the back key") { $0.contains("▸ Open Detail") }
        try second.sendKeys("q")
        try await second.waitForFormat("#{pane_dead}", toBe: "1")
    }
}
