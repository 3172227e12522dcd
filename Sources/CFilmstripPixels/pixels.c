#include "filmstrip_pixels.h"

#include <string.h>

int fs_pixels_are_opaque(const uint8_t *rgba, size_t count) {
    for (size_t i = 0; i < count; i++) {
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

void fs_pixels_png_scanlines_up(const uint8_t *rgba, size_t width, size_t height, int drop_alpha, uint8_t *out) {
    fs_pixels_png_scanlines(rgba, width, height, drop_alpha, out);
    const size_t row_bytes = 1 + width * (drop_alpha ? 3 : 4);
    // Bottom to top, so each row is still unfiltered when the row below subtracts it.
    for (size_t y = height; y-- > 1;) {
        uint8_t *row = out + y * row_bytes;
        const uint8_t *above = row - row_bytes;
        row[0] = 2;
        for (size_t i = 1; i < row_bytes; i++) row[i] = (uint8_t)(row[i] - above[i]);
    }
}
