// libFuzzer's driver entry point. SwiftPM links an executable's `main` to `<Module>_main`, so each fuzz
// target defines that symbol and hands control to libFuzzer here (instead of libFuzzer's own `main`).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
