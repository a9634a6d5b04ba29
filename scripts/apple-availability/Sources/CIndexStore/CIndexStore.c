// Declarations only (include/CIndexStore.h): SwiftPM needs one source file in a C target.
#include "CIndexStore.h"
