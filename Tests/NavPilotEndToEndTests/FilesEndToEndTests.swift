import Foundation
import NavPilotTestSupport
import Testing

/// The file browser in a real terminal (tmux), on this repository's own tree.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct FilesEndToEndTests {
    /// The repository's root: this file is `Tests/NavPilotEndToEndTests/FilesEndToEndTests.swift`.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test func theBrowserListsThisRepositoryPreviewsTheReadmeAndOpensAFolder() async throws {
        let command = try NavpilotBinary.command(["--example", "files", Self.repository])
        let session = try TmuxSession.start(command, width: 120, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the repository's root") {
            $0.contains("Sources/") && $0.contains("Package.swift") && $0.contains("[files]")
        }
        // `f` then a letter selects the next name starting with it: README.md, previewed on the right.
        try session.sendKeys("f", "r")
        try await session.waitForScreen("the README's preview") { $0.contains("# NavigationPilot for the terminal") }
        try session.sendKeys("f", "s", "Enter")
        let folder = try await session.waitForScreen("the Scenarios folder") {
            $0.contains("files · ") && $0.contains("bursts.scenario")
        }
        #expect(folder.contains("Scenarios"), "the pane's breadcrumb names the folder opened")
        try session.sendKeys("BSpace")
        try await session.waitForScreen("the root again, the Scenarios folder previewed as its entries") {
            $0.contains("Package.swift") && $0.contains("preview · Scenarios/")
        }
        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
    }

    /// The browser on `folder`'s folder `docs`, which holds `notes.txt` alone (the programs stand
    /// beside it), with `environment` (PAGER, EDITOR) set.
    static func browser(on folder: TemporaryFolder, environment: [String: String]) async throws -> TmuxSession {
        try FileManager.default.createDirectory(atPath: folder.file("docs"), withIntermediateDirectories: false)
        _ = try folder.write("docs/notes.txt", "first line\n")
        let command = try NavpilotBinary.command(["--example", "files", folder.file("docs")], environment: environment)
        let session = try TmuxSession.start(command, width: 100, height: 20)
        try await session.waitForScreen("the browser, notes.txt previewed") { $0.contains("first line") }
        return session
    }

    @Test func enterHandsTheTerminalToThePagerAndTakesItBackWhenThePagerQuits() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A pager that shows its argument and waits for a line, as less waits for q.
        let pager = try folder.write("pager.sh", "printf 'paging %s\\n' \"$1\"; read answer\n")
        let session = try await Self.browser(on: folder, environment: ["PAGER": "sh \(pager)"])
        defer { session.kill() }
        try session.sendKeys("Enter")
        let paging = try await session.waitForScreen("the pager") {
            $0.contains("paging \(folder.file("docs/notes.txt"))")
        }
        #expect(!paging.contains("[files]"), "the pager has the whole terminal: \(paging)")
        try await session.waitForFormat("#{alternate_on}", toBe: "0")
        try session.sendKeys("Enter")
        try await session.waitForScreen("the browser again") { $0.contains("[files]") && $0.contains("first line") }
        try await session.waitForFormat("#{alternate_on}", toBe: "1")
        // Keys are the browser's again: the terminal was taken back whole.
        try session.sendKeys("?")
        try await session.waitForScreen("the help") { $0.contains("edit the selected file in $VISUAL or $EDITOR") }
    }

    @Test func ctrlCInThePagerEndsThePagerNotTheBrowserAndTheStatusIsSaid() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pager = try folder.write("pager.sh", "echo paging; read answer\n")
        let session = try await Self.browser(on: folder, environment: ["PAGER": "sh \(pager)"])
        defer { session.kill() }
        try session.sendKeys("Enter")
        try await session.waitForScreen("the pager") { $0.contains("paging") }
        try session.sendKeys("C-c")
        let back = try await session.waitForScreen("the browser with the alert") { $0.contains("Cannot open") }
        #expect(back.contains("sh was ended by signal 2") || back.contains("sh exited with status 130"), "\(back)")
        try session.sendKeys("Enter")
        try await session.waitForScreen("the alert closed") { !$0.contains("Cannot open") && $0.contains("[files]") }
    }

    @Test func aPagerThatOutlivesItsScriptKeepsTheTerminalUntilItEnds() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A pager script that runs the real pager as a child, as `PAGER=my-script` running less does.
        let answer = folder.file("answer")
        let pager = try folder.write(
            "pager.sh",
            "echo $$ > '\(folder.file("script.pid"))'\n"
                + "sh -c 'echo inner paging; read answer; echo \"$answer\" > \(answer)'\n")
        let session = try await Self.browser(on: folder, environment: ["PAGER": "sh \(pager)"])
        defer { session.kill() }
        try session.sendKeys("Enter")
        try await session.waitForScreen("the inner pager") { $0.contains("inner paging") }
        let pid = folder.read("script.pid")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let script = try #require(Int32(pid))
        #expect(kill(script, SIGKILL) == 0)
        // The script is gone once the browser has reaped it; the inner pager still runs.
        try await Eventually.value("the script reaped") { kill(script, 0) != 0 ? true : nil }
        #expect(!(try session.capture()).contains("[files]"), "the browser waits for the pager it left behind")
        try session.sendKeys("-l", "hello")
        try session.sendKeys("Enter")
        try await session.waitForScreen("the browser again, saying how the script ended") {
            $0.contains("[files]") && ($0.contains("status 137") || $0.contains("ended by signal 9"))
        }
        #expect(folder.read("answer") == "hello\n", "the whole line went to the pager, none to the browser")
        try session.sendKeys("Enter")
        try await session.waitForScreen("the alert closed: the browser has its keys again") {
            !$0.contains("Cannot open") && $0.contains("first line")
        }
    }

    @Test func ctrlZInThePagerStopsTheJobAndFgResumesThePager() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let answer = folder.file("answer")
        let pager = try folder.write("pager.sh", "echo paging; read answer; echo \"$answer\" > '\(answer)'\n")
        try FileManager.default.createDirectory(atPath: folder.file("docs"), withIntermediateDirectories: false)
        _ = try folder.write("docs/notes.txt", "first line\n")
        let command = try NavpilotBinary.command(
            ["--example", "files", folder.file("docs")], environment: ["PAGER": "sh \(pager)"], exec: false)
        // In a shell with job control, as a user runs it.
        let session = try TmuxSession.start("sh -i", width: 100, height: 20)
        defer { session.kill() }
        try session.sendKeys("-l", command)
        try session.sendKeys("Enter")
        try await session.waitForScreen("the browser") { $0.contains("first line") }
        try session.sendKeys("Enter")
        try await session.waitForScreen("the pager") { $0.contains("paging") }
        try session.sendKeys("C-z")
        try await session.waitForScreen("the shell, the job stopped") { $0.contains("Stopped") }
        try session.sendKeys("-l", "fg")
        try session.sendKeys("Enter")
        try await session.waitForScreen("the pager again") { !$0.contains("Stopped") || $0.contains("paging") }
        try session.sendKeys("-l", "resumed")
        try session.sendKeys("Enter")
        try await session.waitForScreen("the browser again") { $0.contains("[files]") }
        #expect(folder.read("answer") == "resumed\n", "the pager read the line after fg")
    }

    @Test func eRunsTheEditorAndThePreviewShowsTheFileAsTheEditorLeftIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let editor = try folder.write("editor.sh", "echo 'added by the editor' >> \"$1\"\n")
        let session = try await Self.browser(on: folder, environment: ["EDITOR": "sh \(editor)", "VISUAL": ""])
        defer { session.kill() }
        try session.sendKeys("e")
        try await session.waitForScreen("the edit in the preview") { $0.contains("added by the editor") }
        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
    }

    /// A command line that runs navpilot's file browser on `root` as a user the permissions apply to:
    /// root keeps its power to read anything only through two capabilities, which are dropped.
    static func browserDeniedOverride(_ root: String) throws -> String {
        let browser = try NavpilotBinary.command(["--example", "files", root], exec: false)
        guard geteuid() == 0 else { return "exec " + browser }
        return "exec setpriv --bounding-set=-dac_override,-dac_read_search "
            + "--inh-caps=-dac_override,-dac_read_search " + browser
    }

    @Test func aFolderAndAFileThePermissionsDenySayPermissionDenied() async throws {
        let fixture = try TemporaryFolder()
        defer { fixture.remove() }
        try FileManager.default.createDirectory(atPath: fixture.file("locked"), withIntermediateDirectories: false)
        try fixture.write("secret.txt", "never shown\n")
        try fixture.write("zz-open.txt", "shown\n")
        #expect(chmod(fixture.file("locked"), 0) == 0)
        #expect(chmod(fixture.file("secret.txt"), 0) == 0)
        let session = try TmuxSession.start(try Self.browserDeniedOverride(fixture.path), width: 100, height: 20)
        defer { session.kill() }
        try await session.waitForScreen("the fixture") { $0.contains("locked/") && $0.contains("zz-open.txt") }
        try session.sendKeys("f", "s")
        try await session.waitForScreen("the unreadable file's preview") {
            $0.contains("Cannot read: Permission denied")
        }
        try session.sendKeys("f", "l", "Enter")
        let alert = try await session.waitForScreen("the alert") { $0.contains("Cannot open") }
        #expect(alert.contains("Permission denied"), "the system's reason")
        try session.sendKeys("Escape")
        try await session.waitForScreen("the alert gone, the reason in its place") {
            !$0.contains("Cannot open") && $0.contains("Cannot read this folder: Permission denied")
        }
        try session.sendKeys("BSpace", "f", "z")
        try await session.waitForScreen("a readable file still previews") { $0.contains("shown") }
        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
    }
}
