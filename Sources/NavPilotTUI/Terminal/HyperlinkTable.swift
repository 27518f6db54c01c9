import Synchronization

/// The URLs of the hyperlinks on screen, each named by a one-byte code a cell's style carries
/// (`Style.linkCode`), so a cell stays 12 bytes of plain data and a changed link is a changed cell.
///
/// 255 codes are enough for the links one screen shows. Codes that neither the frame on screen nor
/// the new one (nor another terminal's frame, nor a pane's kept cells) uses are freed when the table fills (`collect(keeping:)`, which every diff calls, as
/// for graphemes); a link asked for while every code is on screen gets none, and its text is drawn
/// without the link.
final class HyperlinkTable: Sendable {
    static let shared = HyperlinkTable(shownFrames: .shared)

    /// The other frames whose codes a collection keeps (a table of its own for a check: none).
    private let shownFrames: ShownFrames

    init(shownFrames: ShownFrames = ShownFrames()) {
        self.shownFrames = shownFrames
    }

    /// Codes in use before a diff frees the unused ones.
    static let collectionThreshold = 192

    private struct State {
        /// The URL of code `index + 1`, nil when free.
        var urls: [String?] = []
        var codes: [String: UInt8] = [:]
        var free: [UInt8] = []
    }

    private let state = Mutex(State())

    /// The code of `url`, adding it the first time; 0 (no link) when all 255 codes are in use.
    func code(for url: String) -> UInt8 {
        state.withLock { state in
            if let code = state.codes[url] { return code }
            let code: UInt8
            if let reused = state.free.popLast() {
                code = reused
                state.urls[Int(code) - 1] = url
            } else {
                guard state.urls.count < Int(UInt8.max) else { return 0 }
                state.urls.append(url)
                code = UInt8(state.urls.count)
            }
            state.codes[url] = code
            return code
        }
    }

    /// The URL named by `code`, nil for 0 or a free code.
    func url(for code: UInt8) -> String? {
        state.withLock { state in
            code == 0 || Int(code) > state.urls.count ? nil : state.urls[Int(code) - 1]
        }
    }

    /// Number of links the table holds.
    var count: Int { state.withLock { $0.codes.count } }

    /// When the table holds more than `collectionThreshold` links, frees every one no cell of
    /// `buffers` shows (a diff passes the frame on screen and the new one), nor any frame another
    /// terminal shows or a pane keeps to paste again (`ShownFrames`).
    func collect(keeping buffers: CellBuffer...) {
        guard state.withLock({ $0.codes.count > Self.collectionThreshold }) else { return }
        var kept = Set<UInt8>()
        for buffer in buffers + shownFrames.frames {
            for cell in buffer.cells where cell.style.linkCode != 0 { kept.insert(cell.style.linkCode) }
        }
        state.withLock { state in
            for (index, url) in state.urls.enumerated() {
                let code = UInt8(index + 1)
                guard let url, !kept.contains(code) else { continue }
                state.codes[url] = nil
                state.urls[index] = nil
                state.free.append(code)
            }
        }
    }
}
