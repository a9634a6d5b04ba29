#ifndef CINDEXSTORE_H
#define CINDEXSTORE_H

#include <stddef.h>

/// `indexstore_string_ref_t` of LLVM's indexstore.h: a string the index store owns, not NUL-terminated.
/// The functions themselves are looked up at run time (dlsym) in the toolchain's libIndexStore.so.
typedef struct {
  const char *data;
  size_t length;
} cindexstore_string_ref_t;

#endif
