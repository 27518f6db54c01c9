// libFuzzer target `filename`: the invariants of `FuzzTarget.filename` (NavPilotFuzzChecks).
import FuzzDriver

runFuzzer { check(.filename, $0, $1) }
