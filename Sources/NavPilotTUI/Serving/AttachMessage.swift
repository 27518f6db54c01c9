/// One message of the attach protocol between a served session (`navpilot serve`) and a terminal
/// showing it (`navpilot attach`), `navpilot ls` or `navpilot kill`.
///
/// The server draws; each client only shows frames and sends its input, so every client keeps its
/// own terminal's ways (its colours, keyboard protocol, synchronized output, clipboard).
package enum AttachMessage: Equatable, Sendable {
    // From a client.
    /// The first message of every connection: who asks and for what.
    case hello(ClientHello)
    /// Input from the client's terminal, decoded there.
    case input([InputEvent])
    /// The client's terminal has a new size.
    case resize(Size)
    /// The client leaves; the session goes on.
    case detach
    /// The theme the client's terminal asks for changed: its background's answer came after the
    /// hello, or said otherwise than remembered.
    case theme(String)

    // From the server.
    /// The connection is taken: the session's name and the server's process.
    case welcome(session: String, pid: Int32)
    /// What changed on the session's screen (`full`: everything, drawn on a blank screen).
    case frame(AttachFrame)
    /// Text for the client's clipboard (it was the one that asked, by its last key).
    case clipboard(String)
    /// `navpilot ls`'s answer: one line about the session and one per client.
    case info([String])
    /// The connection ends, and why.
    case goodbye(Goodbye)

    /// Why a connection ends.
    package enum Goodbye: Equatable, Sendable {
        /// The client asked to detach; the session goes on.
        case detached
        /// The session's user quit it.
        case ended
        /// `navpilot kill` ended the session.
        case killed
        /// The server refused or dropped the connection, saying why.
        case refused(String)
    }

    /// The encoded message, framed for the socket.
    package var bytes: [UInt8] {
        var writer = WireWriter()
        let kind: Kind
        switch self {
        case .hello(let hello):
            kind = .hello
            hello.write(to: &writer)
        case .input(let events):
            kind = .input
            writer.int(events.count)
            for event in events { event.write(to: &writer) }
        case .resize(let size):
            kind = .resize
            size.write(to: &writer)
        case .detach:
            kind = .detach
        case .theme(let name):
            kind = .theme
            writer.string(name)
        case .welcome(let session, let pid):
            kind = .welcome
            writer.string(session)
            writer.u32(UInt32(bitPattern: pid))
        case .frame(let frame):
            kind = .frame
            frame.write(to: &writer)
        case .clipboard(let text):
            kind = .clipboard
            writer.string(text)
        case .info(let lines):
            kind = .info
            writer.int(lines.count)
            for line in lines { writer.string(line) }
        case .goodbye(let goodbye):
            kind = .goodbye
            goodbye.write(to: &writer)
        }
        return AttachFraming.frame(kind: kind.rawValue, body: writer.bytes)
    }

    /// Reads a message of `kind` from `body`.
    package static func decode(kind: UInt8, body: [UInt8]) throws(WireError) -> AttachMessage {
        guard let kind = Kind(rawValue: kind) else { throw .malformed("an unknown message kind \(kind)") }
        var reader = WireReader(body)
        let message: AttachMessage
        switch kind {
        case .hello: message = .hello(try ClientHello(from: &reader))
        case .input:
            let count = try reader.int()
            var events: [InputEvent] = []
            for _ in 0..<count { events.append(try InputEvent(from: &reader)) }
            message = .input(events)
        case .resize: message = .resize(try Size(from: &reader))
        case .detach: message = .detach
        case .theme: message = .theme(try reader.string())
        case .welcome: message = .welcome(session: try reader.string(), pid: Int32(bitPattern: try reader.u32()))
        case .frame: message = .frame(try AttachFrame(from: &reader))
        case .clipboard: message = .clipboard(try reader.string())
        case .info:
            let count = try reader.int()
            var lines: [String] = []
            for _ in 0..<count { lines.append(try reader.string()) }
            message = .info(lines)
        case .goodbye: message = .goodbye(try Goodbye(from: &reader))
        }
        guard reader.isAtEnd else { throw .malformed("bytes after the end of a message") }
        return message
    }

    private enum Kind: UInt8 {
        case hello = 1, input, resize, detach, theme
        case welcome = 10, frame, clipboard, info, goodbye
    }
}

