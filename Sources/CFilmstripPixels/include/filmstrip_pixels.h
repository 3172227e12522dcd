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

// The smallest rectangle holding every pixel that differs (any byte) between two images of `width` x `height`
// RGBA pixels: 1 with *x, *y, *w, *h set when some pixel differs, 0 when the images are identical. Rows are
// compared with memcmp first, then only the columns outside the rectangle found so far, so an unchanged image
// costs one memcmp of its bytes.
int fs_pixels_changed_bounds(const uint8_t *a, const uint8_t *b, size_t width, size_t height,
                             size_t *x, size_t *y, size_t *w, size_t *h);

#endif
