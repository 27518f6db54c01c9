import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Builds an asciicast v2 recording (one JSON header line, then `[time, "o", data]` event lines)
/// from the frames of a scenario run, one full frame per step at a fixed virtual pace.
///
/// The output is deterministic: the header has no timestamp and times come from the pace, not the
/// clock, so a cast changes only when the screens do.
struct AsciicastWriter {
    /// Virtual time between two frames, in milliseconds.
    var paceMilliseconds: Int
    /// The recording's title.
    var title: String
    private var header: Size?
    private var lastSize: Size?
    private var events: [String] = []
    /// Virtual time of the next frame.
    private var milliseconds = 0

    /// A writer titled `title`, one frame every `paceMilliseconds`.
    init(title: String, paceMilliseconds: Int = 500) {
        self.title = title
        self.paceMilliseconds = paceMilliseconds
    }

    /// Adds the next frame, shown for the pace (a step's frame) or for `milliseconds` (a frame of an
    /// animation, such as a navigation transition).
    mutating func add(_ frame: CellBuffer, shownFor milliseconds: Int? = nil) {
        let time = Self.seconds(milliseconds: self.milliseconds)
        if header == nil { header = frame.size }
        if let lastSize, lastSize != frame.size {
            events.append("[\(time), \"r\", \(Self.json("\(frame.size.width)x\(frame.size.height)"))]")
        }
        lastSize = frame.size
        events.append("[\(time), \"o\", \(Self.json(AnsiFrame.render(frame)))]")
        self.milliseconds += milliseconds ?? paceMilliseconds
    }

    /// The whole file: the header line and one line per event, each ending in a newline.
    var contents: String {
        let size = header ?? Scenario.defaultSize
        let head =
            "{\"version\": 2, \"width\": \(size.width), \"height\": \(size.height), \"title\": \(Self.json(title))}"
        return ([head] + events).map { $0 + "\n" }.joined()
    }

    /// `1.500` for 1500 ms.
    static func seconds(milliseconds: Int) -> String {
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `text` as a JSON string literal.
    static func json(_ text: String) -> String {
        // Encoding a String cannot fail.
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
