import Foundation
import NavPilotTestSupport
import Testing

/// Other ways to launch `navpilot`, in a real terminal (tmux).
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct ExamplesEndToEndTests {
    @Test func persistenceSurvivesQuitAndRelaunch() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let command = try NavpilotBinary.command(
            ["--example", "persistence"], environment: ["NAVPILOT_STATE_DIR": folder.file("state")])

        let first = try TmuxSession.start(command, width: 120, height: 30)
        defer { first.kill() }
        try await first.waitForScreen("the home screen") { $0.contains("Stack: [home]") }
        try first.sendKeys("Down", "Enter")
        try await first.waitForScreen("the monitor") { $0.contains("Product: Monitor (id 2)") }
        try first.sendKeys("q")
        try await first.waitForFormat("#{pane_dead}", toBe: "1")

        let second = try TmuxSession.start(command, width: 120, height: 30)
        defer { second.kill() }
        let screen = try await second.waitForScreen("the restored stack") { $0.contains("Product: Monitor (id 2)") }
        #expect(screen.contains(#"Stack: [home, product({id: 2, name: "Monitor"})]"#))
    }

    @Test func aSessionLinkOpensEveryPaneAndTheFocus() async throws {
        let link =
            "navpilot://session?focus=chat&pane=feed&r=feed&r=post(id:2,title:%22SwiftUI%20Tricks%22)"
            + "&pane=chat&r=inbox&r=newMessage"
        let session = try TmuxSession.start(try NavpilotBinary.command(["--open", link]), width: 100, height: 30)
        defer { session.kill() }
        let screen = try await session.waitForScreen("the linked stacks") {
            $0.contains("› SwiftUI Tricks") && $0.contains("› New Message")
        }
        #expect(screen.contains("[chat]"))
    }

    @Test func panesSideBySide() async throws {
        let session = try TmuxSession.start(
            try NavpilotBinary.command(["--panes", "push-pop,inspector"]), width: 120, height: 30)
        defer { session.kill() }
        // The whole frame, not just its first rows: tmux may be read while the frame is arriving.
        let screen = try await session.waitForScreen("two examples") {
            $0.contains("push-pop · Home") && $0.contains("inspector · Home") && $0.contains("[push-pop]")
        }
        #expect(screen.contains("NavPilot Inspector"))
    }

    @Test func routeGuardsRefuseAccountSettingsUntilTheToggleIsOn() async throws {
        let session = try TmuxSession.start(
            try NavpilotBinary.command(["--example", "route-guards"]), width: 80, height: 20)
        defer { session.kill() }
        try await session.waitForScreen("the home screen") { $0.contains("[ ] Signed in") }
        try session.sendKeys("Down", "Down", "Enter")
        try await session.waitForScreen("the refusal") { $0.contains("Blocked: sign in to open Account Settings") }
        try session.sendKeys("Home", "Enter")
        try await session.waitForScreen("signed in") { $0.contains("[x] Signed in") && !$0.contains("Blocked") }
        try session.sendKeys("Down", "Down", "Enter")
        try await session.waitForScreen("account settings") { $0.contains("Only a signed-in user gets here.") }
    }

    @Test func transitionsAnimateThePushAndThePopAndEndOnTheNewScreen() async throws {
        let session = try TmuxSession.start(
            try NavpilotBinary.command(["--example", "transitions"]), width: 80, height: 20)
        defer { session.kill() }
        try await session.waitForScreen("the home screen") { $0.contains("Style: Slide") }
        try session.sendKeys("Enter")
        try await session.waitForScreen("the detail") { $0.contains("Pushed with Slide.") && !$0.contains("Style:") }
        try session.sendKeys("Escape")
        try await session.waitForScreen("home again") { $0.contains("Style: Slide") && !$0.contains("Pushed with") }
    }
}
