#include "filmstrip_pixels.h"
#include "filmstrip_png_rows.h"

#include <string.h>

// A pixel's four bytes read as one word.
typedef uint32_t unaligned_word __attribute__((aligned(1), may_alias));

int fs_pixels_are_opaque(const uint8_t *rgba, size_t count) {
    // 64 pixels at a time: AND their words (alpha ends up 255 only if every alpha is), so the loop has no branch
    // per pixel and vectorises.
    size_t i = 0;
    for (; i + 64 <= count; i += 64) {
        const unaligned_word *words = (const unaligned_word *)(const void *)(rgba + i * 4);
        uint32_t all = 0xFFFFFFFFu;
        for (size_t k = 0; k < 64; k++) all &= words[k];
        uint8_t bytes[4];  // byte by byte, the AND of the words is the AND of each byte position
        memcpy(bytes, &all, 4);
        if (bytes[3] != 255) return 0;
    }
    for (; i < count; i++) {
        if (rgba[i * 4 + 3] != 255) return 0;
    }
    return 1;
}

void fs_pixels_unpremultiply(const uint8_t *premultiplied, uint8_t *straight, size_t count) {
    for (size_t i = 0; i < count; i++) {
        const uint8_t *p = premultiplied + i * 4;
        uint8_t *s = straight + i * 4;
        unsigned a = p[3];
        if (a == 255) {
            s[0] = p[0]; s[1] = p[1]; s[2] = p[2]; s[3] = 255;
        } else if (a == 0) {
            s[0] = s[1] = s[2] = s[3] = 0;
        } else {
            for (int c = 0; c < 3; c++) {
                unsigned v = (p[c] * 255u + a / 2) / a;
                s[c] = (uint8_t)(v > 255 ? 255 : v);
            }
            s[3] = (uint8_t)a;
        }
    }
}

void fs_pixels_png_scanlines(const uint8_t *rgba, size_t width, size_t height, int drop_alpha, uint8_t *out) {
    for (size_t y = 0; y < height; y++) {
        const uint8_t *row = rgba + y * width * 4;
        *out++ = 0;
        if (!drop_alpha) {
            memcpy(out, row, width * 4);
            out += width * 4;
            continue;
        }
        for (size_t x = 0; x < width; x++) {
            out[0] = row[x * 4];
            out[1] = row[x * 4 + 1];
            out[2] = row[x * 4 + 2];
            out += 3;
        }
    }
}

typedef uint8_t bytes16 __attribute__((ext_vector_type(16), aligned(1), may_alias));

void fs_pixels_png_scanlines_up(const uint8_t *rgba, size_t width, size_t height, int drop_alpha, uint8_t *out) {
    if (height == 0) return;
    fs_pixels_png_scanlines(rgba, width, 1, drop_alpha, out);
    const size_t row_bytes = 1 + width * (drop_alpha ? 3 : 4);
    // Every later row: filter 2, then each byte minus the one above it, read from the pixels (one pass).
    for (size_t y = 1; y < height; y++) {
        const uint8_t *row = rgba + y * width * 4, *above = row - width * 4;
        uint8_t *line = out + y * row_bytes;
        *line++ = 2;
        if (!drop_alpha) {
            for (size_t i = 0; i < width * 4; i++) line[i] = (uint8_t)(row[i] - above[i]);
            continue;
        }
        // Four pixels at a time: subtract 16 bytes, keep R, G, B of each, store 16 (the last 4 are overwritten
        // by the next group; the loop stops while a whole store still fits in the row).
        size_t x = 0;
        for (; x + 6 <= width; x += 4, line += 12) {
            const bytes16 difference = *(const bytes16 *)(const void *)(row + x * 4)
                                       - *(const bytes16 *)(const void *)(above + x * 4);
            *(bytes16 *)(void *)line =
                __builtin_shufflevector(difference, difference, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 0, 0, 0, 0);
        }
        for (; x < width; x++) {
            line[0] = (uint8_t)(row[x * 4] - above[x * 4]);
            line[1] = (uint8_t)(row[x * 4 + 1] - above[x * 4 + 1]);
            line[2] = (uint8_t)(row[x * 4 + 2] - above[x * 4 + 2]);
            line += 3;
        }
    }
}

void fs_pixels_png_scanlines_adaptive(const uint8_t *rgba, size_t width, size_t height, int drop_alpha,
                                      uint8_t *scratch, uint8_t *out) {
    const size_t bpp = drop_alpha ? 3 : 4, packed_bytes = width * bpp;
    const uint8_t *previous = NULL;
    for (size_t y = 0; y < height; y++) {
        const uint8_t *row = rgba + y * width * 4;
        if (drop_alpha) {
            // The rows alternate between the two halves of `scratch`, so the one above stays readable.
            uint8_t *packed = scratch + (y & 1) * packed_bytes;
            for (size_t x = 0; x < width; x++) {
                packed[x * 3] = row[x * 4]; packed[x * 3 + 1] = row[x * 4 + 1]; packed[x * 3 + 2] = row[x * 4 + 2];
            }
            row = packed;
        }
        fs_png_filter_row_adaptive(row, previous, packed_bytes, bpp, out + y * (1 + packed_bytes));
        previous = row;
    }
}
