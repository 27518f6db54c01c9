// libFuzzer target `safetext`: the invariants of `FuzzTarget.safetext` (NavPilotFuzzChecks).
import FuzzDriver

runFuzzer { check(.safetext, $0, $1) }
