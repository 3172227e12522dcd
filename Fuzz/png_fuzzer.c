// libFuzzer target: the PNG decoder through the C shim, full size and reduced while reading (1/2, 1/4, 1/8),
// as PNGDecoder calls it. Built by Scripts/fuzz.sh with AddressSanitizer and UndefinedBehaviorSanitizer.
#include "filmstrip_codecs.h"

#include <stdint.h>
#include <stdlib.h>

// Larger images are valid but only slow the search down; the Swift side's pixel limit covers them.
#define FUZZ_MAX_PIXELS (4 * 1024 * 1024)

static uint32_t big_endian(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    // The size the IHDR claims, as the Swift prober reads it before allocating.
    if (size < 24) return 0;
    uint32_t width = big_endian(data + 16), height = big_endian(data + 20);
    if (width == 0 || height == 0 || width > 0x7fffffff || height > 0x7fffffff) return 0;
    if ((uint64_t)width * height > FUZZ_MAX_PIXELS) return 0;
    static const int factors[] = {1, 2, 4, 8};
    int factor = factors[size & 3];
    int out_width = 0, out_height = 0;
    fs_png_reduced_size((int)width, (int)height, factor, &out_width, &out_height);
    size_t capacity = (size_t)out_width * (size_t)out_height * 4;
    uint8_t *pixels = malloc(capacity);
    if (pixels == NULL) return 0;
    fs_message message;
    int decoded_width = 0, decoded_height = 0;
    fs_status status = fs_png_decode_reduced(data, size, factor, pixels, capacity, &decoded_width, &decoded_height,
                                             &message);
    if (status == FS_OK && (decoded_width != out_width || decoded_height != out_height)) abort();
    // Round trip through the encoder, told the buffer's true size.
    if (status == FS_OK) {
        uint8_t *png = NULL;
        size_t png_size = 0;
        fs_png_encode(pixels, capacity, decoded_width, decoded_height, 0, FS_PNG_COMPRESSION_FAST, &png, &png_size,
                      &message);
        fs_free(png);
    }
    free(pixels);
    return 0;
}
