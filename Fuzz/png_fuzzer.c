// libFuzzer target: the PNG decoder through the C shim, full size and reduced while reading (1/2, 1/4, 1/8),
// as PNGDecoder calls it, then the writer's filter choice on what it decoded: every row, as RGBA and as RGB,
// filtered and unfiltered again must give the row back. Built by Scripts/fuzz.sh with AddressSanitizer and
// UndefinedBehaviorSanitizer.
#include "filmstrip_codecs.h"
#include "filmstrip_png_rows.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// Larger images are valid but only slow the search down; the Swift side's pixel limit covers them.
#define FUZZ_MAX_PIXELS (4 * 1024 * 1024)

static uint32_t big_endian(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

// Filters each row of `rows` (`row_bytes` each, `bpp` per pixel) as the PNG writer does and undoes it as the
// reader does; aborts unless every row comes back.
static void check_rows(const uint8_t *rows, size_t row_bytes, size_t height, size_t bpp) {
    uint8_t *filtered = malloc(row_bytes + 1), *restored = malloc(2 * row_bytes + 1);
    if (filtered == NULL || restored == NULL) abort();
    for (size_t y = 0; y < height; y++) {
        const uint8_t *row = rows + y * row_bytes;
        int filter = fs_png_filter_row_adaptive(row, y ? row - row_bytes : NULL, row_bytes, bpp, filtered);
        if (filter != filtered[0] || filter < 0 || filter > 4) abort();
        memcpy(restored, filtered + 1, row_bytes);
        if (!fs_png_unfilter_row(filter, restored, y ? row - row_bytes : NULL, row_bytes, bpp)) abort();
        if (memcmp(restored, row, row_bytes) != 0) abort();
    }
    free(filtered);
    free(restored);
}

static void check_filter_round_trip(const uint8_t *rgba, size_t width, size_t height) {
    check_rows(rgba, width * 4, height, 4);
    uint8_t *rgb = malloc(width * height * 3 + 1);
    if (rgb == NULL) abort();
    for (size_t i = 0; i < width * height; i++) memcpy(rgb + i * 3, rgba + i * 4, 3);
    check_rows(rgb, width * 3, height, 3);
    free(rgb);
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
    if (status == FS_OK) check_filter_round_trip(pixels, (size_t)decoded_width, (size_t)decoded_height);
    free(pixels);
    return 0;
}
