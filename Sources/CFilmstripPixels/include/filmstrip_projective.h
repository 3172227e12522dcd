#ifndef FILMSTRIP_PROJECTIVE_H
#define FILMSTRIP_PROJECTIVE_H

#include <stddef.h>
#include <stdint.h>

// Composites `source` (premultiplied 32-bit words, `source_width` x `source_height`) source-over onto the canvas
// pixels columns x0 ..< x1, rows y0 ..< y1 of `canvas` (the same format, `canvas_width` words a row), through a
// projective map: canvas pixel (c, r)'s centre (c + 0.5, r + 0.5, 1) times the row-major 3 x 3 `inverse` gives
// (X, Y, W), and the source is sampled bilinearly at (X / W, Y / W) (pixel centres at + 0.5, transparent outside),
// scaled by `opacity` (0 to 255). Pixels where W is not positive are left alone. Double-precision arithmetic
// throughout, so the result does not depend on the size of the coordinates (pixman's projective path divides
// unsigned 16.16 values and misreads negative ones). The caller keeps the rectangle inside the canvas.
void fs_projective_over(uint32_t *canvas, size_t canvas_width, size_t x0, size_t y0, size_t x1, size_t y1,
                        const uint32_t *source, size_t source_width, size_t source_height, const double inverse[9],
                        uint32_t opacity);

#endif
