import Foundation
import NavPilotTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `navpilot --listen PATH` in a real terminal, driven by `navpilot send` and watched by
/// `navpilot watch` as another terminal would: answers, exit statuses, events, and the socket gone
/// however the session ends.
@Suite("Control end to end: a live session driven and watched through its socket")
struct ControlEndToEndTests {
    /// Runs `body` with `navpilot --listen` live in tmux (its first frame drawn), the socket's path
    /// and its folder.
    private func withListeningSession(
        _ body: (_ path: String, _ folder: String, _ session: TmuxSession) async throws -> Void
    ) async throws {
        // In /tmp: a socket's path holds at most 107 bytes, wherever the tests run.
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        let path = folder + "/s"
        let session = try TmuxSession.start(try NavpilotBinary.command(["--listen", path]))
        defer { session.kill() }
        try await session.waitForScreen("the first frame") { $0.contains("feed · Feed") }
        try await body(path, folder, session)
    }

    private func send(_ path: String, _ lines: [String]) async throws -> Subprocess.Output {
        try await Subprocess.run(try NavpilotBinary.path(), ["send", path] + lines)
    }

    @Test func sendDrivesTheLiveSessionAndExitsAsItsAnswersSay() async throws {
        try await withListeningSession { path, folder, session in
            let ok = try await send(path, ["Key down", "Key enter", "ExpectDepth feed 2"])
            #expect(ok.status == 0, "\(ok.text)")
            #expect(ok.text == (1...3).map { #"{"reply":\#($0),"ok":true}"# + "\n" }.joined())
            try await session.waitForScreen("the push on screen") { $0.contains("feed · Feed › SwiftUI Tricks") }
            let failed = try await send(path, ["ExpectDepth feed 1"])
            #expect(failed.status == 1 && failed.text.contains("expected depth 1, found 2"), "\(failed.text)")
            let malformed = try await send(path, ["Key"])
            #expect(malformed.status == 2 && malformed.text.contains("\"column\""), "\(malformed.text)")
            let nowhere = try await send(folder + "/none", ["Key down"])
            #expect(nowhere.status == 2 && nowhere.text.contains("no socket at"), "\(nowhere.text)")
        }
    }

