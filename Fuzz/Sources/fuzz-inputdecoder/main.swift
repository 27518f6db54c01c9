// libFuzzer target `inputdecoder`: the invariants of `FuzzTarget.inputdecoder` (NavPilotFuzzChecks).
import FuzzDriver

runFuzzer { check(.inputdecoder, $0, $1) }
