// swift-snapshot-testing's two image tolerances, over straight-alpha RGBA: `precision` counts the bytes that
// differ once both images are premultiplied (as Core Graphics' premultiplied-last contexts hold them), and
// `perceptualPrecision` the pixels whose CIE94 colour difference (Core Image's CILabDeltaE) exceeds a threshold.
#include "filmstrip_pixels.h"

#include <math.h>

static inline uint8_t fs_premultiplied(uint8_t c, uint8_t a) { return (uint8_t)((c * a + 127) / 255); }

size_t fs_pixels_count_differing_premultiplied_bytes(const uint8_t *a, const uint8_t *b, size_t count) {
    size_t differing = 0;
    for (size_t i = 0; i < count; i++, a += 4, b += 4) {
        if (a[0] == b[0] && a[1] == b[1] && a[2] == b[2] && a[3] == b[3]) continue;
        for (int k = 0; k < 3; k++) differing += fs_premultiplied(a[k], a[3]) != fs_premultiplied(b[k], b[3]);
        differing += a[3] != b[3];
    }
    return differing;
}

// An sRGB byte as linear light.
static double fs_linear(uint8_t byte) {
    double c = byte / 255.0;
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static double fs_lab_f(double t) { return t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0; }

// CIE L*a*b* (D65 white) of an sRGB pixel.
static void fs_lab(const uint8_t *p, double lab[3]) {
    double r = fs_linear(p[0]), g = fs_linear(p[1]), b = fs_linear(p[2]);
    double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    double fx = fs_lab_f(x), fy = fs_lab_f(y), fz = fs_lab_f(z);
    lab[0] = 116.0 * fy - 16.0;
    lab[1] = 500.0 * (fx - fy);
    lab[2] = 200.0 * (fy - fz);
}

// CIE94 (graphic arts weights) between two Lab colours, the first the reference.
static double fs_delta_e94(const double p[3], const double q[3]) {
    double dl = p[0] - q[0], da = p[1] - q[1], db = p[2] - q[2];
    double c1 = sqrt(p[1] * p[1] + p[2] * p[2]), c2 = sqrt(q[1] * q[1] + q[2] * q[2]);
    double dc = c1 - c2;
    double dh2 = da * da + db * db - dc * dc;
    if (dh2 < 0) dh2 = 0;
    double sc = 1.0 + 0.045 * c1, sh = 1.0 + 0.015 * c1;
    return sqrt(dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh));
}

size_t fs_pixels_count_delta_e94_over(const uint8_t *reference, const uint8_t *actual, size_t count, double threshold,
                                      double *largest) {
    size_t over = 0;
    double most = 0;
    for (size_t i = 0; i < count; i++, reference += 4, actual += 4) {
        if (reference[0] == actual[0] && reference[1] == actual[1] && reference[2] == actual[2]) continue;
        double p[3], q[3];
        fs_lab(reference, p);
        fs_lab(actual, q);
        double delta = fs_delta_e94(p, q);
        if (delta > threshold) over++;
        if (delta > most) most = delta;
    }
    if (largest) *largest = most;
    return over;
}