/// What a client says first.
package struct ClientHello: Equatable, Sendable {
    /// What the connection is for.
    package enum Purpose: UInt8, Sendable {
        /// Show the session and type into it.
        case attach = 0
        /// Show the session; type nothing (`attach --read-only`).
        case watch = 1
        /// Ask who is attached (`navpilot ls`).
        case info = 2
        /// End the session (`navpilot kill`).
        case kill = 3
    }

    /// The protocol's version: a server refuses a client of another, saying both.
    package static let currentVersion: UInt16 = 2

    package var version = currentVersion
    package var purpose: Purpose
    /// The client's terminal size (zero for `info` and `kill`).
    package var size: Size
    /// Who the client is, as `navpilot ls` lists it (`pts/3`).
    package var name: String
    /// The theme the client's terminal asks for (its background's answer), empty when unknown.
    package var theme: String
    /// The colours the client's terminal has (`TerminfoTerminal.colorCount`): with 8 or 16 it is sent
    /// the theme adapted to them (`Theme.adapted(toColorCount:)`).
    package var colors: Int

    package init(purpose: Purpose, size: Size = .zero, name: String = "", theme: String = "", colors: Int = 256) {
        self.purpose = purpose
        self.size = size
        self.name = name
        self.theme = theme
        self.colors = colors
    }

    func write(to writer: inout WireWriter) {
        writer.u16(version)
        writer.u8(purpose.rawValue)
        size.write(to: &writer)
        writer.string(name)
        writer.string(theme)
        writer.int(colors)
    }

    init(from reader: inout WireReader) throws(WireError) {
        version = try reader.u16()
        guard let purpose = Purpose(rawValue: try reader.u8()) else { throw .malformed("an unknown purpose") }
        self.purpose = purpose
        size = try Size(from: &reader)
        name = try reader.string()
        theme = try reader.string()
        colors = try reader.int()
    }
}

/// What changed on a served session's screen, as one flush drew it.
package struct AttachFrame: Equatable, Sendable {
    /// Whether `changes` cover the whole screen (a blank screen first).
    package var full: Bool
    /// The session's size.
    package var size: Size
    /// The changed cells.
    package var changes: [CellChange]
    /// Where the cursor shows, nil when hidden.
    package var cursor: Point?
    /// Where the hidden cursor goes (the focus).
    package var focusPoint: Point?

    func write(to writer: inout WireWriter) {
        writer.bool(full)
        size.write(to: &writer)
        Self.write(cursor, to: &writer)
        Self.write(focusPoint, to: &writer)
        // The links the changes name: a code is the sender's own, so its URL travels with it.
        var links: [UInt8: String] = [:]
        for change in changes where change.cell.style.linkCode != 0 {
            let code = change.cell.style.linkCode
            if links[code] == nil { links[code] = HyperlinkTable.shared.url(for: code) ?? "" }
        }
        writer.int(links.count)
        for (code, url) in links.sorted(by: { $0.key < $1.key }) {
            writer.u8(code)
            writer.string(url)
        }
        writer.u32(UInt32(changes.count))
        for change in changes { change.write(to: &writer) }
    }

    init(from reader: inout WireReader) throws(WireError) {
        full = try reader.bool()
        size = try Size(from: &reader)
        cursor = try Self.readPoint(from: &reader)
        focusPoint = try Self.readPoint(from: &reader)
        var links: [UInt8: UInt8] = [:]
        for _ in 0..<(try reader.int()) {
            let code = try reader.u8()
            links[code] = HyperlinkTable.shared.code(for: try reader.string())
        }
        let count = Int(try reader.u32())
        // Each change takes at least 13 bytes: a count beyond what is left is a lie.
        changes = []
        changes.reserveCapacity(min(count, 1 << 16))
        for _ in 0..<count {
            var change = try CellChange(from: &reader)
            if change.cell.style.linkCode != 0 { change.cell.style.linkCode = links[change.cell.style.linkCode] ?? 0 }
            guard change.position.x < size.width, change.position.y < size.height else {
                throw .malformed("a cell outside the screen")
            }
            changes.append(change)
        }
    }

    package init(full: Bool, size: Size, changes: [CellChange], cursor: Point?, focusPoint: Point?) {
        self.full = full
        self.size = size
        self.changes = changes
        self.cursor = cursor
        self.focusPoint = focusPoint
    }

    private static func write(_ point: Point?, to writer: inout WireWriter) {
        writer.bool(point != nil)
        if let point {
            writer.int(point.x)
            writer.int(point.y)
        }
    }

    private static func readPoint(from reader: inout WireReader) throws(WireError) -> Point? {
        guard try reader.bool() else { return nil }
        return Point(x: try reader.int(), y: try reader.int())
    }
}

extension AttachMessage.Goodbye {
    func write(to writer: inout WireWriter) {
        switch self {
        case .detached: writer.u8(0)
        case .ended: writer.u8(1)
        case .killed: writer.u8(2)
        case .refused(let reason):
            writer.u8(3)
            writer.string(reason)
        }
    }

    init(from reader: inout WireReader) throws(WireError) {
        switch try reader.u8() {
        case 0: self = .detached
        case 1: self = .ended
        case 2: self = .killed
        case 3: self = .refused(try reader.string())
        default: throw .malformed("an unknown goodbye")
        }
    }
}

extension Size {
    func write(to writer: inout WireWriter) {
        writer.int(width)
        writer.int(height)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(width: try reader.int(), height: try reader.int())
    }
}
