// Whole-buffer pixel loops that no library offers, kept in C because a debug build compiles Swift at -Onone
// (about 40x slower per pixel) while plain C loops at -O0 lose only a few times. Everything else per pixel is
// done by pixman. None of these can fail.
#ifndef FILMSTRIP_PIXELS_H
#define FILMSTRIP_PIXELS_H

#include <stddef.h>
#include <stdint.h>

// 1 when every alpha byte of `count` RGBA pixels is 255.
int fs_pixels_are_opaque(const uint8_t *rgba, size_t count);

// Premultiplied RGBA (R, G, B, A bytes) to straight RGBA, `count` pixels, in place or not: each colour byte
// becomes round(c * 255 / a), clamped to 255; a pixel with alpha 0 becomes 0, 0, 0, 0.
void fs_pixels_unpremultiply(const uint8_t *premultiplied, uint8_t *straight, size_t count);

// PNG scanlines with filter type 0 (none) for `height` rows of `width` RGBA pixels: each row is a 0 byte then the
// row's bytes, RGB only when `drop_alpha`. `out` holds height * (1 + width * (drop_alpha ? 3 : 4)) bytes.
void fs_pixels_png_scanlines(const uint8_t *rgba, size_t width, size_t height, int drop_alpha, uint8_t *out);

#endif
