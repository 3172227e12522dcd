#include "filmstrip_rounded_shape.h"

#include <math.h>

// The same operations, in the same order, as the Swift: no fused multiply-adds.
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

// How far `value` lies past the straight part [low + extent, high - extent] of a side.
static double corner_distance(double value, double low, double high, double extent) {
    double before = low + extent - value;
    double after = value - (high - extent);
    double distance = 0;
    if (before > distance) distance = before;
    if (after > distance) distance = after;
    return distance;
}

int fs_rounded_corner_contains(double u, double v, double exponent, const double *profile, int profile_count) {
    if (profile && profile_count > 1) {
        // The corner is symmetric about its diagonal: the profile is read where it is flat (at the smaller of the
        // two), never where it falls steeply to 0 near u = 1.
        if (u > v) {
            double swap = u;
            u = v;
            v = swap;
        }
        if (u >= 1) return v <= 0;
        double place = u * (double)(profile_count - 1);
        int below = (int)place;
        if (below < 0) below = 0;
        if (below > profile_count - 2) below = profile_count - 2;
        double t = place - (double)below;
        double limit = profile[below] + (profile[below + 1] - profile[below]) * t;
        return v <= limit;
    }
    double value = exponent == 2 ? u * u + v * v : pow(u, exponent) + pow(v, exponent);
    return value <= 1;
}

static int contains(double px, double py, double x, double y, double width, double height, double extent,
                    double exponent, unsigned corners, const double *profile, int profile_count) {
    double max_x = x + width;
    double max_y = y + height;
    if (!(px >= x && px < max_x && py >= y && py < max_y)) return 0;
    double u = corner_distance(px, x, max_x, extent);
    double v = corner_distance(py, y, max_y, extent);
    if (!(u > 0 && v > 0)) return 1;
    if (corners != 15) {
        int left = px < x + width / 2;
        int top = py < y + height / 2;
        unsigned corner = top ? (left ? 1u : 2u) : (left ? 4u : 8u);
        if (!(corners & corner)) return 1;
    }
    return fs_rounded_corner_contains(u / extent, v / extent, exponent, profile, profile_count);
}

int fs_rounded_shape_samples(double x0, double y0, double step_x, double step_y, int n, double x, double y,
                             double width, double height, double extent, double exponent, unsigned corners,
                             const double *profile, int profile_count) {
    int inside = 0;
    for (int row = 0; row < n; row++) {
        double py = y0 + ((double)row + 0.5) * step_y;
        for (int column = 0; column < n; column++) {
            if (contains(x0 + ((double)column + 0.5) * step_x, py, x, y, width, height, extent, exponent, corners,
                         profile, profile_count)) {
                inside++;
            }
        }
    }
    return inside;
}
