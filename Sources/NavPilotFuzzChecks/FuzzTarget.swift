/// The fuzz targets and their oracles, shared by the libFuzzer executables in `Fuzz/` and by the
/// tests that replay `Fuzz/corpus/<target>/` and `Fuzz/regressions/<target>/` in `swift test`.
///
/// A check takes any bytes and reports a broken invariant as a message; it never traps on its own,
/// so a replaying test names the failing input, while the fuzzer turns the message into a crash.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Route notation: any text decodes to a value that round-trips, or fails at a position inside it.
    case notation
    /// Deep links and session links: a refused link leaves the stack unchanged, an accepted one reopens.
    case deeplink
    /// The terminal input decoder: after any input and an idle it is back at the ground state.
    case inputdecoder
    /// Scenario files: any text gives a scenario or diagnostics that render, never a trap.
    case scenario
    /// Terminal-safe text: nothing a terminal acts on survives, nothing else is lost, idempotent.
    case safetext
    /// Saved-state files: any bytes restore the stack they hold or are moved aside whole with an error.
    case statefile
    /// File names as bytes: any bytes read back as themselves, and show with nothing a terminal acts on.
    case filename

    /// The broken invariant `bytes` reveal, or nil when every invariant holds.
    @MainActor
    public func check(_ bytes: [UInt8]) -> String? {
        do throws(FuzzFailure) {
            switch self {
            case .notation: try NotationCheck.run(bytes)
            case .deeplink: try DeepLinkCheck.run(bytes)
            case .inputdecoder: try InputDecoderCheck.run(bytes)
            case .scenario: ScenarioCheck.run(bytes)
            case .safetext: try SafeTextCheck.run(bytes)
            case .statefile: try StateFileCheck.run(bytes)
            case .filename: try FileNameCheck.run(bytes)
            }
            return nil
        } catch {
            return error.message
        }
    }
}

/// A broken invariant: what was expected and what happened.
struct FuzzFailure: Error {
    let message: String

    init(_ message: String) { self.message = message }
}

/// Throws `FuzzFailure(message)` when `condition` is false.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzFailure) {
    if !condition { throw FuzzFailure(message()) }
}
