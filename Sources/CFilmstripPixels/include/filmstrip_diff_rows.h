// The first, cheap sieve of the pixelmatch comparison in FilmstripDiff: most pixels of two similar images are
// equal or too close to differ, and settling those in C keeps the per-pixel Swift code (40x slower in a debug
// build) for the few that need the YIQ metric and anti-aliasing detection.
#ifndef FILMSTRIP_DIFF_ROWS_H
#define FILMSTRIP_DIFF_ROWS_H

#include <stddef.h>
#include <stdint.h>

// Writes to `columns` (room for `width`) the columns of the row's pixels that are neither equal in all four bytes
// nor both opaque with dR² + dG² + dB² <= `quick_accept_limit` (a negative limit accepts nothing that way), in
// increasing order, and returns how many there are.
size_t fs_diff_row_candidates(const uint8_t *expected, const uint8_t *actual, size_t width,
                              int32_t quick_accept_limit, uint32_t *columns);

#endif
