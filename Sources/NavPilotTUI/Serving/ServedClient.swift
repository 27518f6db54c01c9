import NavPilot

/// One terminal attached to a served session.
package struct ServedClient: Equatable, Sendable {
    /// The connection's number, unique while the server runs.
    package let id: Int
    /// Who the client is (`pts/3`), as `navpilot ls` lists it.
    package var name: String
    /// Its terminal's size.
    package var size: Size
    /// It sees everything and types nothing (`attach --read-only`).
    package var readOnly: Bool
    /// The theme its terminal's background asks for; empty when unknown.
    package var theme: String
    /// The colours its terminal has.
    package var colors = 256
    /// When it last typed (or attached), in the server's count of activity: the latest one sizes
    /// the session.
    package var lastActive: UInt64

    /// One line of `navpilot ls` about the client; `sizing` when it decides the session's size.
    func listing(sizing: Bool) -> String {
        var line = "\(SafeText.escaping(name.isEmpty ? "client \(id)" : name)) \(size.width)x\(size.height)"
        if readOnly { line += " read-only" }
        if sizing { line += " (sets the size)" }
        return line
    }
}

/// Which client's size a served session takes: the one that typed last, as tmux's `latest`; a
/// read-only client only when no other is attached.
enum ServedSizing {
    static func sizingClient(of clients: [ServedClient]) -> ServedClient? {
        let typing = clients.filter { !$0.readOnly }
        return (typing.isEmpty ? clients : typing).max { $0.lastActive < $1.lastActive }
    }
}
