import Foundation
import NavPilotTestSupport
import Testing

/// `navpilot`'s command line, run directly (no terminal: standard input is /dev/null).
struct CommandLineTests {
    @Test func stdinThatIsNotATerminalGetsAClearErrorNamingTheHeadlessCommands() async throws {
        let output = try await Subprocess.run(try NavpilotBinary.path(), [])
        #expect(output.status == 1)
        #expect(output.text.contains("navpilot run"))
        #expect(output.text.contains("not a") || output.text.contains("TTY"))
        #expect(output.text.contains("`navpilot --narrate` tells the session in lines"), "the way without a screen")
        #expect(output.text.contains("`navpilot send` and `watch`"), "\(output.text)")
    }

    @Test func anUnknownOptionExitsTwoWithAUsageHint() async throws {
        let output = try await Subprocess.run(try NavpilotBinary.path(), ["--bogus"])
        #expect(output.status == 2)
        #expect(output.text.contains("navpilot: unknown option '--bogus'"))
        #expect(output.text.contains("navpilot --help"))
    }

    @Test func listShowsTheNineExamplesAndTheFileBrowserEachWithItsSummary() async throws {
        let output = try await Subprocess.run(try NavpilotBinary.path(), ["--list"])
        #expect(output.status == 0)
        let lines = output.text.split(separator: "\n")
        #expect(lines.count == 20)
        #expect(lines.first?.hasPrefix("1   push-pop") == true)
        #expect(lines[18].hasPrefix("10  files"))
        let splitScreen = try #require(lines.firstIndex { $0.hasPrefix("4   split-screen") })
        #expect(lines[splitScreen + 1].contains("a feed and a chat side by side"))
    }

    @Test func versionAndHelp() async throws {
        let version = try await Subprocess.run(try NavpilotBinary.path(), ["--version"])
        #expect(version.status == 0)
        #expect(version.text == "navpilot 0.1.0\n")
        let help = try await Subprocess.run(try NavpilotBinary.path(), ["--help"])
        #expect(help.status == 0)
        #expect(help.text.contains("--example NAME|N"))
        #expect(help.text.contains("--open URL"))
    }

    @Test func helpNamesEveryEnvironmentVariableTheProgramReads() async throws {
        let help = try await Subprocess.run(try NavpilotBinary.path(), ["--help"]).text
        // Every variable the sources read by name, found as a reader writes them.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources").standardized
        var read: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", !file.path.contains("/NavPilotFuzzChecks/"),
                let text = try? String(contentsOf: file, encoding: .utf8)
            else { continue }
            for match in text.matches(of: /(?:getenv|environment)\(?\[?"([A-Z][A-Z0-9_]+)"/) {
                read.insert(String(match.1))
            }
        }
        #expect(read.contains("NAVPILOT_FILES_ROOT") && read.contains("NAVPILOT_THEME"), "the search finds them")
        // Set between the program and itself (its server, its parallel runs), never by people.
        let betweenItsOwnProcesses: Set = ["NAVPILOT_SERVE_READY_FD", "NAVPILOT_RUN_RESULT", "NAVPILOT_EXPLORE_PARENT"]
        for name in read.subtracting(betweenItsOwnProcesses).sorted() {
            #expect(help.contains("\n  \(name) "), "--help names \(name)")
        }
    }

    @Test func helpListsEveryKeyBindingOfTheHelpOverlay() async throws {
        let help = try await Subprocess.run(try NavpilotBinary.path(), ["--help"])
        #expect(help.status == 0)
        // The same reference the overlay draws (KeyBindings.reference), from the same list.
        for line in ["Window:", "After Ctrl+W:", "Pane:", "Text field:", "Mouse:", "Ctrl+U", "Command palette:"] {
            #expect(help.text.contains(line), "\(line)")
        }
        #expect(help.text.contains("? / F1"))
    }

    @Test func helpShowsTheKeysOfTheUsersKeymapAndNamesItsBadLines() async throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/keymap"
        try "window.quit = x, ctrl+q\nwindow.zoom = nope\nprefix.wider = L\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["NAVPILOT_KEYMAP"] = file
        let help = try await Subprocess.run(try NavpilotBinary.path(), ["--help"], environment: environment)
        #expect(help.status == 0)
        #expect(help.text.contains("  x / ^Q "), "\(help.text)")
        #expect(help.text.contains("  L "), "the resize key in force")
        #expect(help.text.contains("navpilot: keymap: \(file):2: unknown key 'nope'"), "\(help.text)")
        #expect(help.text.contains("  z "), "the bad line leaves z zooming")
    }

