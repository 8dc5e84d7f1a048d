// Allocator tuning for the long-running language server. glibc gives blocks over 128 KB back to the
// kernel as soon as they are freed; a server that lints the same large document on every keystroke then
// faults in fresh zeroed pages for its token and structure arrays each time. Other C libraries: no-op.
#ifndef NAVLINT_CMALLOCTUNING_H
#define NAVLINT_CMALLOCTUNING_H

#include <stdlib.h>  // defines __GLIBC__ on glibc
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/// Keeps freed memory in the process heap for reuse: blocks up to 32 MB come from the heap, and the heap
/// is only trimmed when 64 MB at its top are free.
static inline void navlint_keep_freed_memory_for_reuse(void) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

#endif
