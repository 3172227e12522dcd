// libFuzzer target: the separable resampler (CFilmstripPixels/resample.c) with sizes, kernels, phases, scales,
// origins and row bands taken from the input. Where the processor has AVX2, that path and the baseline one must
// give the same words; either way no read or write may leave the buffers (AddressSanitizer) and no arithmetic may
// be undefined (UndefinedBehaviorSanitizer). Built by Scripts/fuzz.sh.
#include "filmstrip_pixels.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// Reads the input front to back; past its end every value is 0.
typedef struct {
    const uint8_t *data;
    size_t size, at;
} reader;

static uint32_t next(reader *r, unsigned bytes) {
    uint32_t value = 0;
    for (unsigned k = 0; k < bytes; k++) value = value << 8 | (r->at < r->size ? r->data[r->at++] : 0);
    return value;
}

static int32_t *kernel(reader *r, size_t taps, size_t phases) {
    int32_t *weights = malloc(taps * phases * sizeof(int32_t));
    if (!weights) return NULL;
    for (size_t i = 0; i < taps * phases; i++) weights[i] = (int32_t)(next(r, 2) << 4) - 0x40000;
    return weights;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    reader r = {data, size, 0};
    // Small images keep each run fast; the sizes still reach partial tiles, groups of rows and every edge.
    const size_t source_width = 1 + next(&r, 1) % 160, source_height = 1 + next(&r, 1) % 96;
    const size_t width = 1 + next(&r, 1) % 150, height = 1 + next(&r, 1) % 80, first_row = next(&r, 1) % 40;
    const size_t x_taps = 1 + next(&r, 1) % 48, y_taps = 1 + next(&r, 1) % 48;
    const size_t x_phases = (size_t)1 << next(&r, 1) % 7, y_phases = (size_t)1 << next(&r, 1) % 7;
    const int32_t scale_x = (int32_t)next(&r, 3) + 256, scale_y = (int32_t)next(&r, 3) + 256;
    const int32_t origin_x = (int32_t)next(&r, 4) >> 6, origin_y = (int32_t)next(&r, 4) >> 6;
    int32_t *x_weights = kernel(&r, x_taps, x_phases), *y_weights = kernel(&r, y_taps, y_phases);
    uint32_t *source = malloc(source_width * source_height * sizeof(uint32_t));
    uint32_t *vector = malloc(width * height * sizeof(uint32_t)), *baseline = malloc(width * height * sizeof(uint32_t));
    if (x_weights && y_weights && source && vector && baseline) {
        for (size_t i = 0; i < source_width * source_height; i++) source[i] = next(&r, 4);
        const int a = fs_resample_separable(source, source_width, source_height, x_weights, x_taps, x_phases,
                                            y_weights, y_taps, y_phases, scale_x, origin_x, scale_y, origin_y,
                                            vector, width, first_row, height);
        const int b = fs_resample_separable_baseline(source, source_width, source_height, x_weights, x_taps, x_phases,
                                                     y_weights, y_taps, y_phases, scale_x, origin_x, scale_y,
                                                     origin_y, baseline, width, first_row, height);
        if (a != b || (a == 0 && memcmp(vector, baseline, width * height * sizeof(uint32_t)) != 0)) abort();
    }
    free(x_weights);
    free(y_weights);
    free(source);
    free(vector);
    free(baseline);
    return 0;
}
