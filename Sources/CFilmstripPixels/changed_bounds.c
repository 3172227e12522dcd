// The rectangle that changed between two frames, for animated PNGs that store only that region.
#include "filmstrip_pixels.h"

#include <string.h>

// The first pixel in [from, to) where the rows differ, `to` if none: 64-pixel blocks by memcmp, then pixel by pixel.
static size_t fs_first_difference(const uint8_t *a, const uint8_t *b, size_t from, size_t to) {
    size_t x = from;
    while (to - x >= 64 && memcmp(a + x * 4, b + x * 4, 64 * 4) == 0) x += 64;
    while (x < to && memcmp(a + x * 4, b + x * 4, 4) == 0) x++;
    return x;
}

// One past the last pixel in [from, to) where the rows differ, `from` if none.
static size_t fs_last_difference(const uint8_t *a, const uint8_t *b, size_t from, size_t to) {
    size_t x = to;
    while (x - from >= 64 && memcmp(a + (x - 64) * 4, b + (x - 64) * 4, 64 * 4) == 0) x -= 64;
    while (x > from && memcmp(a + (x - 1) * 4, b + (x - 1) * 4, 4) == 0) x--;
    return x;
}

int fs_pixels_changed_bounds(const uint8_t *a, const uint8_t *b, size_t width, size_t height,
                             size_t *x, size_t *y, size_t *w, size_t *h) {
    if (width == 0 || height == 0) return 0;
    size_t row = width * 4;
    size_t top = 0;
    while (top < height && memcmp(a + top * row, b + top * row, row) == 0) top++;
    if (top == height) return 0;
    size_t bottom = height;  // one past the last differing row
    while (bottom - 1 > top && memcmp(a + (bottom - 1) * row, b + (bottom - 1) * row, row) == 0) bottom--;
    // [left, right) starts empty and widens; only pixels outside it are compared in later rows.
    size_t left = width, right = 0;
    for (size_t r = top; r < bottom && (left > 0 || right < width); r++) {
        const uint8_t *ra = a + r * row, *rb = b + r * row;
        if (left > 0 && memcmp(ra, rb, left * 4) != 0) left = fs_first_difference(ra, rb, 0, left);
        size_t from = right > left ? right : left;
        if (from < width && memcmp(ra + from * 4, rb + from * 4, (width - from) * 4) != 0) {
            right = fs_last_difference(ra, rb, from, width);
        }
    }
    *x = left;
    *y = top;
    *w = right - left;
    *h = bottom - top;
    return 1;
}
