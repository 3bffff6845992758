// libFuzzer's driver, for a main of our own (docs/Fuzzing.md: SwiftPM renames an executable's
// main on Linux, so each target's renamed main hands its LLVMFuzzerTestOneInput to this).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
