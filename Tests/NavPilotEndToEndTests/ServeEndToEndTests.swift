import Foundation
import NavPilotTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `navpilot serve`, `attach`, `ls` and `kill` as users run them: sessions that outlive their
/// terminals, several terminals on one session, and every way a client or the server can go.
/// Each test has its own sessions' folder (`XDG_RUNTIME_DIR`) and its own tmux servers.
@Suite("Serve end to end: sessions that outlive their terminal, several clients, every fault")
struct ServeEndToEndTests {
    /// A sessions' folder of its own and the session `demo` served in it, ended however the test ends.
    final class Served {
        let folder: TemporaryFolder
        let name = "demo"
        private(set) var serverPID: pid_t = 0
        private var terminals: [TmuxSession] = []

        init() throws {
            // In /tmp: the socket's path stays far below 108 bytes wherever the tests run.
            folder = try TemporaryFolder()
        }

        var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_RUNTIME_DIR"] = folder.path
            return environment
        }

        var socket: String { folder.path + "/navpilot/" + name }

        /// Runs `navpilot ARGUMENTS` with this folder.
        func navpilot(_ arguments: [String], stdin: String = "/dev/null") async throws -> Subprocess.Output {
            try await Subprocess.run(try NavpilotBinary.path(), arguments, environment: environment, stdinPath: stdin)
        }

        /// Serves the split screen as `demo` and keeps the server's pid (to end it whatever happens).
        func serve(_ extra: [String] = []) async throws {
            let served = try await navpilot(["serve", name] + extra)
            #expect(served.status == 0, "\(served.text)")
            let pid = served.text.firstMatch(of: /pid (\d+)/).flatMap { pid_t($0.1) }
            serverPID = try #require(pid, "serve names its server's pid: \(served.text)")
        }

        /// `navpilot attach demo ARGUMENTS` in a terminal of its own, its first frame drawn.
        func attach(
            _ arguments: [String] = [], width: Int = 100, height: Int = 30, environment extra: [String: String] = [:]
        ) async throws -> TmuxSession {
            // Signals unblocked and SIGHUP at its default action, as a terminal's shell starts a
            // program: the test runner's threads block signals, and tmux passes its mask on (a client
            // that cannot get SIGHUP outlives its closed terminal, and tmux's server then waits for it
            // for ever). The shell says how the client ended, once it gave the terminal back.
            let shell =
                try NavpilotBinary.command(
                    ["attach", name] + arguments,
                    environment: extra.merging(["XDG_RUNTIME_DIR": folder.path]) { $1 }, exec: false)
                + "; echo \"exit status $?\""
            let command =
                "exec /usr/bin/python3 -c " + NavpilotBinary.quoted(Self.unblocked) + " /bin/sh -c "
                + NavpilotBinary.quoted(shell)
            let terminal = try TmuxSession.start(command, width: width, height: height)
            terminals.append(terminal)
            try await terminal.waitForScreen("the session attached") { $0.contains("feed · Feed") }
            return terminal
        }

        /// Runs its arguments with no signal blocked and SIGHUP at its default action.
        static let unblocked = """
            import os, signal, sys
            signal.pthread_sigmask(signal.SIG_SETMASK, [])
            signal.signal(signal.SIGHUP, signal.SIG_DFL)
            os.execv(sys.argv[1], sys.argv[1:])
            """

        /// `navpilot ls`'s output.
        func list() async throws -> String {
            try await navpilot(["ls"]).text
        }

        /// Waits until `ls` says what `condition` wants.
        @discardableResult
        func waitForList(_ what: String, _ condition: @escaping (String) -> Bool) async throws -> String {
            var last = ""
            do {
                return try await Eventually.asyncValue(what) { () async throws -> String? in
                    last = try await self.list()
                    return condition(last) ? last : nil
                }
            } catch {
                Issue.record("ls said, last:\n\(last)")
                throw error
            }
        }

