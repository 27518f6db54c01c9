import Dispatch
import Foundation
import NavPilot
import NavPilotExamples
import NavPilotTUI
import NavPilotTestSupport
import Synchronization
import Testing

@testable import NavPilotScenario

#if canImport(Glibc)
import Glibc
#endif

/// The control socket in process: a headless session behind a `ControlServer`, clients on threads
/// of their own (their reads block), every answer and event checked as a client reads it.
@MainActor
@Suite("Control socket: scenario lines in, one JSON answer each, events out, bad clients bounded")
struct ControlServerTests {
    private func withServer(
        _ body: (_ path: String, _ session: HeadlessSession, _ server: ControlServer) async throws -> Void
    ) async throws {
        // A folder in /tmp: a socket's path holds at most 107 bytes, wherever the tests run.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s")
        let session = HeadlessSession(TestSessions.splitScreen())
        let server = try ControlServer(path: path)
        try server.start(loop: session.loop, window: session.windowManager)
        defer { server.stop() }
        try await body(path, session, server)
    }

    /// Runs `body`, which blocks (socket reads), on a thread of its own: never on the cooperative
    /// pool, whose few threads every test's async work shares.
    nonisolated private func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                do {
                    continuation.resume(returning: try body())
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    /// Sends `lines` and reads one answer per line, on a thread of its own.
    nonisolated private func exchange(_ path: String, _ lines: [String]) async throws -> [String] {
        try await onThread {
            let client = try ControlClient(path: path)
            client.sendInBackground(lines)
            return lines.map { _ in client.readLine() ?? "(connection ended)" }
        }
    }

    /// A watcher on a thread of its own: every line it reads until the session closes the connection.
    nonisolated private func watch(_ path: String) -> Task<[String], any Error> {
        Task {
            try await onThread { () -> [String] in
                let client = try ControlClient(path: path)
                client.sendInBackground(["Watch"])
                var lines: [String] = []
                while let line = client.readLine() { lines.append(line) }
                return lines
            }
        }
    }

    /// Raw bytes to the socket, then the lines the session sends back until it closes the connection.
    nonisolated private func raw(_ path: String, _ bytes: [UInt8]) async throws -> [String] {
        try await onThread {
            let fd = try UnixSocket.connect(to: path)
            defer { close(fd) }
            var sent = 0
            while sent < bytes.count {
                let written = bytes.withUnsafeBytes {
                    Glibc.send(fd, $0.baseAddress! + sent, min(1 << 16, bytes.count - sent), Int32(MSG_NOSIGNAL))
                }
                guard written > 0 else { break }
                sent += written
            }
            shutdown(fd, Int32(SHUT_WR))
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                received += chunk[0..<count]
            }
            return String(decoding: received, as: UTF8.self).split(separator: "\n").map(String.init)
        }
    }

    @Test func eachLineIsAnsweredOnceInOrderAndActsOnTheSessionAsTyped() async throws {
        try await withServer { path, session, _ in
            let answers = try await exchange(
                path, ["Key enter", "ExpectDepth feed 2", "Stacks", "ExpectTop feed feed", "Bogus x", "", "# note"])
            // Each reply names its line: the 1-based number of the line on the connection.
            #expect(answers[0] == #"{"reply":1,"ok":true}"#)
            #expect(answers[1] == #"{"reply":2,"ok":true}"#)
            #expect(
                answers[2].hasPrefix(#"{"reply":3,"ok":true,"panes":[{"name":"feed","stack":["feed","post("#),
                "\(answers[2])")
            #expect(
                answers[3].hasPrefix(#"{"reply":4,"ok":false,"error":"expected the top feed, found post("#),
                "\(answers[3])")
            #expect(answers[3].contains(#""details":["stack: "#), "the same details navpilot run prints")
            #expect(
                answers[4] == #"{"reply":5,"ok":false,"error":"unknown command 'Bogus'","column":1}"#, "\(answers[4])")
            #expect(answers[5] == #"{"reply":6,"ok":true}"# && answers[6] == #"{"reply":7,"ok":true}"#)
            #expect(session.text.contains("feed · Feed › "), "the frame of every step was drawn")
        }
    }

