// libFuzzer target `statefile`: the invariants of `FuzzTarget.statefile` (NavPilotFuzzChecks).
import FuzzDriver

runFuzzer { check(.statefile, $0, $1) }