        deinit {
            for terminal in terminals { terminal.kill() }
            if serverPID > 0 { kill(serverPID, SIGKILL) }
            folder.remove()
        }
    }

    @Test func twoClientsTypeIntoOneSessionAndOneDetachesWhileItGoesOn() async throws {
        let served = try Served()
        try await served.serve()
        let alice = try await served.attach(width: 100, height: 30)
        let bob = try await served.attach(width: 80, height: 24)
        try await served.waitForList("two clients, bob sizing") {
            $0.contains("2 clients") && $0.contains("80x24 (sets the size)")
        }
        try alice.sendKeys("Down", "Enter")
        for terminal in [alice, bob] {
            try await terminal.waitForScreen("alice's push on both") { $0.contains("feed · Feed › SwiftUI Tricks") }
        }
        // Alice typed last: the session has her size, and bob's smaller terminal says so.
        try await bob.waitForScreen("bob told his view is clipped") {
            $0.contains("sized 100x30 by another terminal, clipped here")
        }
        try bob.sendKeys("C-w", "d")
        try await bob.waitForPrinted("bob detached") { $0.contains("detached from 'demo'") }
        try await bob.waitForPrinted("exit status 0") { $0.contains("exit status 0") }
        try await bob.waitForFormat("#{alternate_on}", toBe: "0")
        try await served.waitForList("one client left") { $0.contains("1 client") }
        try alice.sendKeys("Escape")
        try await alice.waitForScreen("the session goes on for alice") { !$0.contains("‹ Back") }
        // Bob comes back to the session as alice left it: its feed at the top, her focus on it.
        let again = try await served.attach(width: 80, height: 24)
        let state = try await served.navpilot(["send", served.name, "ExpectDepth feed 1"])
        #expect(state.status == 0, "\(state.text)")
        try await again.waitForScreen("bob sees alice's state") { $0.contains("Async/Await") && !$0.contains("‹ Back") }
    }

    @Test func eachClientSeesTheSessionInTheThemeItsOwnTerminalAsksFor() async throws {
        let served = try Served()
        try await served.serve()
        let light = try await served.attach(environment: ["NAVPILOT_THEME": "light", "TERM": "xterm-256color"])
        let dark = try await served.attach(environment: ["NAVPILOT_THEME": "dark", "TERM": "xterm-256color"])
        try await served.waitForList("both attached") { $0.contains("2 clients") }
        // The accents of the two themes (`#005faf` and `#5fd7d7`), as each terminal shows them.
        let (lightAccent, darkAccent) = ("38;5;25m", "38;5;80m")
        for (terminal, own, other) in [(light, lightAccent, darkAccent), (dark, darkAccent, lightAccent)] {
            try terminal.sendKeys("Down")
            let styled = try await Eventually.value("\(own) and never \(other)") { () -> String? in
                let styled = try terminal.run(["capture-pane", "-p", "-e", "-t", terminal.name])
                return styled.contains(own) ? styled : nil
            }
            #expect(!styled.contains(other), "one terminal's theme never shows on the other")
        }
    }

    @Test func aTerminalHeardFromBeforeAttachesAtOnceAndItsAnswerThenCorrectsTheTheme() async throws {
        let served = try Served()
        try await served.serve()
        let state = try TemporaryFolder()
        defer { state.remove() }
        // This terminal said dark last time; now it answers light, and only once the session shows.
        let remembered = #"{"version":1,"terminals":[{"terminal":"xterm-256color","background":"dark"}]}"#
        try Data(remembered.utf8).write(to: URL(fileURLWithPath: state.file("NavPilotTUI.terminal-backgrounds.json")))
        let command =
            [
                "/usr/bin/env", "-u", "NO_COLOR", "-u", "COLORFGBG", "-u", "NAVPILOT_THEME", "-u", "TERM_PROGRAM",
                "-u", "LC_TERMINAL", "TERM=xterm-256color", "NAVPILOT_STATE_DIR=\(state.path)",
                "XDG_RUNTIME_DIR=\(served.folder.path)", try NavpilotBinary.path(), "attach", served.name,
            ]
        let (result, bytes) = try await AnsweringTerminal.run(
            ["--answer-after-frame", "--background", "rgb:ffff/ffff/ffff"], command: command)
        #expect(result.text.contains("phase=ending"), "the session was shown and used: \(result.text)")
        let find = { (needle: [UInt8]) in AnsweringTerminal.firstIndex(of: needle, in: bytes) }
        // The themes' borders (247 dark, 241 light), which every frame draws: the accent may first
        // show after the terminal has answered.
        let dark = try #require(find(Array("38;5;247m".utf8)), "shown dark first, as remembered")
        let light = try #require(find(Array("38;5;241m".utf8)), "then light, as the terminal said")
        #expect(dark < light)
        let now = try String(contentsOfFile: state.file("NavPilotTUI.terminal-backgrounds.json"), encoding: .utf8)
        #expect(now.contains(#"{"terminal":"xterm-256color","background":"light"}"#))
    }

    @Test func aClientKilledOrItsTerminalClosedLeavesTheSessionRunning() async throws {
        let served = try Served()
        try await served.serve()
        let first = try await served.attach()
        let second = try await served.attach()
        try await served.waitForList("two clients") { $0.contains("2 clients") }
        let shell = try #require(pid_t(try second.display("#{pane_pid}")))
        let pid = try await Eventually.childProcess(of: shell)
        #expect(kill(pid, SIGKILL) == 0)
        try await served.waitForList("the killed client gone") { $0.contains("1 client") }
        // Its terminal closed: the kernel hangs the terminal up, and its programs get SIGHUP.
        let firstShell = try #require(pid_t(try first.display("#{pane_pid}")))
        #expect(kill(try await Eventually.childProcess(of: firstShell), SIGHUP) == 0)
        try await served.waitForList("the closed terminal's client gone") { $0.contains("0 clients") }
        let third = try await served.attach()
        try third.sendKeys("Enter")
        try await third.waitForScreen("the session still answers") { $0.contains("feed · Feed › Swift Tips") }
    }

    @Test func aReadOnlyClientSeesEverythingAndTypesNothing() async throws {
        let served = try Served()
        try await served.serve()
        let writer = try await served.attach()
        let reader = try await served.attach(["--read-only"])
        try await reader.waitForScreen("told it is read-only") { $0.contains("read-only: q detaches") }
        try reader.sendKeys("Enter", "Tab", "Enter")
        let unchanged = try await served.navpilot(["send", served.name, "ExpectDepth feed 1", "ExpectFocus feed"])
        #expect(unchanged.status == 0, "the reader's keys changed nothing: \(unchanged.text)")
        try writer.sendKeys("Enter")
        try await reader.waitForScreen("the reader sees the writer's push") { $0.contains("feed · Feed › Swift Tips") }
        try await served.waitForList("the writer sizes the session") {
            $0.contains("read-only\n") && $0.contains("(sets the size)")
        }
        try reader.sendKeys("q")
        try await reader.waitForPrinted("q detaches the reader") { $0.contains("detached from 'demo'") }
        let still = try await served.navpilot(["send", served.name, "ExpectDepth feed 2"])
        #expect(still.status == 0, "q did not quit the session: \(still.text)")
    }

    @Test func aKilledServerGivesItsClientsTheirTerminalBackAndItsSocketIsReplaced() async throws {
        let served = try Served()
        try await served.serve()
        let client = try await served.attach()
        #expect(kill(served.serverPID, SIGKILL) == 0)
        try await client.waitForPrinted("the client says the session is lost") {
            $0.contains("the session 'demo' is lost: its server went away")
        }
        try await client.waitForPrinted("exit status 1") { $0.contains("exit status 1") }
        try await client.waitForFormat("#{alternate_on}", toBe: "0")
        #expect(try await served.list().contains("demo  stale: its server is gone"))
        let attach = try await served.navpilot(["attach", "demo"])
        #expect(attach.status == 1 && attach.text.contains("its server was killed without removing its socket"))
        // Serving the name again finds the stale socket and replaces it.
        try await served.serve()
        try await served.waitForList("served again") { $0.contains("demo  pid \(served.serverPID)") }
    }

    @Test func killEndsTheSessionTellingEveryClient() async throws {
        let served = try Served()
        try await served.serve()
        let client = try await served.attach()
        let again = try await served.navpilot(["serve", "demo"])
        #expect(again.status == 1 && again.text.contains("is served already"), "\(again.text)")
        let ended = try await served.navpilot(["kill", "demo"])
        #expect(ended.status == 0 && ended.text == "ended demo\n", "\(ended.text)")
        // kill returns once the server is gone: the socket is removed by then.
        #expect(!FileManager.default.fileExists(atPath: served.socket))
        try await client.waitForPrinted("the client is told") { $0.contains("was ended by 'navpilot kill'") }
        try await client.waitForPrinted("exit status 0") { $0.contains("exit status 0") }
        #expect(try await served.list().contains("no session is served"))
        let none = try await served.navpilot(["kill", "demo"])
        #expect(none.status == 1 && none.text.contains("no session called 'demo' is served"))
        let badName = try await served.navpilot(["attach", "../demo"])
        #expect(badName.status == 2 && badName.text.contains("cannot name a session"))
    }

    /// A client in Python speaking the protocol: a hello (kind 1) for a terminal of the given size,
    /// in version 2 of the attach protocol (`ClientHello.currentVersion`).
    private static func hello(width: Int, height: Int) -> String {
        """
        import socket, struct, sys, time
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.connect(sys.argv[1])
        body = struct.pack(">HBHH", 2, 0, \(width), \(height)) + struct.pack(">I", 7) + b"stalled" + struct.pack(">I", 0) + struct.pack(">H", 256)
        s.sendall(struct.pack(">BI", 1, len(body)) + body)
        """
    }

    @Test func aClientThatStopsReadingIsDroppedAndOneThatSendsGarbageToo() async throws {
        let served = try Served()
        try await served.serve()
        let client = try await served.attach()
        // It attaches at 1000x1000 (a whole frame is megabytes) and never reads: the server sends it
        // nothing more, drops it once its megabytes have waited untaken for ten seconds, and the
        // other client, typing all along, never waits and is never dropped.
        // It says it attached once the server's welcome came (read exactly, nothing after it): `ls`
        // could come too late to see it on a busy machine, where the session's 1000x1000 frames
        // take the server longer than the ten seconds after which the client is dropped.
        let stalled =
            Self.hello(width: 1000, height: 1000) + """

                def exactly(count):
                    data = b""
                    while len(data) < count:
                        more = s.recv(count - len(data))
                        if not more: sys.exit("the server closed the connection")
                        data += more
                    return data
                kind, length = struct.unpack(">BI", exactly(5))
                exactly(length)
                sys.stdout.write("attached, welcomed\\n" if kind == 10 else "answered %d\\n" % kind)
                sys.stdout.flush()
                time.sleep(600)

                """
        let script = try served.folder.write("stalled.py", stalled)
        let output = served.folder.file("stalled.out")
        let staller = try ChildProcess.start("/usr/bin/python3", [script, served.socket], outputPath: output)
        defer { kill(staller.pid, SIGKILL) }
        let said = try await Eventually.value("the stalled client attached") { () -> String? in
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            return text.contains("\n") ? text : nil
        }
        #expect(said.contains("attached, welcomed"), "\(said)")
        var keys = ["Down", "Up"]
        try await served.waitForList("the stalled client dropped, the typing one kept") {
            keys.swapAt(0, 1)
            try? client.sendKeys(keys[0])
            return $0.contains("1 client") && !$0.contains("stalled")
        }
        try client.sendKeys("Enter")
        try await client.waitForScreen("the other client goes on") { $0.contains("feed · Feed › ") }
        // Bytes that are not the protocol: the sender is told why and dropped, the session goes on.
        let garbage = try served.folder.write(
            "garbage.py",
            """
            import socket, sys
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.connect(sys.argv[1])
            s.sendall(b"\\x63" + b"\\x00\\x00\\x00\\x01" + b"\\x00")
            print(s.makefile("rb").read().decode("utf-8", "replace"))
            """)
        let answer = try await Subprocess.run("/usr/bin/python3", [garbage, served.socket])
        #expect(answer.text.contains("a malformed message: an unknown message kind 99"), "\(answer.text)")
        try client.sendKeys("Escape")
        try await client.waitForScreen("the session still answers") { !$0.contains("‹ Back") }
    }

    private static let canActAsAnotherUser =
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

    @Test(.enabled(if: canActAsAnotherUser, "needs root, setpriv and /usr/bin/python3"))
    func anotherUserIsRefusedEvenWhenTheModesAreLoosened() async throws {
        let served = try Served()
        try await served.serve()
        #expect(chmod(served.folder.path, 0o755) == 0)
        let script = try served.folder.write(
            "other.py",
            Self.hello(width: 80, height: 24) + "\nprint(s.makefile('rb').read().decode('utf-8', 'replace'))\n")
        #expect(chmod(script, 0o644) == 0)
        let other = ["--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/python3", script, served.socket]
        let denied = try await Subprocess.run("/usr/bin/setpriv", other)
        #expect(denied.text.contains("Permission denied"), "the folder is 0700: \(denied.text)")
        // Loosened by someone: the server still checks who connects.
        #expect(chmod(served.folder.path + "/navpilot", 0o755) == 0)
        #expect(chmod(served.socket, 0o666) == 0)
        let refused = try await Subprocess.run("/usr/bin/setpriv", other)
        #expect(refused.text.contains("this session belongs to another user"), "\(refused.text)")
        // And serving refuses a sessions' folder others can enter.
        let again = try await served.navpilot(["serve", "other"])
        #expect(again.status == 1 && again.text.contains("can be entered by other users"), "\(again.text)")
    }
}

extension TmuxSession {
    /// Waits until the lines printed in the pane, the ones scrolled into its history too, hold
    /// `condition`: what a program prints once it gave the terminal back may land on the last row
    /// the alternate screen left the cursor on, and scroll away with the next line.
    func waitForPrinted(_ what: String, until condition: @escaping (String) -> Bool) async throws {
        var last = ""
        do {
            try await Eventually.value(what) { () throws -> String? in
                last = try run(["capture-pane", "-p", "-J", "-S", "-", "-t", name])
                return condition(last) ? last : nil
            }
        } catch {
            Issue.record("the pane printed:\n\(last)")
            throw error
        }
    }
}