    @Test func screenAndStacksReturnWhatIsShownAndAWatcherHearsEveryChange() async throws {
        try await withServer { path, session, server in
            let watcher = watch(path)
            // The watcher is watching once its own line is answered: a line of ours after it is.
            try await Eventually.ready { server.watcherCount == 1 }
            let answers = try await exchange(path, ["Key enter", "Focus chat", "Zoom chat", "Screen chat"])
            #expect(answers[3].hasPrefix(#"{"reply":4,"ok":true,"screen":" Inbox"#), "\(answers[3])")
            server.stop()
            let events = try await watcher.value
            #expect(events.first == #"{"reply":1,"ok":true,"watching":true}"#)
            #expect(
                Array(events.dropFirst()) == [
                    #"{"event":"stack","seq":1,"pane":"feed","cause":"push","by":"api","depth":2,"popped":0,"pushed":["post(id: 1, title: \"Swift Tips\")"]}"#,
                    #"{"event":"focus","seq":2,"pane":"chat"}"#, #"{"event":"zoom","seq":3,"pane":"chat"}"#,
                    #"{"event":"quit","seq":4}"#,
                ], "\(events)")
            _ = session
        }
    }

    /// A `stack` event of feed numbered `seq`, its cause and change in `rest`.
    private func feedEvent(_ seq: Int, _ rest: String) -> String {
        #"{"event":"stack","seq":\#(seq),"pane":"feed","cause":"# + rest
    }

    @Test func aStackEventCarriesTheChangeNotTheWholeStackAndLinesSentTogetherAreEachTold() async throws {
        try await withServer { path, _, server in
            let watcher = watch(path)
            try await Eventually.ready { server.watcherCount == 1 }
            let lines = [
                #"Push feed post(id: 7, title: "A")"#, #"Push feed post(id: 8, title: "B")"#, "Pop feed",
                #"ReplaceCurrent feed post(id: 9, title: "C")"#, "PopToRoot feed",
            ]
            // Sent together, in one write: each change is an event of its own, in order, never merged
            // into the frame they share.
            #expect(try await exchange(path, lines) == (1...5).map { #"{"reply":\#($0),"ok":true}"# })
            server.stop()
            let events = try await watcher.value.filter { $0.hasPrefix(#"{"event":"stack""#) }
            #expect(
                events == [
                    feedEvent(1, #""push","by":"api","depth":2,"popped":0,"pushed":["post(id: 7, title: \"A\")"]}"#),
                    feedEvent(2, #""push","by":"api","depth":3,"popped":0,"pushed":["post(id: 8, title: \"B\")"]}"#),
                    feedEvent(3, #""pop","by":"api","depth":2,"popped":1,"pushed":[]}"#),
                    feedEvent(4, #""replace","by":"api","depth":2,"popped":1,"pushed":["post(id: 9, title: \"C\")"]}"#),
                    feedEvent(5, #""pop","by":"api","depth":1,"popped":1,"pushed":[]}"#),
                ], "\(events)")
        }
    }

    @Test func aRefusedNavigationIsToldInItsPlaceAndEachChangeSaysWhatCausedIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s")
        let session = HeadlessSession(Session("route-guards") { RouteGuardsExample.pane() })
        let server = try ControlServer(path: path)
        try server.start(loop: session.loop, window: session.windowManager)
        defer { server.stop() }
        let watcher = watch(path)
        try await Eventually.ready { server.watcherCount == 1 }
        // Signed out: account settings are refused, then the public profile opens; the back key pops
        // it; a link opens the profile again.
        let lines = [
            "Push main accountSettings", "Push main publicProfile", "Key escape",
            #"OpenURL main "navpilot://stack?r=home&r=publicProfile""#,
        ]
        _ = try await exchange(path, lines)
        server.stop()
        let events = Array(try await watcher.value.dropFirst())
        let expected = [
            #"{"event":"refused","seq":1,"pane":"main","action":"push","route":"accountSettings","refusals":1}"#,
            #"{"event":"stack","seq":2,"pane":"main","cause":"push","by":"api","depth":2,"popped":0,"pushed":["publicProfile"]}"#,
            #"{"event":"stack","seq":3,"pane":"main","cause":"pop","by":"backGesture","depth":1,"popped":1,"pushed":[]}"#,
            #"{"event":"stack","seq":4,"pane":"main","cause":"push","by":"deepLink","depth":2,"popped":0,"pushed":["publicProfile"]}"#,
            #"{"event":"quit","seq":5}"#,
        ]
        #expect(events == expected, "\(events)")
    }

    @Test func keysTypedTogetherAreToldInTheOrderTheyActed() async throws {
        try await withServer { path, _, server in
            let watcher = watch(path)
            try await Eventually.ready { server.watcherCount == 1 }
            // One read: feed pushes, the focus moves to chat, chat pushes.
            #expect(try await exchange(path, ["Burst down enter tab enter"]) == [#"{"reply":1,"ok":true}"#])
            server.stop()
            let events = Array(try await watcher.value.dropFirst())
            let expected = [
                #"{"event":"stack","seq":1,"pane":"feed","cause":"push""#,
                #"{"event":"focus","seq":2,"pane":"chat"}"#,
                #"{"event":"stack","seq":3,"pane":"chat","cause":"push""#,
                #"{"event":"quit","seq":4}"#,
            ]
            #expect(
                events.count == expected.count && zip(events, expected).allSatisfy { $0.hasPrefix($1) },
                "\(events)")
        }
    }

    @Test func twoThousandPushesInOneBurstAreTwoThousandEventsInOrder() async throws {
        try await withServer { path, _, server in
            let watcher = watch(path)
            try await Eventually.ready { server.watcherCount == 1 }
            // 2,000 events are about 200 KB: within a watcher's bound even if it reads late.
            let pushes = (1...2_000).map { #"Push feed post(id: \#($0), title: "x")"# }
            _ = try await exchange(path, pushes)
            server.stop()
            let events = try await watcher.value.filter { $0.hasPrefix(#"{"event":"stack""#) }
            #expect(events.count == 2_000)
            #expect(
                events.enumerated().allSatisfy { index, event in
                    event.hasPrefix(
                        #"{"event":"stack","seq":\#(index + 1),"pane":"feed","cause":"push","by":"api","depth":\#(index + 2),"#
                    )
                        && event.contains(#"["post(id: \#(index + 1), title: \"x\")"]"#)
                }, "every push told, numbered and in order")
        }
    }

    @Test func garbageAndAHugeLineAreAnsweredWithErrorsAndTheNextLineStillWorks() async throws {
        try await withServer { path, _, _ in
            var random = SystemRandomNumberGenerator()
            var garbage = [UInt8]()
            garbage.reserveCapacity(1 << 20)
            for _ in 0..<(1 << 17) { withUnsafeBytes(of: random.next() as UInt64) { garbage += $0 } }
            garbage.append(UInt8(ascii: "\n"))
            let lines = garbage.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count - 1
            let answers = try await raw(path, garbage + Array("Stacks\n".utf8))
            #expect(answers.first == #"{"hello":"navpilot","version":2}"#)
            #expect(answers.count == 1 + lines + 1, "one answer per line")
            #expect(answers.last?.hasPrefix(#"{"reply":\#(lines + 1),"ok":true,"panes""#) == true)
            let huge = [UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20) + Array("\nStacks\n".utf8)
            let after = try await raw(path, huge)
            #expect(
                after.dropFirst().first
                    == #"{"reply":1,"ok":false,"error":"a line longer than 1048576 bytes is not read"}"#)
            #expect(after.last?.hasPrefix(#"{"reply":2,"ok":true,"panes""#) == true)
        }
    }

    @Test func aThousandDroppedConnectionsLeaveNoneOpenAndAClientThatNeverReadsStopsOnlyItself() async throws {
        try await withServer { path, _, server in
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                DispatchQueue.global().async {
                    do {
                        for _ in 0..<1_000 { close(try UnixSocket.connect(to: path)) }
                        continuation.resume()
                    } catch {
                        continuation.resume(throwing: error)
                    }
                }
            }
            try await Eventually.ready { server.connectionCount == 0 }
            // A client that sends 10,000 lines and reads nothing: its answers wait, the session goes on.
            let silent = try UnixSocket.connect(to: path)
            defer { close(silent) }
            let flood = Array(String(repeating: "Stacks\n", count: 10_000).utf8)
            DispatchQueue.global().async {
                _ = flood.withUnsafeBytes { Glibc.send(silent, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL)) }
            }
            let answers = try await exchange(path, ["Key down", "ExpectFocus feed"])
            #expect(answers == [#"{"reply":1,"ok":true}"#, #"{"reply":2,"ok":true}"#])
        }
    }

    @Test func aClientThatNeverReadsItsAnswersIsDroppedOnceAMebibyteWaitsAndTheSessionGoesOn() async throws {
        try await withServer { path, session, server in
            // 100,000 pushes, each answered with a whole screen: gigabytes, were they all kept.
            let silent = try UnixSocket.connect(to: path)
            defer { close(silent) }
            let flood = Array(String(repeating: "Push feed post(id: 1, title: \"x\")\nScreen\n", count: 100_000).utf8)
            let sending = Task {
                try await onThread {
                    _ = flood.withUnsafeBytes { Glibc.send(silent, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL)) }
                }
            }
            try await Eventually.ready { server.connectionCount == 0 }
            // The send ended (the connection was closed under it) before its descriptor is.
            try await sending.value
            #expect(server.pendingBytes == 0, "what it did not read went with it")
            let depth = session.windowManager.panes[0].pane.pilot?.depth ?? 0
            #expect(depth < 1_000, "its lines stopped being carried out: \(depth) pushes of 100,000")
            let answers = try await exchange(path, ["Pop feed", "ExpectFocus feed"])
            #expect(
                answers == [#"{"reply":1,"ok":true}"#, #"{"reply":2,"ok":true}"#], "the session answers other clients")
        }
    }

    @Test func aClientTurnedAwayIsToldWhyAndInvalidUTF8ArrivesAsReplacementCharacters() async throws {
        try await withServer { path, _, server in
            // Closed below, once: a descriptor closed twice could be another test's by then.
            let taken = try (0..<ControlConnections.mostConnections).map { _ in try UnixSocket.connect(to: path) }
            try await Eventually.ready { server.connectionCount == ControlConnections.mostConnections }
            let refusal = try await onThread { () -> String in
                do {
                    _ = try ControlClient(path: path)
                    return "connected"
                } catch {
                    return "\(error)"
                }
            }
            #expect(refusal == "the session refused the connection: too many connections (at most 64)")
            taken.forEach { close($0) }
            try await Eventually.ready { server.connectionCount == 0 }
            let line = Array(#"Push feed post(id: 3, title: "a"#.utf8) + [0xFF] + Array("b\")\nStacks\n".utf8)
            let answers = try await raw(path, line)
            #expect(answers.last?.contains("a\u{FFFD}b") == true, "\(answers.last ?? "")")
        }
    }

    @Test func aWatcherThatDoesNotReadLosesEventsPastItsBoundAndHearsHowMany() async throws {
        try await withServer { path, _, server in
            let reading = DispatchSemaphore(value: 0)
            let received = Mutex<Int>(0)
            let watcher = Task {
                try await onThread { () -> [String] in
                    let fd = try UnixSocket.connect(to: path)
                    defer { close(fd) }
                    _ = "Watch\n".withCString { send(fd, $0, 6, Int32(MSG_NOSIGNAL)) }
                    reading.wait()
                    var bytes: [UInt8] = []
                    var chunk = [UInt8](repeating: 0, count: 1 << 16)
                    while true {
                        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                        guard count > 0 else { break }
                        bytes += chunk[0..<count]
                        received.withLock { $0 = bytes.count }
                    }
                    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
                }
            }
            try await Eventually.ready { server.watcherCount == 1 }
            // Each push's event holds the route pushed: 40 pushes of a 40 KB title are 1.6 MB of events.
            let title = String(repeating: "t", count: 40_000)
            let pushes = (1...40).map { "Push feed post(id: \($0), title: \"\(title)\")" }
            #expect(try await exchange(path, pushes) == (1...40).map { #"{"reply":\#($0),"ok":true}"# })
            reading.signal()
            try await Eventually.ready { received.withLock { $0 } > 0 && server.pendingBytes == 0 }
            _ = try await exchange(path, ["Focus chat"])
            // Read before the session ends: ending, it sends what it still holds without waiting.
            try await Eventually.ready { server.pendingBytes == 0 }
            server.stop()
            let lines = try await watcher.value
            // The socket's own buffer may take some of the queue while the pushes go on, making room
            // for a later push: a count may come before a push's event as well as before the focus.
            let prefix = #"{"event":"dropped","count":"#
            let notices = lines.indices.filter { lines[$0].hasPrefix(prefix) }
            let lost = notices.compactMap { Int(lines[$0].dropFirst(prefix.count).dropLast()) }.reduce(0, +)
            let heard = lines.count(where: { $0.hasPrefix(#"{"event":"stack""#) })
            #expect(lost > 0 && heard < 40, "some pushes were dropped: \(heard) heard, \(lost) lost")
            // After a count, the whole state to go on from, numbered as the change it includes.
            #expect(
                notices.allSatisfy {
                    $0 + 1 < lines.count && lines[$0 + 1].hasPrefix(#"{"event":"stacks","seq":"#)
                        && lines[$0 + 1].contains(#""panes":[{"name":"feed","stack":["feed","post(id: 1, "#)
                },
                "a count comes just before the state: \(notices.map { lines[$0 + 1].prefix(60) })")
            // The focus, told once there was room, or held in the state sent after a count; then the end.
            let beforeEnd = lines.dropLast().last ?? ""
            #expect(
                beforeEnd.hasPrefix(#"{"event":"focus""#)
                    || beforeEnd.hasPrefix(#"{"event":"stacks""#) && beforeEnd.contains(#""focus":"chat""#),
                "\(beforeEnd.prefix(80))")
            #expect(lines.last?.hasPrefix(#"{"event":"quit","#) == true, "\(lines.suffix(3).map { $0.prefix(90) })")
        }
    }

    @Test func theSocketIsThisUsersOnlyAndNothingIsReplacedButAStaleSocket() throws {
        // A folder in /tmp: a socket's path holds at most 107 bytes, wherever the tests run.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s")
        let server = try ControlServer(path: path)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600, "mode 0600")
        #expect(throws: TerminalError.cannotListen("another session listens at '\(path)'")) {
            _ = try ControlServer(path: path)
        }
        server.stop()
        #expect(!FileManager.default.fileExists(atPath: path), "removed when the session ends")
        // A socket nobody accepts on (its session was killed) is replaced.
        let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(stale, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        close(stale)
        let again = try ControlServer(path: path)
        again.stop()
        // A file that is not a socket is never replaced.
        #expect(FileManager.default.createFile(atPath: path, contents: Data("keep me".utf8)))
        #expect(
            throws: TerminalError.cannotListen(
                "'\(path)' exists and is not a socket; it is left as it is (choose another path)")
        ) {
            _ = try ControlServer(path: path)
        }
        #expect(FileManager.default.contents(atPath: path) == Data("keep me".utf8))
        try FileManager.default.removeItem(atPath: path)
        let long = "/tmp/" + String(repeating: "x", count: 120)
        #expect(throws: TerminalError.self) { _ = try ControlServer(path: long) }
    }
}

extension ControlServerTests {
    @Test func aSessionEndingRemovesItsOwnSocketOnlyNeverWhatWasPutAtThePathSince() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s")
        // A user replaced the socket with a file of their own: quitting leaves it.
        let first = try ControlServer(path: path)
        try FileManager.default.removeItem(atPath: path)
        #expect(FileManager.default.createFile(atPath: path, contents: Data("mine".utf8)))
        first.stop()
        #expect(FileManager.default.contents(atPath: path) == Data("mine".utf8))
        try FileManager.default.removeItem(atPath: path)
        // Session B listens where session A's socket was removed: A's end leaves B's socket live.
        let sessionA = try ControlServer(path: path)
        try FileManager.default.removeItem(atPath: path)
        let sessionB = try ControlServer(path: path)
        sessionA.stop()
        let client = try UnixSocket.connect(to: path)
        close(client)
        sessionB.stop()
        #expect(!FileManager.default.fileExists(atPath: path), "B removed its own socket")
    }
}

/// Polling a condition on the main actor while other work runs.
enum Eventually {
    /// Polls `condition` until it holds; the deadline (`Patience.limit`) only ends a hang. The
    /// session's work shares the main actor with every test running at once, and each poll is a
    /// main-actor job too: polls are 10 ms apart, not less, to leave the actor to the work waited on.
    @MainActor
    static func ready(timeout: Duration = Patience.limit, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
