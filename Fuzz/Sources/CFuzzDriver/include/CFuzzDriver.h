// libFuzzer's driver, from compiler-rt's libclang_rt.fuzzer_no_main (scripts/fuzz links it):
// parses libFuzzer's flags from argv and calls `callback` once per input.
#ifndef C_FUZZ_DRIVER_H
#define C_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
