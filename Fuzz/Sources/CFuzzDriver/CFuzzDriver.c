// Declarations only; the definitions are in libclang_rt.fuzzer_no_main.
#include "CFuzzDriver.h"
