// PNG scanlines without libpng: undoing the five filters and widening rows to 8-bit RGBA exactly as libpng's
// transforms in png.c do (for the reader in CFilmstripCodecs/png_direct.c), and choosing a filter per row for the
// writer. Kept apart from filmstrip_pixels.h so that each file has one subject.
#ifndef FILMSTRIP_PNG_ROWS_H
#define FILMSTRIP_PNG_ROWS_H

#include <stddef.h>
#include <stdint.h>

// Undoes filter `filter` (0 none, 1 Sub, 2 Up, 3 Average, 4 Paeth) of one row of `row_bytes` bytes in place.
// `previous` is the row above, already unfiltered, or NULL for the first row (read as zeros, as PNG says);
// `bpp` is the bytes per complete pixel (1 to 8). Returns 0, changing nothing, for any other filter type.
int fs_png_unfilter_row(int filter, uint8_t *row, const uint8_t *previous, size_t row_bytes, size_t bpp);

// Widens one unfiltered row of `width` pixels of `channels` samples (1 grey, 2 grey + alpha, 3 RGB, 4 RGBA) of
// `bit_depth` bits (8 or 16) to `width` RGBA pixels: grey copied to R, G and B, alpha 255 when absent, 16-bit
// samples scaled to 8 bits with libpng's png_set_scale_16 rounding. Returns 0 for any other layout.
int fs_png_row_to_rgba(const uint8_t *row, size_t width, int channels, int bit_depth, uint8_t *rgba);

// Filters one row for writing with whichever of the five filters gives the smallest sum of its bytes read as
// signed (libpng's heuristic; a tie goes to the lower filter number): writes the filter type byte, then
// `row_bytes` filtered bytes, to `out`, and returns the filter type. `previous` is the row above, unfiltered, or
// NULL for the first row; `bpp` is the bytes per pixel (1 to 8). Deterministic.
int fs_png_filter_row_adaptive(const uint8_t *row, const uint8_t *previous, size_t row_bytes, size_t bpp,
                               uint8_t *out);

// The Paeth predictor as `fs_png_unfilter_row` computes it, for the tests to check against the PNG spec's form.
int fs_png_paeth_predictor(int a, int b, int c);

#endif
