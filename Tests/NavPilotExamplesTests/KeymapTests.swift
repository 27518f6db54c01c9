import Foundation
import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

/// Keymap files: every built-in binding has an id a file can give other keys; the keys in force are
/// the ones the help, the status line, the palette and the reference show; a line that cannot be
/// applied is told with its file and line while the others apply.
@MainActor
@Suite("Keymaps: binding ids, a keymap file, the keys in force shown everywhere")
struct KeymapTests {
    private func statusLine(_ session: HeadlessSession) -> String {
        String(session.text.split(separator: "\n").last ?? "")
    }

    private func keymap(_ text: String) -> Keymap {
        let (keymap, problems) = Keymap.parse(text, file: "keymap")
        #expect(problems.isEmpty, "\(problems)")
        return keymap
    }

    @Test func aKeymapGivesQuitAndZoomNewKeysThatTheStatusLineAndHelpShow() {
        let session = HeadlessSession(
            example: "split-screen", size: Size(width: 120, height: 110),
            keymap: keymap("window.quit = x, ctrl+q   # x quits\nwindow.zoom = Z\n"))
        let line = statusLine(session)
        #expect(line.contains("x/^Q quit"), "\(line)")
        #expect(line.contains("Z zoom"), "\(line)")
        #expect(!line.contains("q quit") && !line.contains("z zoom"), "\(line)")
        session.press(.character("z"))
        #expect(session.windowManager.zoomedPane == nil, "z no longer zooms")
        session.press(.character("Z"))
        #expect(session.windowManager.zoomedPane == "feed")
        session.press(.function(1))
        #expect(session.text.contains("x / ^Q"), "the help names the new keys: \(session.text)")
        session.press(.escape)
        session.press(.character("q"))
        #expect(!session.hasQuit, "q no longer quits")
        session.press(.character("x"))
        #expect(session.hasQuit)
    }

    @Test func aKeymapGivenWhileTheHelpIsShownChangesTheKeysItLists() {
        let session = HeadlessSession(example: "split-screen", size: Size(width: 120, height: 110))
        session.press(.function(1))
        func line(_ description: String) -> String {
            session.text.split(separator: "\n").first { $0.contains(description) }.map(String.init) ?? ""
        }
        #expect(!line("quit (outside text fields)").contains("^X"))
        #expect(!line("widen the focused pane").contains("^G"))
        // The window's table (made for the frame) and the prefix table (kept for the keymap).
        session.windowManager.useKeymap(keymap("window.quit = ctrl+x\nprefix.wider = ctrl+g\n"))
        session.press(.down)
        #expect(line("quit (outside text fields)").contains("^X"), "\(session.text)")
        #expect(line("widen the focused pane").contains("^G"), "\(session.text)")
    }

    @Test func anAppsOwnBindingWithAnIdTakesTheKeysTheKeymapGivesIt() {
        final class Reloads { var count = 0 }
        let reloads = Reloads()
        let session = HeadlessSession(
            Session("inbox") {
                Pane("main") {
                    Text("Inbox")
                        .keyBinding("r", id: "inbox.reload", description: "reload the inbox", hint: KeyHint("reload")) {
                            reloads.count += 1
                        }
                }
            }, keymap: keymap("inbox.reload = R"))
        #expect(statusLine(session).contains("R reload"), "\(statusLine(session))")
        session.press(.character("r"))
        #expect(reloads.count == 0)
        session.press(.character("R"))
        #expect(reloads.count == 1)
    }

    @Test func theReferenceAndThePaletteShowTheKeysInForce() {
        let remapped = keymap("window.quit = x\nprefix.wider = L\nwindow.prefix = ctrl+a")
        let reference = KeyBindings.reference(keymap: remapped)
        #expect(reference.contains("  x "), "\(reference)")
        #expect(reference.contains("After ^A:"), "the prefix table is titled by its key: \(reference)")
        #expect(!KeyBindings.reference.contains("After ^A:"))
        let session = HeadlessSession(example: "split-screen", keymap: remapped)
        session.press(KeyPress(.character("p"), .control))
        session.type("widen")
        #expect(session.text.contains("^A L"), "the palette names the prefix and the key: \(session.text)")
        session.press(.escape)
        session.press(KeyPress(.character("a"), .control))
        session.press(.character("L"))
        #expect(session.windowManager.layout.ratios.first.map { $0 > 0.5 } == true, "^A L widened the feed pane")
    }

