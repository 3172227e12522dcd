// libFuzzer target: the JPEG decoder through the C shim, as JPEGDecoder calls it, at every scale and in both
// strictness modes. Built by Scripts/fuzz.sh with AddressSanitizer and UndefinedBehaviorSanitizer.
#include "filmstrip_codecs.h"

#include <stdint.h>
#include <stdlib.h>

// Larger images are valid but only slow the search down; the Swift side's pixel limit covers them.
#define FUZZ_MAX_PIXELS (4 * 1024 * 1024)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    // The scale comes from the input's length, so each input always decodes the same way.
    static const int scales[] = {1, 2, 4, 8};
    int scale = scales[size & 3];
    fs_message message;
    int width = 0, height = 0;
    if (fs_jpeg_scaled_size(data, size, scale, &width, &height, &message) != FS_OK) return 0;
    if (width <= 0 || height <= 0 || (size_t)width * (size_t)height > FUZZ_MAX_PIXELS) return 0;
    size_t capacity = (size_t)width * (size_t)height * 4;
    uint8_t *pixels = malloc(capacity);
    if (pixels == NULL) return 0;
    for (int strict = 0; strict <= 1; strict++) {
        int out_width = 0, out_height = 0, warnings = 0;
        fs_jpeg_pixels layout;
        fs_status status = fs_jpeg_decode(data, size, scale, strict, pixels, capacity, &out_width, &out_height,
                                          &layout, &warnings, &message);
        if (status == FS_OK && (out_width != width || out_height != height)) abort();
    }
    free(pixels);
    return 0;
}
