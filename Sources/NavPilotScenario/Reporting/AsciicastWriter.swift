import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Makes the lines of an asciicast v2 recording (one JSON header line, then `[time, "o", data]`
/// event lines) from the frames of a scenario run, one frame per step at a fixed virtual pace, as
/// they come: the first frame (and one after a resize) whole, every other as the cells that changed,
/// as a terminal gets them from the app. It keeps the last frame only.
///
/// The output is deterministic: the header has no timestamp and times come from the pace, not the
/// clock, so a cast changes only when the screens do.
struct AsciicastWriter {
    /// Virtual time between two frames, in milliseconds.
    var paceMilliseconds: Int
    /// The recording's title.
    var title: String
    private var lastFrame: CellBuffer?
    /// Virtual time of the next frame.
    private var milliseconds = 0

    /// A writer titled `title`, one frame every `paceMilliseconds`.
    init(title: String, paceMilliseconds: Int = 500) {
        self.title = title
        self.paceMilliseconds = paceMilliseconds
    }

    /// The lines of the next frame, each ending in a newline (the header first, before the first
    /// frame), shown for the pace (a step's frame) or for `milliseconds` (a frame of an animation,
    /// such as a navigation transition).
    mutating func lines(for frame: CellBuffer, shownFor milliseconds: Int? = nil) -> String {
        let time = Self.seconds(milliseconds: self.milliseconds)
        var lines = ""
        let output: String
        if let lastFrame, lastFrame.size == frame.size {
            output = AnsiFrame.changes(from: lastFrame, to: frame)
        } else {
            if lastFrame != nil {
                lines += "[\(time), \"r\", \(Self.json("\(frame.size.width)x\(frame.size.height)"))]\n"
            } else {
                lines += Self.header(size: frame.size, title: title)
            }
            output = AnsiFrame.render(frame)
        }
        lastFrame = frame
        // A step that changed nothing keeps its event: the cast still says when each step was.
        lines += "[\(time), \"o\", \(Self.json(output))]\n"
        self.milliseconds += milliseconds ?? paceMilliseconds
        return lines
    }

    /// The header line of a recording of `size`.
    static func header(size: Size, title: String) -> String {
        "{\"version\": 2, \"width\": \(size.width), \"height\": \(size.height), \"title\": \(json(title))}\n"
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
