/// What one client of a served session shows: the session's screen as its frames left it, fitted to
/// the client's own terminal.
///
/// A terminal of another size than the session's shows it clipped (smaller) or padded with `·`
/// (larger), and its last row says so; a read-only client's says how to leave. `navpilot attach`
/// draws `view(size:readOnly:)`; a scenario's `Client` reads it.
package struct ClientScreen: Sendable {
    /// The session's screen.
    package private(set) var session = CellBuffer(size: .zero)
    /// Where the session shows its cursor, nil when hidden.
    package private(set) var cursor: Point?
    /// Where the session's hidden cursor is (its focus).
    package private(set) var focusPoint: Point?

    package init() {}

    /// Applies a frame from the server.
    package mutating func apply(_ frame: AttachFrame) {
        if frame.full || frame.size != session.size { session = CellBuffer(size: frame.size) }
        NavPilotTUI.apply(frame.changes, to: &session)
        cursor = frame.cursor
        focusPoint = frame.focusPoint
    }

    /// What a terminal of `size` shows: the session from its top left corner, padded or clipped, and
    /// a note on the last row when the sizes differ or the client is read-only.
    package func view(size: Size, readOnly: Bool) -> CellBuffer {
        var view = CellBuffer(size: size)
        view.paste(session, at: .zero)
        let padding = Cell("·", style: Style(dim: true))
        if size.width > session.size.width {
            view.fill(
                Rect(x: session.size.width, y: 0, width: size.width - session.size.width, height: size.height),
                with: padding)
        }
        if size.height > session.size.height {
            view.fill(
                Rect(x: 0, y: session.size.height, width: size.width, height: size.height - session.size.height),
                with: padding)
        }
        if let note = note(size: size, readOnly: readOnly), size.height > 0 {
            let width = min(size.width, note.count + 2)
            let origin = Point(x: size.width - width, y: size.height - 1)
            view.fill(Rect(x: origin.x, y: origin.y, width: width, height: 1), with: Cell(" ", style: Self.noteStyle))
            _ = view.write(
                note, at: Point(x: origin.x + 1, y: origin.y), style: Self.noteStyle,
                clip: Rect(x: origin.x, y: origin.y, width: width, height: 1))
        }
        return view
    }

    /// Where this client's terminal shows the cursor: the session's, when it is on its screen.
    package func cursor(in size: Size) -> Point? {
        guard let cursor, cursor.x < size.width, cursor.y < size.height - 1 || session.size == size else { return nil }
        return cursor
    }

    /// What the last row says of the client's view, nil when there is nothing to say.
    package func note(size: Size, readOnly: Bool) -> String? {
        var parts: [String] = []
        if readOnly { parts.append("read-only: q detaches") }
        let shared = session.size
        if shared != size, shared.width > 0 {
            let how = shared.width > size.width || shared.height > size.height ? "clipped" : "padded"
            parts.append("sized \(shared.width)x\(shared.height) by another terminal, \(how) here")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    private static let noteStyle = Style(reverse: true)
}
