// Two-pass separable convolution that reproduces pixman's PIXMAN_FILTER_SEPARABLE_CONVOLUTION (see the header).
// pixman runs the 2-D kernel directly, w x h scalar taps per output pixel; here an x pass over the source rows the
// output needs, then a y pass, w + h taps, four channels at a time with clang vector extensions (vector code even
// at -O0). The intermediate is float (exact for these integer sums), so nothing is rounded between the passes.
#include "filmstrip_pixels.h"

#include <stdlib.h>
#include <string.h>

// No fused multiply-adds: every platform rounds each product and sum alike, so output is the same everywhere.
#pragma clang fp contract(off)

typedef float f32x4 __attribute__((ext_vector_type(4)));
typedef int32_t i32x4 __attribute__((ext_vector_type(4)));
typedef uint8_t u8x4 __attribute__((ext_vector_type(4), aligned(1), may_alias));

// One axis of the resample: for each output pixel, its first source index and `taps` weights (edge taps folded
// onto the edge pixel, unused slots zero), as floats in units of 1.
typedef struct {
    int32_t *first;
    float *weights;
    size_t taps;
} axis_table;

static void axis_table_free(axis_table *table) {
    free(table->first);
    free(table->weights);
}

// pixman's sample positions and taps for `count` outputs along an axis `size` pixels long: the position of output
// i is start + i * step (16.16), rounded to the middle of its phase; taps run from floor(position - 1/65536 -
// (taps - 1) / 2) and past the edges repeat the edge pixel (PAD).
static int axis_table_make(axis_table *table, const int32_t *kernel, size_t taps, size_t phases, size_t size,
                           int64_t start, int64_t step, size_t count) {
    table->first = NULL;
    table->weights = NULL;
    table->taps = taps;
    if (count > SIZE_MAX / sizeof(float) / taps) return -1;
    table->first = malloc(count * sizeof(int32_t));
    table->weights = calloc(count * taps, sizeof(float));
    if (!table->first || !table->weights) {
        axis_table_free(table);
        return -1;
    }
    int shift = 16;
    while ((1u << (16 - shift)) < phases) shift--;
    const int64_t offset = (((int64_t)taps << 16) - 65536) >> 1;
    const int64_t last = (int64_t)size - 1;
    for (size_t i = 0; i < count; i++) {
        int64_t position = start + (int64_t)i * step;
        position = ((position >> shift) << shift) + ((1 << shift) >> 1);
        const int32_t *weights = kernel + ((position & 0xFFFF) >> shift) * taps;
        int64_t tap0 = (position - 1 - offset) >> 16;
        int64_t low = tap0 < 0 ? 0 : tap0 > last ? last : tap0;
        table->first[i] = (int32_t)low;
        float *row = table->weights + i * taps;
        for (size_t t = 0; t < taps; t++) {
            int64_t index = tap0 + (int64_t)t;
            index = index < 0 ? 0 : index > last ? last : index;
            row[index - low] += (float)weights[t];
        }
        for (size_t t = 0; t < taps; t++) row[t] *= 1.0f / 65536.0f;
    }
    return 0;
}

// Taps actually used by output i (the folded run may be shorter than the kernel near an edge).
static size_t used_taps(const axis_table *table, size_t i, size_t size) {
    size_t room = size - (size_t)table->first[i];
    return table->taps < room ? table->taps : room;
}

// A sum rounded to 8 bits as pixman rounds its own: half up, clamped to 0...255.
static inline u8x4 to_bytes(f32x4 sum) {
    sum = __builtin_elementwise_min(__builtin_elementwise_max(sum + 0.5f, (f32x4)0.0f), (f32x4)255.0f);
    return __builtin_convertvector(__builtin_convertvector(sum, i32x4), u8x4);
}

