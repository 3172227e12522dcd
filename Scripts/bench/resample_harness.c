// Times the separable resampler of this checkout against BASE's, linked side by side (Scripts/bench-resample.sh
// renames BASE's symbol to base_resample_separable), on the draws a fling makes, and checks that both give the same
// words. Pixels are pseudo-random and opaque: the time does not depend on them.
#include "filmstrip_pixels.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int base_resample_separable(const uint32_t *, size_t, size_t, const int32_t *, size_t, size_t, const int32_t *, size_t,
                            size_t, int32_t, int32_t, int32_t, int32_t, uint32_t *, size_t, size_t, size_t);

typedef int (*resampler)(const uint32_t *, size_t, size_t, const int32_t *, size_t, size_t, const int32_t *, size_t,
                         size_t, int32_t, int32_t, int32_t, int32_t, uint32_t *, size_t, size_t, size_t);

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

// Lanczos-3 widened by `scale`, 64 phases, in 16.16 fixed point summing to 1 per phase (as ConvolutionKernel makes).
static int32_t *lanczos(double scale, size_t *taps) {
    const double stretch = scale < 1 ? 1 : scale;
    const size_t width = (size_t)ceil(6 * stretch) + 1;
    int32_t *kernel = malloc(64 * width * sizeof(int32_t));
    double *real = malloc(width * sizeof(double));
    for (int phase = 0; phase < 64; phase++) {
        const int first = (int)floor((phase + 0.5) / 64 - (double)(width - 1) / 2 - 1.0 / 65536);
        double total = 0;
        for (size_t t = 0; t < width; t++) {
            const double x = (first + (double)t + 0.5 - phase / 64.0) / stretch, p = M_PI * x;
            real[t] = fabs(x) < 1e-9 ? 1 : fabs(x) >= 3 ? 0 : 3 * sin(p) * sin(p / 3) / (p * p);
            total += real[t];
        }
        int32_t sum = 0;
        size_t largest = 0;
        for (size_t t = 0; t < width; t++) {
            kernel[phase * width + t] = (int32_t)lround(real[t] / total * 65536);
            sum += kernel[phase * width + t];
            if (real[t] > real[largest]) largest = t;
        }
        kernel[phase * width + largest] += 65536 - sum;
    }
    free(real);
    *taps = width;
    return kernel;
}

// The fastest of nine timings of `iterations` calls, in milliseconds a call.
static double best_time(resampler run, const uint32_t *source, size_t source_width, size_t source_height,
                        const int32_t *kx, size_t x_taps, const int32_t *ky, size_t y_taps, int32_t scale_x,
                        int32_t origin_x, int32_t scale_y, int32_t origin_y, uint32_t *output, size_t width,
                        size_t height, int iterations) {
    double best = 1e30;
    for (int repeat = 0; repeat < 9; repeat++) {
        const double start = now();
        for (int i = 0; i < iterations; i++)
            run(source, source_width, source_height, kx, x_taps, 64, ky, y_taps, 64, scale_x, origin_x, scale_y,
                origin_y, output, width, 0, height);
        const double elapsed = (now() - start) / iterations * 1e3;
        if (elapsed < best) best = elapsed;
    }
    return best;
}

int main(void) {
    // Draws of the bundled photos in `frames --fling 1500` @2x: the panorama, square and portrait cells at rest
    // height, a wide cell, and a zoomed cell at full height.
    static const size_t draws[][4] = {{1440, 360, 769, 192}, {360, 360, 193, 192}, {451, 300, 290, 192},
                                      {240, 360, 160, 240}};
    int differing = 0;
    printf("%-24s %8s %8s %7s %10s %s\n", "source -> drawn", "base ms", "ms", "ratio", "baseline", "same words");
    for (size_t d = 0; d < sizeof draws / sizeof draws[0]; d++) {
        const size_t sw = draws[d][0], sh = draws[d][1], w = draws[d][2], h = draws[d][3];
        uint32_t *source = malloc(sw * sh * sizeof(uint32_t));
        uint64_t state = 0x9E3779B97F4A7C15ull + d;
        for (size_t i = 0; i < sw * sh; i++) {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            source[i] = (uint32_t)(state >> 32) | 0xFF000000u;
        }
        const double sx = (double)sw / (double)w, sy = (double)sh / (double)h;
        size_t x_taps, y_taps;
        int32_t *kx = lanczos(sx, &x_taps), *ky = lanczos(sy, &y_taps);
        const int32_t scale_x = (int32_t)lround(sx * 65536), scale_y = (int32_t)lround(sy * 65536);
        const int32_t origin_x = (int32_t)lround((0.37 * sx + 0.5 / 64) * 65536);
        const int32_t origin_y = (int32_t)lround(0.5 / 64 * 65536);
        uint32_t *a = malloc(w * h * sizeof(uint32_t)), *b = malloc(w * h * sizeof(uint32_t));
        uint32_t *c = malloc(w * h * sizeof(uint32_t));
        const int iterations = (int)(2e7 / (double)(sw * sh + 1)) + 1;
        const double base = best_time(base_resample_separable, source, sw, sh, kx, x_taps, ky, y_taps, scale_x,
                                      origin_x, scale_y, origin_y, a, w, h, iterations);
        const double current = best_time(fs_resample_separable, source, sw, sh, kx, x_taps, ky, y_taps, scale_x,
                                         origin_x, scale_y, origin_y, b, w, h, iterations);
        const double baseline = best_time(fs_resample_separable_baseline, source, sw, sh, kx, x_taps, ky, y_taps,
                                          scale_x, origin_x, scale_y, origin_y, c, w, h, iterations);
        const int same = memcmp(a, b, w * h * sizeof(uint32_t)) == 0 && memcmp(b, c, w * h * sizeof(uint32_t)) == 0;
        differing += !same;
        char label[64];
        snprintf(label, sizeof label, "%zux%zu -> %zux%zu", sw, sh, w, h);
        printf("%-24s %8.3f %8.3f %6.2fx %10.3f %s\n", label, base, current, base / current, baseline,
               same ? "yes" : "NO");
        free(source), free(kx), free(ky), free(a), free(b), free(c);
    }
    return differing ? 1 : 0;
}
