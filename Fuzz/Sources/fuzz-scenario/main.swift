// libFuzzer target `scenario`: the invariants of `FuzzTarget.scenario` (NavPilotFuzzChecks).
import FuzzDriver

runFuzzer { check(.scenario, $0, $1) }