    @Test func eachBadLineIsToldWithItsFileAndLineAndTheOtherLinesApply() throws {
        let text = """
            # my keys
            window.qiut = x
            window.zoom = ctrl+
            window.quit = z
            just some words
            window.help = H
            window.help = J
            text.type = t
            inbox.reload = R
            quit = x
            """
        let (keymap, problems) = Keymap.parse(text, file: "/home/me/.config/navpilot/keymap")
        try #require(problems.map(\.line) == [2, 3, 4, 5, 7, 8, 10], "\(problems)")
        #expect(problems.allSatisfy { $0.description.hasPrefix("/home/me/.config/navpilot/keymap:\($0.line): ") })
        #expect(problems[0].message.contains("unknown binding id 'window.qiut'"))
        #expect(problems[1].message.contains("unknown key 'ctrl+'"))
        #expect(problems[2].message.contains("z is already the key of window.zoom in the window table"))
        #expect(problems[3].message.contains("expected 'id = key, key'"))
        #expect(problems[4].message.contains("given keys on line 6 already"))
        #expect(problems[5].message.contains("cannot be given other keys"))
        #expect(problems[6].message.contains("an id is table.action"))
        #expect(keymap.keys.keys.sorted() == ["inbox.reload", "window.help"], "the good lines apply")

        let session = HeadlessSession(example: "split-screen")
        session.windowManager.useKeymap(keymap, problems: problems)
        session.render()
        #expect(statusLine(session).contains("keymap: /home/me/.config/navpilot/keymap:2: unknown binding id"))
        session.press(.character("H"))
        #expect(session.windowManager.isShowingHelp, "H opens the help")
        #expect(!statusLine(session).contains("keymap:"), "told once")
    }

    @Test func theUsersKeymapFileIsNamedByTheEnvironmentAndLoadedFromDisk() throws {
        #expect(Keymap.userFile(environment: ["NAVPILOT_KEYMAP": "/k", "XDG_CONFIG_HOME": "/c", "HOME": "/h"]) == "/k")
        #expect(Keymap.userFile(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]) == "/c/navpilot/keymap")
        #expect(Keymap.userFile(environment: ["HOME": "/h"]) == "/h/.config/navpilot/keymap")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keymap-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("keymap").path
        try "window.quit = x\nwindow.zoom = ctrl+\n".write(toFile: file, atomically: true, encoding: .utf8)
        let (keymap, problems) = Keymap.loadUserKeymap(environment: ["NAVPILOT_KEYMAP": file])
        #expect(keymap.keys["window.quit"] == [.key("x")])
        #expect(problems.map(\.description) == ["\(file):2: " + problems[0].message])
        #expect(Keymap.load(path: folder.appendingPathComponent("none").path) == (.none, []))
    }

    @Test func aKeymapThatIsAFIFOOrHasControlCharactersIsToldSafelyAndNeverWaitedOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keymap-fifo-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("keymap").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let (keymap, problems) = Keymap.load(path: fifo)
        #expect(keymap == .none)
        #expect(problems.count == 1 && problems[0].description.contains("FIFO"), "\(problems)")
        let (_, hostile) = Keymap.parse("window.\u{1B}]2;x = q\n", file: "keys\u{7}")
        #expect(hostile.count == 1)
        #expect(!hostile[0].description.unicodeScalars.contains { $0.value < 0x20 }, "\(hostile)")
        #expect(hostile[0].description.contains("\\u{1B}"), "\(hostile)")
    }

    /// The palette's query line as drawn.
    private func query(_ session: HeadlessSession) -> String {
        let line = session.text.split(separator: "\n").first { $0.contains("│ › ") } ?? ""
        let typed = line.split(separator: "›", maxSplits: 1).last ?? ""
        return String(typed.dropFirst().prefix { $0 != " " })
    }

    @Test func ctrlUInThePaletteClearsItsQueryAndTheCursorEditsInside() {
        let session = HeadlessSession(example: "split-screen")
        session.press(KeyPress(.character("p"), .control))
        session.type("zoom")
        #expect(query(session) == "zoom")
        session.press(KeyPress(.character("u"), .control))
        #expect(query(session) == "", "\(session.text)")
        #expect(session.windowManager.isShowingCommandPalette)
        session.type("zom")
        session.press(.left)
        session.type("o")
        #expect(query(session) == "zoom", "typed at the cursor")
        session.press(.home)
        session.type("x")
        session.press(.end)
        session.press(.backspace)
        #expect(query(session) == "xzoo", "\(session.text)")
        session.press(KeyPress(.character("b"), .alt))
        session.press(KeyPress(.character("k"), .control))
        #expect(query(session) == "", "Alt+B to the word's start, Ctrl+K erases to the end")
    }

    @Test func ctrlUInASearchClearsWhatIsSearched() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.character("/"))
        session.type("swift")
        #expect(statusLine(session).contains("/swift"))
        session.press(KeyPress(.character("u"), .control))
        #expect(statusLine(session).contains("/  type to search"), "\(statusLine(session))")
    }

    @Test func theResizeKeysAreListedInTheHelpTheReferenceThePaletteAndTheGuide() {
        let session = HeadlessSession(example: "split-screen", size: Size(width: 120, height: 110))
        session.press(.function(1))
        for line in ["After Ctrl+W:", "widen the focused pane", "narrow the focused pane", "share the panes evenly"] {
            #expect(session.text.contains(line), "help: \(line)")
        }
        for line in ["  >", "  <", "  +", "  -", "  =", "0-9", "make the focused pane taller"] {
            #expect(KeyBindings.reference.contains(line), "reference: \(line)")
        }
        #expect(KeyBindings.markdownTable.contains("| > | after ctrl+w | widen the focused pane"))
        session.press(.escape)
        session.press(KeyPress(.character("p"), .control))
        session.type("evenly")
        #expect(session.text.contains("Ctrl+W ="), "\(session.text)")
    }
}
