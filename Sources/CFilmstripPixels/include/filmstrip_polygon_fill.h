// The anti-aliased coverage of closed polygons (a CAShapeLayer's flattened path, its stroke's outline), under the
// non-zero or even-odd rule: per-pixel work that a Swift loop in a debug build would make the cost of a frame.
#ifndef FILMSTRIP_POLYGON_FILL_H
#define FILMSTRIP_POLYGON_FILL_H

#include <stdint.h>

// Writes into `mask` (`width` x `height` bytes, `row_bytes` a row) the coverage, 0 to 255, of the polygons whose
// vertices are `points` (x, y pairs in the mask's pixels, pixel (0, 0) covering [0, 1) x [0, 1)); polygon i has
// `counts[i]` vertices and is closed back to its first. A point is inside where the winding number of the edges
// around it is non-zero (`even_odd` 0) or odd (`even_odd` 1). Each pixel row is sampled on
// FS_POLYGON_SUBSCANLINES horizontal lines through the centres of equal strips; along each line the covered length
// of the pixel is exact. Deterministic. Returns 0, or -1 when the sizes are invalid or memory runs out (the mask is
// then left as it was).
int fs_fill_polygons(uint8_t *mask, int32_t width, int32_t height, int32_t row_bytes, const double *points,
                     const int32_t *counts, int32_t polygon_count, int even_odd);

#define FS_POLYGON_SUBSCANLINES 32

#endif
