#include "filmstrip_projective.h"

#include <math.h>

// No fused multiply-adds: each product and sum is rounded on its own, so x86-64 and arm64 (which has fused
// instructions) give the same bits (Scripts/check-arm64-identity.sh). The STDC pragma is C's spelling, the clang one
// also covers what clang would contract across statements.
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

// One channel (at `shift`) of a source pixel, 0 outside the source.
static double channel(const uint32_t *source, long width, long height, long x, long y, int shift) {
    if (x < 0 || y < 0 || x >= width || y >= height) return 0;
    return (double)((source[(size_t)y * (size_t)width + (size_t)x] >> shift) & 0xFF);
}

void fs_projective_over(uint32_t *canvas, size_t canvas_width, size_t x0, size_t y0, size_t x1, size_t y1,
                        const uint32_t *source, size_t source_width, size_t source_height, const double inverse[9],
                        uint32_t opacity) {
    const long width = (long)source_width;
    const long height = (long)source_height;
    const double fade = (double)(opacity > 255 ? 255 : opacity) / 255.0;
    for (size_t row = y0; row < y1; row++) {
        const double py = (double)row + 0.5;
        for (size_t column = x0; column < x1; column++) {
            const double px = (double)column + 0.5;
            const double w = inverse[6] * px + inverse[7] * py + inverse[8];
            if (!(w > 0)) continue;
            const double u = (inverse[0] * px + inverse[1] * py + inverse[2]) / w - 0.5;
            const double v = (inverse[3] * px + inverse[4] * py + inverse[5]) / w - 0.5;
            if (!(u > -1.0 && v > -1.0 && u < (double)width && v < (double)height)) continue;
            const double left = floor(u);
            const double top = floor(v);
            const double fx = u - left;
            const double fy = v - top;
            const long sx = (long)left;
            const long sy = (long)top;
            double out[4];
            for (int c = 0; c < 4; c++) {
                const int shift = 8 * c;
                const double upper = channel(source, width, height, sx, sy, shift) * (1 - fx) +
                                     channel(source, width, height, sx + 1, sy, shift) * fx;
                const double lower = channel(source, width, height, sx, sy + 1, shift) * (1 - fx) +
                                     channel(source, width, height, sx + 1, sy + 1, shift) * fx;
                out[c] = (upper * (1 - fy) + lower * fy) * fade;
            }
            const double keep = 1.0 - out[3] / 255.0;
            uint32_t *pixel = &canvas[row * canvas_width + column];
            uint32_t result = 0;
            for (int c = 0; c < 4; c++) {
                const double below = (double)((*pixel >> (8 * c)) & 0xFF);
                double value = floor(out[c] + below * keep + 0.5);
                if (value > 255) value = 255;
                if (value < 0) value = 0;
                result |= (uint32_t)value << (8 * c);
            }
            *pixel = result;
        }
    }
}
