// The sampled coverage of a rounded rectangle's corner (FilmstripRaster's RoundedShape): the pixels a corner curve
// crosses are measured on a 16 x 16 grid of point tests, 256 per pixel, which per-pixel Swift in a debug build
// (about 40x slower) made the bulk of drawing a rounded view.
#ifndef FILMSTRIP_ROUNDED_SHAPE_H
#define FILMSTRIP_ROUNDED_SHAPE_H

// How many of the `n` x `n` points (x0 + (i + 0.5) * step_x, y0 + (j + 0.5) * step_y) lie inside the rectangle
// at (`x`, `y`) of `width` x `height` whose corners are superellipse quadrants reaching `extent` (> 0) along each
// side, u^`exponent` + v^`exponent` <= 1 (2: circular arcs), or, when `profile` is not NULL, v <= the profile at u
// (`profile_count` values over u from 0 to 1, linearly interpolated: iOS's continuous corner, whose curve is no
// superellipse, symmetric about the diagonal, so the profile is read at the smaller of u and v); u and v are how far, in extents, a point lies past each side's straight part. A corner whose bit is
// not in `corners` (1 top-left,
// 2 top-right, 4 bottom-left, 8 bottom-right) is square. The right and bottom edges are outside. The arithmetic is
// RoundedShape.contains(x:y:)'s, operation for operation (no contraction into fused multiply-adds), so the counts
// are the ones the Swift gave.
int fs_rounded_shape_samples(double x0, double y0, double step_x, double step_y, int n, double x, double y,
                             double width, double height, double extent, double exponent, unsigned corners,
                             const double *profile, int profile_count);

// Whether (u, v), in extents past each side's straight part (each in [0, 1]), lies inside a corner by `exponent` or
// `profile` as above.
int fs_rounded_corner_contains(double u, double v, double exponent, const double *profile, int profile_count);

#endif
