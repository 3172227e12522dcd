// Runs the floating-point and integer pixel routines of CFilmstripPixels on fixed inputs and writes every output
// byte to standard output, so that builds for two processors can be compared byte for byte
// (Scripts/check-arm64-identity.sh). Inputs come from a fixed linear congruential generator: no file, no clock.
#include "CFilmstripPixels.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state = 0x9E3779B97F4A7C15ull;

static uint32_t next_word(void) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(state >> 32);
}

// A double in [low, high) from 53 random bits: the same value on every processor.
static double next_double(double low, double high) {
    uint64_t bits = ((uint64_t)next_word() << 21) ^ next_word();
    return low + (high - low) * (double)(bits & ((1ull << 53) - 1)) / 9007199254740992.0;
}

static void emit(const void *bytes, size_t count) { fwrite(bytes, 1, count, stdout); }

static void emit_double(double value) { emit(&value, sizeof value); }

// Premultiplied RGBA words (a in the top byte, each colour at most a), as Filmstrip's canvases hold them.
static void fill_premultiplied(uint32_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint32_t word = next_word();
        uint32_t a = word >> 24;
        uint32_t r = ((word >> 16) & 0xFF) * a / 255, g = ((word >> 8) & 0xFF) * a / 255, b = (word & 0xFF) * a / 255;
        pixels[i] = (a << 24) | (r << 16) | (g << 8) | b;
    }
}

// Lanczos-like integer weights summing to 65536 per phase, as the Swift side makes them.
static void fill_weights(int32_t *weights, size_t taps, size_t phases) {
    for (size_t p = 0; p < phases; p++) {
        int32_t sum = 0;
        for (size_t t = 0; t + 1 < taps; t++) {
            int32_t w = (int32_t)(next_word() % 40000) - 8000;
            weights[p * taps + t] = w;
            sum += w;
        }
        weights[p * taps + taps - 1] = 65536 - sum;
    }
}

static void resample(void) {
    enum { SW = 97, SH = 61, W = 53, H = 37, TAPS = 6, PHASES = 16 };
    uint32_t *source = malloc(SW * SH * 4), *output = malloc(W * H * 4), *baseline = malloc(W * H * 4);
    int32_t xw[TAPS * PHASES], yw[TAPS * PHASES];
    fill_premultiplied(source, SW * SH);
    fill_weights(xw, TAPS, PHASES);
    fill_weights(yw, TAPS, PHASES);
    int32_t scale_x = (int32_t)(65536.0 * SW / W), scale_y = (int32_t)(65536.0 * SH / H);
    int status = fs_resample_separable(source, SW, SH, xw, TAPS, PHASES, yw, TAPS, PHASES, scale_x, 0, scale_y, 0,
                                       output, W, 0, H);
    int status2 = fs_resample_separable_baseline(source, SW, SH, xw, TAPS, PHASES, yw, TAPS, PHASES, scale_x, 0,
                                                 scale_y, 0, baseline, W, 0, H);
    emit(&status, sizeof status);
    emit(&status2, sizeof status2);
    emit(output, W * H * 4);
    emit(baseline, W * H * 4);
    free(source);
    free(output);
    free(baseline);
}

static void projective(void) {
    enum { SW = 64, SH = 48, CW = 120, CH = 90 };
    uint32_t *source = malloc(SW * SH * 4), *canvas = malloc(CW * CH * 4);
    fill_premultiplied(source, SW * SH);
    for (int round = 0; round < 8; round++) {
        fill_premultiplied(canvas, CW * CH);
        // A perspective (the 3-D cover flow's kind of warp): a random near-identity homography, inverted form.
        double inverse[9] = {
            next_double(0.4, 0.8),      next_double(-0.2, 0.2),    next_double(-20, 5),
            next_double(-0.2, 0.2),     next_double(0.4, 0.8),     next_double(-20, 5),
            next_double(-0.002, 0.002), next_double(-0.002, 0.002), next_double(0.9, 1.1),
        };
        fs_projective_over(canvas, CW, 3, 2, CW - 4, CH - 3, source, SW, SH, inverse, 128 + next_word() % 128);
        emit(canvas, CW * CH * 4);
    }
    free(source);
    free(canvas);
}

static void polygons(void) {
    enum { W = 83, H = 67, POINTS = 9 };
    uint8_t *mask = malloc(W * H);
    for (int round = 0; round < 8; round++) {
        double points[2 * POINTS * 2];
        int32_t counts[2] = {POINTS, POINTS};
        for (int i = 0; i < 2 * POINTS; i++) {
            points[2 * i] = next_double(-5, W + 5);
            points[2 * i + 1] = next_double(-5, H + 5);
        }
        memset(mask, 0, W * H);
        int status = fs_fill_polygons(mask, W, H, W, points, counts, 2, round % 2);
        emit(&status, sizeof status);
        emit(mask, W * H);
    }
    free(mask);
}

static void rounded_shapes(void) {
    // Continuous corners (an exponent) and circular ones, sampled on a fine grid, as the coverage of a cell's corner.
    for (int round = 0; round < 64; round++) {
        double x = next_double(0, 4), y = next_double(0, 4), width = next_double(20, 60), height = next_double(20, 60);
        double extent = next_double(2, 12), exponent = round % 2 ? next_double(2, 5) : 2;
        for (int py = 0; py < 24; py++) {
            for (int px = 0; px < 24; px++) {
                int covered = fs_rounded_shape_samples(px + 0.0625, py + 0.0625, 0.125, 0.125, 8, x, y, width, height,
                                                       extent, exponent, 0xF, NULL, 0);
                emit(&covered, sizeof covered);
            }
        }
    }
}

static void colour_differences(void) {
    enum { COUNT = 4096 };
    uint8_t *a = malloc(COUNT * 4), *b = malloc(COUNT * 4);
    for (size_t i = 0; i < COUNT * 4; i++) {
        a[i] = (uint8_t)next_word();
        b[i] = (uint8_t)(a[i] + (next_word() % 9) - 4);
    }
    double largest = 0;
    size_t over = fs_pixels_count_delta_e94_over(a, b, COUNT, 1.0, &largest);
    emit(&over, sizeof over);
    emit_double(largest);
    size_t bytes = fs_pixels_count_differing_premultiplied_bytes(a, b, COUNT);
    emit(&bytes, sizeof bytes);
    uint8_t *straight = malloc(COUNT * 4);
    fs_pixels_unpremultiply(a, straight, COUNT);
    emit(straight, COUNT * 4);
    free(a);
    free(b);
    free(straight);
}

static void png_rows(void) {
    enum { W = 71, H = 13 };
    uint8_t *rgba = malloc(W * H * 4), *scratch = malloc((W * 4 + 1) * 5), *out = malloc((W * 4 + 1) * H);
    for (size_t i = 0; i < W * H * 4; i++) rgba[i] = (uint8_t)(next_word() >> (i % 7));
    fs_pixels_png_scanlines_adaptive(rgba, W, H, 0, scratch, out);
    emit(out, (W * 4 + 1) * H);
    size_t capacity = fs_deflate_huffman_bound((W * 4 + 1) * H);
    uint8_t *deflated = malloc(capacity);
    size_t size = fs_deflate_huffman(out, (W * 4 + 1) * H, deflated, capacity);
    emit(&size, sizeof size);
    emit(deflated, size);
    free(rgba);
    free(scratch);
    free(out);
    free(deflated);
}

int main(void) {
    resample();
    projective();
    polygons();
    rounded_shapes();
    colour_differences();
    png_rows();
    return fflush(stdout) == 0 ? 0 : 1;
}
