import NavPilot

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Standard output and standard error for command-line text: the only way the program writes lines
/// there (the full-screen UI draws through a `TerminalBackend` instead).
///
/// Every line goes through `SafeText.escaping(_:lineBreaks:)`, so text that came from a file name, a
/// deep link, a scenario file or a saved state can never reach the user's terminal as a control
/// sequence, whatever message it was put in. Writes are unbuffered `write(2)` calls, one per line, so
/// lines are complete and in order even when both streams go to one terminal.
public enum Console {
    /// Where a line goes.
    public enum Stream: Sendable {
        /// Standard output: results a command was asked for.
        case output
        /// Standard error: problems, and messages about the run.
        case error

        var descriptor: Int32 {
            switch self {
            case .output: 1
            case .error: 2
            }
        }
    }

    /// Writes `text` made terminal-safe, and a line feed, to `stream`. Line breaks inside `text` are
    /// kept; every other control or format character is shown escaped.
    public static func print(_ text: String, to stream: Stream = .output) {
        var bytes = Array((SafeText.escaping(text, lineBreaks: .kept) + "\n").utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(stream.descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // a closed stream (a pipe read by nobody) loses the line, never the program
                }
                offset += written
            }
        }
    }
}