    @Test func runReportsAMissingScenarioFileAndExitsTwo() async throws {
        let output = try await Subprocess.run(try NavpilotBinary.path(), ["run", "no-such-file.scenario"])
        #expect(output.status == 2)
        #expect(output.text.contains("✘ no-such-file.scenario  no such file or folder"))
        #expect(output.text.contains("0 passed, 1 failed"))
    }

    @Test func badLaunchOptionsExitTwoBeforeTouchingTheTerminal() async throws {
        let cases: [([String], String)] = [
            (["--example", "nine"], "unknown example 'nine'"),
            (["--example"], "option '--example' needs a value"),
            (["--panes", "push-pop,push-pop"], "listed twice"),
            (["--open", "navpilot://session?pane=nope&r=feed"], "pane 'nope'"),
            (["--open", "navpilot://session?pane=feed&r=feeed"], "unknown case 'feeed' of FeedRoute"),
            (["--open", "http://session?pane=feed&r=feed"], "wrong scheme 'http'"),
            (["stray"], "unexpected argument 'stray'"),
            (["--example", "push-pop", "/tmp"], "example 'push-pop' takes no folder (only files browses one)"),
            (["--example", "files", "/no/such/folder"], "'/no/such/folder' is not a folder"),
            (["--example", "files", "/tmp", "/usr"], "unexpected argument '/usr'"),
        ]
        for (arguments, message) in cases {
            let output = try await Subprocess.run(try NavpilotBinary.path(), arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.text.contains(message), "\(arguments): \(output.text)")
        }
    }

    @Test func anEmptyEntryInThePaneListExitsTwoNamingTheEntry() async throws {
        let cases: [([String], String)] = [
            (["--panes", "1,,2"], "navpilot: option '--panes': entry 2 of '1,,2' is empty"),
            (["--panes=push-pop,"], "navpilot: option '--panes': entry 2 of 'push-pop,' is empty"),
            (["--panes", " ,parameters"], "navpilot: option '--panes': entry 1 of ' ,parameters' is empty"),
        ]
        for (arguments, message) in cases {
            let output = try await Subprocess.run(try NavpilotBinary.path(), arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.text.contains(message), "\(arguments): \(output.text)")
            #expect(output.text.contains("navpilot --help"), "\(arguments)")
        }
    }

    @Test func aLogFileThatCannotBeUsedIsNamedOnceBeforeAnythingElse() async throws {
        let folder = try TemporaryFolder()
        let fifo = folder.path + "/log"
        #expect(mkfifo(fifo, 0o600) == 0)
        var environment = ProcessInfo.processInfo.environment
        environment["NAVPILOT_LOG"] = fifo
        // A FIFO nobody reads would block a plain open for writing: navpilot must neither hang nor log there.
        let output = try await Subprocess.run(
            try NavpilotBinary.path(), ["--example", "nine"], environment: environment)
        #expect(output.status == 2)
        let lines = output.text.split(separator: "\n")
        #expect(
            lines.first
                == "navpilot: not logging to NAVPILOT_LOG: '\(fifo)' is a FIFO, not a regular file; debug lines stay in memory"
        )
        #expect(lines.count == 2)
    }
}
