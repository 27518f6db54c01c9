// libFuzzer target `notation`: the invariants of `FuzzTarget.notation` (NavPilotFuzzChecks).
import FuzzDriver

runFuzzer { check(.notation, $0, $1) }
