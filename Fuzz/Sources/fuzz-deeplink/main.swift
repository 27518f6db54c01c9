// libFuzzer target `deeplink`: the invariants of `FuzzTarget.deeplink` (NavPilotFuzzChecks).
import FuzzDriver

runFuzzer { check(.deeplink, $0, $1) }
