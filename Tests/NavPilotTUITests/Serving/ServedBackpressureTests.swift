import Foundation
import NavPilotTUI
import NavPilotTestSupport
import Testing

/// A served session's clients over real sockets: one that stops reading must never slow the
/// others nor make the server hold its frames, and must see the session again once it reads.
@MainActor
@Suite("Served session: a client that is behind")
struct ServedBackpressureTests {
    /// A session served on a socket in a folder of its own, with raw clients connected to it.
    @MainActor
    final class Server {
        let folder: String
        let listener: AttachListener
        let served: ServedTerminal
        let size = Size(width: 200, height: 50)
        private var frames = 0

        init() throws {
            var template = Array("/tmp/np-bp-XXXXXX".utf8CString)
            folder = try #require(
                template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            let (fd, _) = try UnixSocket.listen(at: folder + "/s")
            listener = try #require(AttachListener(listener: fd))
            served = ServedTerminal(name: "t", connections: listener, size: size)
            served.startInputMonitor {}
        }

        /// A client of the given size, attached once the session has taken its hello.
        func attach(_ name: String) throws -> Int32 {
            let fd = try UnixSocket.connect(to: folder + "/s")
            let hello = AttachMessage.hello(ClientHello(purpose: .attach, size: size, name: name)).bytes
            _ = hello.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            return fd
        }

        /// Takes what the connections told, as the event loop does between frames.
        func pump() { _ = served.readEvents(timeout: .zero) }

        /// Takes what the connections tell until `condition` holds (the deadline only ends a hang).
        func until(_ what: String, _ condition: () throws -> Bool) async throws {
            let deadline = ContinuousClock.now + Patience.limit
            while try !condition() {
                guard ContinuousClock.now < deadline else { throw ServedTimeout(what: what) }
                pump()
                await Task.yield()
            }
        }

        /// Draws a frame that changes every cell.
        func drawFrame() {
            frames += 1
            let character = Character(UnicodeScalar(UInt8(65 + frames % 26)))
            var changes: [CellChange] = []
            for y in 0..<size.height {
                for x in 0..<size.width {
                    changes.append(CellChange(position: Point(x: x, y: y), cell: Cell(character)))
                }
            }
            served.draw(changes)
            served.flush()
        }

        isolated deinit {
            listener.stop()
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    struct ServedTimeout: Error, CustomStringConvertible {
        let what: String
        var description: String { "timed out waiting for \(what)" }
    }

    /// What a client read so far, decoded as `navpilot attach` decodes it.
    struct Reader {
        let fd: Int32
        var buffer: [UInt8] = []
        var screen = ClientScreen()
        var frames = 0

        /// Reads what the socket holds now.
        mutating func read() throws {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                buffer += chunk[0..<count]
            }
            for (kind, body) in try AttachFraming.take(from: &buffer) {
                if case .frame(let frame) = try AttachMessage.decode(kind: kind, body: body) {
                    screen.apply(frame)
                    frames += 1
                }
            }
        }
    }

    @Test func aClientThatStopsReadingHoldsAtMostAFrameAndSeesTheScreenWholeOnceItReadsAgain() async throws {
        let server = try Server()
        var reading = Reader(fd: try server.attach("reading"))
        var stalled = Reader(fd: try server.attach("stalled"))
        defer { close(reading.fd); close(stalled.fd) }
        try await server.until("both clients attached") { server.served.clients.count == 2 }
        let stalledID = try #require(server.served.clients.last?.id)
        // A frame changing all 10,000 cells is about 150 kilobytes: 100 of them are 15 MB.
        let frameBytes = AttachMessage.frame(
            AttachFrame(
                full: false, size: server.size,
                changes: Array(repeating: CellChange(position: .zero, cell: Cell("A")), count: 10_000), cursor: nil,
                focusPoint: nil)
        ).bytes.count
        var mostHeld = 0
        for _ in 0..<100 {
            server.drawFrame()
            try reading.read()
            server.pump()
            mostHeld = max(mostHeld, server.listener.backlog(of: stalledID))
        }
        #expect(mostHeld <= 2 * frameBytes, "the server holds at most about a frame for a client that does not read")
        // The reading client sees the last frame (once it has read what waits, if it fell behind).
        try await server.until("the reading client shows the last frame") {
            try reading.read()
            return reading.screen.session == server.served.screen
        }
        // The stalled client reads again: it catches up with one whole screen, not a hundred frames.
        try await server.until("the stalled client caught up") {
            try stalled.read()
            return stalled.screen.session == server.served.screen
        }
        #expect(stalled.frames < 20, "the frames it missed come as one screen: \(stalled.frames)")
        #expect(server.served.clients.count == 2, "neither client was dropped")
    }
}
