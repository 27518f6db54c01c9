import NavPilot
import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif

/// The steps of an exploration written to a file as they are taken, each before it runs, as the
/// lines of a scenario file: what is left when a step ends the process (a trap), so `navpilot
/// explore` can shrink that run by replaying it in child processes.
///
/// Each line is one unbuffered `write(2)`: nothing waits in a buffer that a trap would lose.
package final class StepJournal {
    private let descriptor: Int32

    /// Why a journal could not be made: the path and the system's reason, terminal-safe.
    package struct OpenError: Error, CustomStringConvertible {
        /// One line for the user.
        package let description: String
    }

    /// A journal in a new file at `path`; an existing file (or a link in its place) is refused.
    /// - Throws: `OpenError` when the file cannot be made.
    package init(path: String) throws(OpenError) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw OpenError(description: "cannot write the journal \(SafeText.quoted(path)): \(reason)")
        }
    }

    deinit {
        close(descriptor)
    }

    /// The file's first lines: what a scenario needs before its steps.
    func begin(session: String, seed: UInt64, size: Size) {
        write("# navpilot explore \(session) --seed \(seed): each step is written before it runs")
        write("Session \(session)")
        write("Set Size \(size.width)x\(size.height)")
    }

    /// The line of `step`, before it runs.
    func record(_ step: ScenarioStep) {
        write(step.source)
    }

    private func write(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
