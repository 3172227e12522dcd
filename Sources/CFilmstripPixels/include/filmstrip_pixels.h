// Whole-buffer pixel loops that no library offers, kept in C because a debug build compiles Swift at -Onone
// (about 40x slower per pixel) while plain C loops at -O0 lose only a few times. Everything else per pixel is
// done by pixman. Only the resampler can fail (it allocates its tables); it says so with a status.
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

// The same scanlines with filter type 2 (up) on every row but the first (each byte minus the one above it): a
// frame's smooth photos and flat backgrounds become mostly small values, which deflate codes in fewer bits.
void fs_pixels_png_scanlines_up(const uint8_t *rgba, size_t width, size_t height, int drop_alpha, uint8_t *out);

// The same scanlines with each row's filter chosen by `fs_png_filter_row_adaptive` (filmstrip_png_rows.h), for
// the smaller `default` and `best` PNGs. `scratch` holds 2 * width * 3 bytes (the RGB rows when `drop_alpha`).
void fs_pixels_png_scanlines_adaptive(const uint8_t *rgba, size_t width, size_t height, int drop_alpha,
                                      uint8_t *scratch, uint8_t *out);

// The result of pixman's PIXMAN_FILTER_SEPARABLE_CONVOLUTION (repeat PAD) for `width` x `height` output pixels of
// a `source_width` x `source_height` image of premultiplied 32-bit words, computed in two 1-D passes (x, then y)
// with a float intermediate instead of w x h taps per pixel: the same taps, phases and edge extension, so the
// result differs from pixman's only where its per-tap rounding tips a final rounding (by one level at most).
// Kernels are pixman's parameter layout without the header: `x_phases` * `x_taps` weights in 16.16 fixed point,
// phase by phase (`x_phases` a power of two), likewise for y. The mapping is pixman's 16.16 affine transform:
// output pixel (c, r)'s centre maps to (scale_x * (c + 0.5) + origin_x, scale_y * (r + 0.5) + origin_y), in
// pixman's fixed-point steps. `output` holds rows first_row ..< first_row + height of that mapping (a band of a
// larger output gives exactly the rows the whole output has there), `width` words each.
// Returns 0, or -1 when an argument is out of range or memory runs out (then `output` is untouched).
int fs_resample_separable(const uint32_t *source, size_t source_width, size_t source_height,
                          const int32_t *x_weights, size_t x_taps, size_t x_phases,
                          const int32_t *y_weights, size_t y_taps, size_t y_phases,
                          int32_t scale_x, int32_t origin_x, int32_t scale_y, int32_t origin_y,
                          uint32_t *output, size_t width, size_t first_row, size_t height);

// `fs_resample_separable` without the AVX2 passes it picks where the processor has them: the same bits, so tests
// can check that the two agree.
int fs_resample_separable_baseline(const uint32_t *source, size_t source_width, size_t source_height,
                                   const int32_t *x_weights, size_t x_taps, size_t x_phases,
                                   const int32_t *y_weights, size_t y_taps, size_t y_phases,
                                   int32_t scale_x, int32_t origin_x, int32_t scale_y, int32_t origin_y,
                                   uint32_t *output, size_t width, size_t first_row, size_t height);

// The largest output `fs_deflate_huffman` may write for `size` input bytes.
size_t fs_deflate_huffman_bound(size_t size);

// A raw deflate stream (RFC 1951, no zlib wrapper) of `size` bytes using Huffman codes only, no matches: much
// faster than any LZ77 level and nearly as small for filtered photo scanlines. Deterministic. Returns the bytes
// written to `out`, or 0 when `capacity` is below `fs_deflate_huffman_bound(size)`.
size_t fs_deflate_huffman(const uint8_t *data, size_t size, uint8_t *out, size_t capacity);

// The smallest rectangle holding every pixel that differs (any byte) between two images of `width` x `height`
// RGBA pixels: 1 with *x, *y, *w, *h set when some pixel differs, 0 when the images are identical. Rows are
// compared with memcmp first, then only the columns outside the rectangle found so far, so an unchanged image
// costs one memcmp of its bytes.
int fs_pixels_changed_bounds(const uint8_t *a, const uint8_t *b, size_t width, size_t height,
                             size_t *x, size_t *y, size_t *w, size_t *h);

// swift-snapshot-testing's `precision`: how many bytes of `count` straight-alpha RGBA pixels differ once both
// images are premultiplied (each colour byte round(c * a / 255)).
size_t fs_pixels_count_differing_premultiplied_bytes(const uint8_t *a, const uint8_t *b, size_t count);

// swift-snapshot-testing's `perceptualPrecision`: how many of `count` pixels differ in colour by more than
// `threshold` CIE94 units (sRGB to L*a*b*, D65 white; alpha left out), and the largest difference in `largest`.
size_t fs_pixels_count_delta_e94_over(const uint8_t *reference, const uint8_t *actual, size_t count, double threshold,
                                      double *largest);

#endif