int fs_resample_separable(const uint32_t *source, size_t source_width, size_t source_height,
                          const int32_t *x_weights, size_t x_taps, size_t x_phases,
                          const int32_t *y_weights, size_t y_taps, size_t y_phases,
                          int32_t scale_x, int32_t origin_x, int32_t scale_y, int32_t origin_y,
                          uint32_t *output, size_t width, size_t first_row, size_t height) {
    if (!source || !x_weights || !y_weights || !output || source_width == 0 || source_height == 0 || width == 0
        || height == 0 || x_taps == 0 || y_taps == 0 || x_phases == 0 || y_phases == 0 || x_phases > 65536
        || y_phases > 65536 || (x_phases & (x_phases - 1)) || (y_phases & (y_phases - 1))
        || source_width > INT32_MAX || source_height > INT32_MAX || width > INT32_MAX || height > INT32_MAX
        || first_row > INT32_MAX)
        return -1;
    // pixman_transform_point_3d on the pixel centre (0.5, first_row + 0.5), then a step of one scale per pixel
    // along x; pixman transforms each row's first centre anew, which is the same sum along y.
    const int64_t start_x = (int64_t)origin_x + (((int64_t)scale_x * 32768 + 0x8000) >> 16);
    const int64_t start_y = (int64_t)origin_y + (int64_t)scale_y * (int64_t)first_row
                            + (((int64_t)scale_y * 32768 + 0x8000) >> 16);
    axis_table columns, rows;
    if (axis_table_make(&columns, x_weights, x_taps, x_phases, source_width, start_x, scale_x, width) != 0) return -1;
    if (axis_table_make(&rows, y_weights, y_taps, y_phases, source_height, start_y, scale_y, height) != 0) {
        axis_table_free(&columns);
        return -1;
    }
    // The x pass keeps only the source rows the current output row reads, in a ring of `y_taps` rows: output rows
    // read source rows in increasing order, so a row leaves the ring only once no later output row reads it. The
    // ring stays small enough for the cache (and is no fresh mapping to fault in per draw). Each source row's
    // span is converted to float once, not once per tap.
    size_t left = (size_t)columns.first[0], right = left + 1;
    for (size_t c = 0; c < width; c++) {
        size_t low = (size_t)columns.first[c], high = low + used_taps(&columns, c, source_width);
        if (low < left) left = low;
        if (high > right) right = high;
    }
    f32x4 *ring = NULL, *line = NULL;
    const f32x4 **taps = NULL;
    if (y_taps <= SIZE_MAX / sizeof(f32x4) / width) {
        ring = malloc(y_taps * width * sizeof(f32x4));
        // Room for a whole kernel past the last column, zeros, so every column can run all `x_taps` taps.
        line = calloc(right - left + x_taps, sizeof(f32x4));
        taps = malloc(y_taps * sizeof(f32x4 *));
    }
    if (!ring || !line || !taps) {
        free(ring);
        free(line);
        free(taps);
        axis_table_free(&columns);
        axis_table_free(&rows);
        return -1;
    }
    int64_t next_row = rows.first[0];  // the first source row not yet in the ring
    for (size_t r = 0; r < height; r++) {
        const size_t first = (size_t)rows.first[r], n = used_taps(&rows, r, source_height);
        if ((int64_t)first > next_row) next_row = (int64_t)first;
        // Pass 1, along x: the rows this output row reads that no earlier one did.
        for (; next_row < (int64_t)(first + n); next_row++) {
            const u8x4 *pixels = (const u8x4 *)(const void *)(source + (size_t)next_row * source_width + left);
            for (size_t i = 0; i < right - left; i++) line[i] = __builtin_convertvector(pixels[i], f32x4);
            f32x4 *target = ring + ((size_t)next_row % y_taps) * width;
            // Four columns at a time, so four independent sums hide the latency of each addition. Taps past a
            // column's last one have weight 0 (and read zeros past the row), which leaves its sum unchanged.
            size_t c = 0;
            for (; c + 4 <= width; c += 4) {
                const f32x4 *p0 = line + ((size_t)columns.first[c] - left);
                const f32x4 *p1 = line + ((size_t)columns.first[c + 1] - left);
                const f32x4 *p2 = line + ((size_t)columns.first[c + 2] - left);
                const f32x4 *p3 = line + ((size_t)columns.first[c + 3] - left);
                const float *w = columns.weights + c * x_taps;
                f32x4 s0 = 0, s1 = 0, s2 = 0, s3 = 0;
                for (size_t t = 0; t < x_taps; t++) {
                    s0 += w[t] * p0[t];
                    s1 += w[x_taps + t] * p1[t];
                    s2 += w[2 * x_taps + t] * p2[t];
                    s3 += w[3 * x_taps + t] * p3[t];
                }
                target[c] = s0;
                target[c + 1] = s1;
                target[c + 2] = s2;
                target[c + 3] = s3;
            }
            for (; c < width; c++) {
                const f32x4 *pixel = line + ((size_t)columns.first[c] - left);
                const float *weight = columns.weights + c * x_taps;
                const size_t count = used_taps(&columns, c, source_width);
                f32x4 sum = 0;
                for (size_t t = 0; t < count; t++) sum += weight[t] * pixel[t];
                target[c] = sum;
            }
        }
        // Pass 2, along y, rounded once to 8 bits as pixman does (half up, clamped to 0...255); four columns at a
        // time share each weight (each sum still adds its taps in order, so the result is the same).
        const float *weight = rows.weights + r * y_taps;
        for (size_t t = 0; t < n; t++) taps[t] = ring + ((first + t) % y_taps) * width;
        u8x4 *target = (u8x4 *)(void *)(output + r * width);
        size_t c = 0;
        for (; c + 4 <= width; c += 4) {
            f32x4 s0 = 0, s1 = 0, s2 = 0, s3 = 0;
            for (size_t t = 0; t < n; t++) {
                const f32x4 *row = taps[t] + c;
                const float w = weight[t];
                s0 += w * row[0];
                s1 += w * row[1];
                s2 += w * row[2];
                s3 += w * row[3];
            }
            target[c] = to_bytes(s0);
            target[c + 1] = to_bytes(s1);
            target[c + 2] = to_bytes(s2);
            target[c + 3] = to_bytes(s3);
        }
        for (; c < width; c++) {
            f32x4 sum = 0;
            for (size_t t = 0; t < n; t++) sum += weight[t] * taps[t][c];
            target[c] = to_bytes(sum);
        }
    }
    free(ring);
    free(line);
    free(taps);
    axis_table_free(&columns);
    axis_table_free(&rows);
    return 0;
}
