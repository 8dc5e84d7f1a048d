// The target's only function is `static inline` in include/CMallocTuning.h; SwiftPM needs one source file.
#include "CMallocTuning.h"
