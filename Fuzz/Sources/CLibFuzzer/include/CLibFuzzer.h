#ifndef C_LIB_FUZZER_H
#define C_LIB_FUZZER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line `argc`/`argv` (`-max_total_time=…`, corpus folders), calling
/// `callback` once per input. Defined by `libclang_rt.fuzzer_no_main`, which `Fuzz/run.sh` links.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
