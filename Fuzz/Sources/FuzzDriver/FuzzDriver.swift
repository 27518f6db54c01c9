import CLibFuzzer
import NavPilotFuzzChecks

#if canImport(Glibc)
import Glibc
#endif

/// Runs libFuzzer on this process's command line with `callback` as the per-input function, and
/// exits with libFuzzer's status. `callback` is a C function pointer, so each target's `main.swift`
/// passes a closure that names its target: `runFuzzer { check(.notation, $0, $1) }`.
public func runFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
}

/// Checks one input against `target`'s invariants; a broken one is a crash, which libFuzzer reports
/// and keeps as an artifact.
public func check(_ target: FuzzTarget, _ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let failure = MainActor.assumeIsolated({ target.check(bytes) }) {
        fatalError("fuzz invariant failed: \(failure)")
    }
    return 0
}