    /// The Python client in docs/control.md, run as a reader copies it: it watches, drives, and
    /// tells each reply (by its number) from the events that come between.
    @Test func theDocsPythonClientTellsRepliesFromEvents() async throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/control.md").standardized
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "```python\n"), "docs/control.md has a Python block")
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        try await withListeningSession { path, folder, session in
            let script = folder + "/client.py"
            try String(text[start.upperBound..<end.lowerBound]).write(toFile: script, atomically: true, encoding: .utf8)
            let output = try await Subprocess.run("/usr/bin/env", ["python3", script, path])
            #expect(output.status == 0, "\(output.text)")
            let lines = output.text.split(separator: "\n").map(String.init)
            #expect(lines.first == "{'reply': 1, 'ok': True, 'watching': True}", "\(output.text)")
            #expect(lines.contains("{'reply': 2, 'ok': True}"), "\(output.text)")
            #expect(lines.last == #"['feed', 'post(id: 1, title: "Swift Tips")']"#, "\(output.text)")
            try await session.waitForScreen("the push on screen") { $0.contains("feed · Feed › Swift Tips") }
        }
    }

    @Test func sendStreamsStandardInputAndRefusesAnArgumentHoldingALineBreak() async throws {
        try await withListeningSession { path, folder, session in
            let joined = try await send(path, ["Key down\nKey q"])
            #expect(joined.status == 2, "\(joined.text)")
            #expect(joined.text.contains("line 1 holds a line break"), "\(joined.text)")
            // Standard input is a FIFO this test keeps open: a line reaches the session while more
            // may follow, as from `yes 'Key down' | navpilot send S`.
            let fifo = folder + "/in"
            #expect(mkfifo(fifo, 0o600) == 0)
            // Opened for reading and writing, so neither end waits for the other to open; not
            // inherited, so closing it here is the end of the input.
            let input = open(fifo, O_RDWR | O_CLOEXEC)
            #expect(input >= 0)
            let sender = try ChildProcess.start(
                try NavpilotBinary.path(), ["send", path], stdinPath: fifo, outputPath: folder + "/send.out")
            _ = "Key down\n".withCString { write(input, $0, 9) }
            try await session.waitForScreen("the first line carried out before the input ended") {
                $0.contains("▸ SwiftUI Tricks")
            }
            _ = "Key up\n".withCString { write(input, $0, 7) }
            close(input)
            #expect(try await sender.exit() == 0)
            let output = try String(contentsOfFile: folder + "/send.out", encoding: .utf8)
            #expect(output == #"{"reply":1,"ok":true}"# + "\n" + #"{"reply":2,"ok":true}"# + "\n")
            try await session.waitForScreen("the second line too") { $0.contains("▸ Swift Tips") }
        }
    }

    /// A socket at `path` that accepts every connection and keeps it, sending `greeting` (if any)
    /// and then nothing: a program that is not a session, or a session hung. Stop it with `kill`.
    private func silentServer(at path: String, greeting: String?) async throws -> ChildProcess {
        let script = """
            import socket, sys
            server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            server.bind(sys.argv[1]); server.listen(8)
            kept = []
            while True:
                connection, _ = server.accept(); kept.append(connection)
                if len(sys.argv) > 2: connection.sendall(sys.argv[2].encode() + b"\\n")
            """
        let child = try ChildProcess.start(
            "/usr/bin/env", ["python3", "-c", script, path] + (greeting.map { [$0] } ?? []))
        try await Eventually.value("the socket listening") {
            var status = stat()
            return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK ? true : nil
        }
        return child
    }

    @Test func sendGivesUpOnASocketThatNeverGreetsOrALineThatIsNeverAnswered() async throws {
        // In /tmp: a socket's path holds at most 107 bytes, wherever the tests run.
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let mute = try await silentServer(at: temporary.file("mute"), greeting: nil)
        defer { kill(mute.pid, SIGKILL) }
        let ungreeted = try await send(temporary.file("mute"), ["Key down"])
        #expect(ungreeted.status == 2, "\(ungreeted.text)")
        #expect(ungreeted.text.contains("sent no greeting in 10 s; nothing was sent to it"), "\(ungreeted.text)")
        let hung = try await silentServer(at: temporary.file("hung"), greeting: #"{"hello":"navpilot","version":2}"#)
        defer { kill(hung.pid, SIGKILL) }
        let unanswered = try await Subprocess.run(
            try NavpilotBinary.path(), ["send", "--timeout", "1", temporary.file("hung"), "Key down"])
        #expect(unanswered.status == 1, "\(unanswered.text)")
        #expect(unanswered.text.contains("line 1 sent had no answer in 1 s"), "\(unanswered.text)")
        let badTimeout = try await Subprocess.run(
            try NavpilotBinary.path(), ["send", "--timeout", "soon", temporary.file("hung"), "Key down"])
        #expect(badTimeout.status == 2 && badTimeout.text.contains("--timeout takes"), "\(badTimeout.text)")
        let misplaced = try await Subprocess.run(
            try NavpilotBinary.path(), ["send", temporary.file("hung"), "--timeout", "1", "Key down"])
        #expect(
            misplaced.status == 2 && misplaced.text.contains("--timeout goes before the socket's path"),
            "not sent as a line: \(misplaced.text)")
    }

    @Test func watchPrintsEveryEventUntilTheSessionQuitsAndTheSocketGoesWithIt() async throws {
        try await withListeningSession { path, folder, session in
            let watcher = try ChildProcess.start(
                try NavpilotBinary.path(), ["watch", path], outputPath: folder + "/watch.out")
            try await Eventually.value("the watcher watching") {
                (try? String(contentsOfFile: folder + "/watch.out", encoding: .utf8))?.contains("watching") == true
                    ? true : nil
            }
            // Keys typed in the terminal are events too, not only lines sent.
            try session.sendKeys("Tab")
            try await session.waitForScreen("the focus moved") { $0.contains("[chat]") }
            _ = try await send(path, ["Key enter", "Key q"])
            #expect(try await watcher.exit() == 0)
            let events = try String(contentsOfFile: folder + "/watch.out", encoding: .utf8)
            #expect(
                events == #"{"reply":1,"ok":true,"watching":true}"# + "\n" + #"{"event":"focus","seq":1,"pane":"chat"}"#
                    + "\n"
                    + #"{"event":"stack","seq":2,"pane":"chat","cause":"push","by":"api","depth":2,"popped":0,"pushed":["thread(id: 1, with: \"Alice\")"]}"#
                    + "\n" + #"{"event":"quit","seq":3}"# + "\n", "\(events)")
            try await Eventually.value("the socket removed") {
                FileManager.default.fileExists(atPath: path) ? nil : true
            }
        }
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalRemovesTheSocket(signal: Int32) async throws {
        try await withListeningSession { path, folder, session in
            let pid = try #require(pid_t(try session.display("#{pane_pid}")))
            #expect(kill(pid, signal) == 0)
            try await Eventually.value("the socket removed") {
                FileManager.default.fileExists(atPath: path) ? nil : true
            }
            try await session.waitForFormat("#{alternate_on}", toBe: "0")
        }
    }

    /// A client as the user nobody (`setpriv`, as root runs the tests here and in CI), in Python.
    private static let otherUserPython = [
        "/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/python3",
    ]
    private static let canActAsAnotherUser =
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

    @Test(.enabled(if: canActAsAnotherUser, "needs root, setpriv and /usr/bin/python3"))
    func anotherUserCannotConnectAndIsRefusedEvenWhenTheModeIsLoosened() async throws {
        // In /tmp: a socket's path holds at most 107 bytes, wherever the tests run.
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        #expect(chmod(folder, 0o755) == 0)
        let path = folder + "/s"
        let session = try TmuxSession.start(try NavpilotBinary.command(["--listen", path]))
        defer { session.kill() }
        try await session.waitForScreen("the first frame") { $0.contains("feed · Feed") }
        let client = """
            import socket, sys
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                s.connect(sys.argv[1])
            except OSError as error:
                print("refused:", error.strerror); sys.exit(0)
            print(s.makefile("rb").readline().decode().strip())
            """
        let denied = try await Subprocess.run(
            Self.otherUserPython[0], Array(Self.otherUserPython.dropFirst()) + ["-c", client, path])
        #expect(denied.text == "refused: Permission denied\n", "mode 0600: \(denied.text)")
        // Loosened by someone: the session still checks who connects.
        #expect(chmod(path, 0o666) == 0)
        let checked = try await Subprocess.run(
            Self.otherUserPython[0], Array(Self.otherUserPython.dropFirst()) + ["-c", client, path])
        #expect(
            checked.text == #"{"ok":false,"error":"connections from another user are refused"}"# + "\n",
            "\(checked.text)")
    }

    @Test func aPathThatCannotBeListenedAtIsRefusedBeforeTheTerminalIsTaken() async throws {
        // In /tmp: a socket's path holds at most 107 bytes, wherever the tests run.
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        let path = folder + "/file"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("keep".utf8)))
        let output = try await Subprocess.run(try NavpilotBinary.path(), ["--listen", path])
        #expect(output.status == 1)
        #expect(output.text.contains("navpilot: cannot listen: '\(path)' exists and is not a socket"), "\(output.text)")
        #expect(FileManager.default.contents(atPath: path) == Data("keep".utf8))
    }
}
