// Two-pass separable convolution that reproduces pixman's PIXMAN_FILTER_SEPARABLE_CONVOLUTION (see the header).
// pixman runs the 2-D kernel directly, w x h scalar taps per output pixel; here an x pass over the source rows the
// output needs, then a y pass, w + h taps, two pixels at a time with clang vector extensions (vector code even at
// -O0), in tiles of columns that stay in the cache. The intermediate is float (exact for these integer sums), so
// nothing is rounded between the passes.
#include "filmstrip_pixels.h"

#include <stdlib.h>
#include <string.h>

// No fused multiply-adds: every platform rounds each product and sum alike, so output is the same everywhere.
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

typedef float f32x4 __attribute__((ext_vector_type(4)));
typedef int32_t i32x4 __attribute__((ext_vector_type(4)));
typedef int32_t i32x8 __attribute__((ext_vector_type(8)));
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
        position = (position >> shift) * ((int64_t)1 << shift) + ((1 << shift) >> 1);  // no left shift of a negative
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

// Source rows filtered along x together, as two interleaved pairs: each weight, loaded once, serves all four.
enum { x_rows = 4 };

// Output columns resampled together. The x pass's rows for a tile of columns (`y_taps` of them and a few made
// ahead) and its source lines stay in the first-level cache while the y pass reads them back, which a whole row
// of a wide draw would not.
enum { tile_columns = 64 };

// Two premultiplied pixels: one column of two rows in the x pass, two columns of one row in the y pass. Written
// once and compiled twice, for AVX2 (one instruction a vector) and for the baseline (two), with the same result.
typedef float f32x8 __attribute__((ext_vector_type(8), aligned(16), may_alias));  // also read over f32x4 rows
typedef uint8_t u8x8 __attribute__((ext_vector_type(8), aligned(1), may_alias));

#define low_half(v) __builtin_shufflevector((v), (v), 0, 1, 2, 3)
#define high_half(v) __builtin_shufflevector((v), (v), 4, 5, 6, 7)

// Pass 1 for four source rows, given as two pair lines (`pair_length` apart; element i holds column `left + i` of
// both rows), into `targets`, for output columns `first_column ..< end_column`. Four columns of two pairs at a time:
// eight independent sums hide the latency of each addition. Taps past a column's last one have weight 0 (and read
// zeros past the row), which leaves its sum unchanged; each sum adds its taps in order, so the result is the same
// however the work is grouped.
static inline __attribute__((always_inline)) void x_pass_body(const f32x8 *pairs, size_t pair_length,
                                                              const axis_table *columns, size_t left,
                                                              size_t first_column, size_t end_column,
                                                              f32x4 *const *targets) {
    const size_t x_taps = columns->taps;
    const f32x8 *p = pairs, *q = pairs + pair_length;
    f32x4 *t0 = targets[0], *t1 = targets[1], *t2 = targets[2], *t3 = targets[3];
    size_t c = first_column, i = 0;
    for (; c + 4 <= end_column; c += 4, i += 4) {
        const size_t a = (size_t)columns->first[c] - left, b = (size_t)columns->first[c + 1] - left;
        const size_t d = (size_t)columns->first[c + 2] - left, e = (size_t)columns->first[c + 3] - left;
        const float *w = columns->weights + c * x_taps;
        f32x8 a0 = 0, a1 = 0, b0 = 0, b1 = 0, d0 = 0, d1 = 0, e0 = 0, e1 = 0;
        for (size_t t = 0; t < x_taps; t++) {
            const f32x8 wa = w[t], wb = w[x_taps + t], wd = w[2 * x_taps + t], we = w[3 * x_taps + t];
            a0 += wa * p[a + t];
            a1 += wa * q[a + t];
            b0 += wb * p[b + t];
            b1 += wb * q[b + t];
            d0 += wd * p[d + t];
            d1 += wd * q[d + t];
            e0 += we * p[e + t];
            e1 += we * q[e + t];
        }
        t0[i] = low_half(a0), t1[i] = high_half(a0), t2[i] = low_half(a1), t3[i] = high_half(a1);
        t0[i + 1] = low_half(b0), t1[i + 1] = high_half(b0), t2[i + 1] = low_half(b1), t3[i + 1] = high_half(b1);
        t0[i + 2] = low_half(d0), t1[i + 2] = high_half(d0), t2[i + 2] = low_half(d1), t3[i + 2] = high_half(d1);
        t0[i + 3] = low_half(e0), t1[i + 3] = high_half(e0), t2[i + 3] = low_half(e1), t3[i + 3] = high_half(e1);
    }
    for (; c < end_column; c++, i++) {
        const size_t a = (size_t)columns->first[c] - left;
        const float *w = columns->weights + c * x_taps;
        f32x8 a0 = 0, a1 = 0;
        for (size_t t = 0; t < x_taps; t++) {
            const f32x8 wa = w[t];
            a0 += wa * p[a + t];
            a1 += wa * q[a + t];
        }
        t0[i] = low_half(a0), t1[i] = high_half(a0), t2[i] = low_half(a1), t3[i] = high_half(a1);
    }
}

// Pass 2 for one output row of a tile: the `n` rows at `taps` (`count` values each) weighted by `weight` and rounded
// once to 8 bits as pixman does (half up, clamped to 0...255). Sixteen columns at a time share each weight.
static inline __attribute__((always_inline)) void y_pass_body(const f32x4 *const *taps, const float *weight, size_t n,
                                                              size_t count, u8x4 *target) {
    size_t c = 0;
    for (; c + 16 <= count; c += 16) {
        f32x8 s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
        for (size_t t = 0; t < n; t++) {
            const f32x8 *row = (const f32x8 *)(const void *)(taps[t] + c);
            const f32x8 w = weight[t];
            s0 += w * row[0];
            s1 += w * row[1];
            s2 += w * row[2];
            s3 += w * row[3];
            s4 += w * row[4];
            s5 += w * row[5];
            s6 += w * row[6];
            s7 += w * row[7];
        }
        const f32x8 sums[8] = {s0, s1, s2, s3, s4, s5, s6, s7};
        for (size_t k = 0; k < 8; k++) {
            const f32x8 clamped =
                __builtin_elementwise_min(__builtin_elementwise_max(sums[k] + 0.5f, (f32x8)0.0f), (f32x8)255.0f);
            *(u8x8 *)(void *)(target + c + 2 * k) =
                __builtin_convertvector(__builtin_convertvector(clamped, i32x8), u8x8);
        }
    }
    for (; c < count; c++) {
        f32x4 sum = 0;
        for (size_t t = 0; t < n; t++) sum += weight[t] * taps[t][c];
        target[c] = to_bytes(sum);
    }
}

// Source rows `row ..< row + count` (count at most four), columns `left ..< right`, as floats into the two pair
// lines; rows past `count` repeat the last one (their sums go nowhere).
static inline __attribute__((always_inline)) void pair_lines_body(const uint32_t *source, size_t source_width,
                                                                  size_t row, size_t count, size_t left, size_t right,
                                                                  f32x8 *pairs, size_t pair_length) {
    for (size_t k = 0; k < 2; k++) {
        const size_t top = row + (2 * k < count ? 2 * k : count - 1);
        const size_t bottom = row + (2 * k + 1 < count ? 2 * k + 1 : count - 1);
        const u8x4 *upper = (const u8x4 *)(const void *)(source + top * source_width + left);
        const u8x4 *lower = (const u8x4 *)(const void *)(source + bottom * source_width + left);
        f32x8 *line = pairs + k * pair_length;
        for (size_t i = 0; i < right - left; i++) {
            const u8x8 both = __builtin_shufflevector(upper[i], lower[i], 0, 1, 2, 3, 4, 5, 6, 7);
            line[i] = __builtin_convertvector(both, f32x8);
        }
    }
}

// The three passes over pixels, compiled for a vector unit.
typedef struct {
    void (*pair_lines)(const uint32_t *, size_t, size_t, size_t, size_t, size_t, f32x8 *, size_t);
    void (*x_pass)(const f32x8 *, size_t, const axis_table *, size_t, size_t, size_t, f32x4 *const *);
    void (*y_pass)(const f32x4 *const *, const float *, size_t, size_t, u8x4 *);
} vector_passes;

#define DEFINE_PASSES(name, attributes)                                                                         \
    attributes static void name##_pair_lines(const uint32_t *source, size_t source_width, size_t row,              \
                                             size_t count, size_t left, size_t right, f32x8 *pairs,               \
                                             size_t pair_length) {                                                \
        pair_lines_body(source, source_width, row, count, left, right, pairs, pair_length);                      \
    }                                                                                                             \
    attributes static void name##_x_pass(const f32x8 *pairs, size_t pair_length, const axis_table *columns,       \
                                         size_t left, size_t first_column, size_t end_column,                     \
                                         f32x4 *const *targets) {                                                 \
        x_pass_body(pairs, pair_length, columns, left, first_column, end_column, targets);                       \
    }                                                                                                             \
    attributes static void name##_y_pass(const f32x4 *const *taps, const float *weight, size_t n, size_t count,   \
                                         u8x4 *target) {                                                          \
        y_pass_body(taps, weight, n, count, target);                                                             \
    }                                                                                                             \
    static const vector_passes name##_passes = {name##_pair_lines, name##_x_pass, name##_y_pass};

// The baseline of the target (SSE2 on x86-64, NEON on arm64), and on x86-64 AVX2 where the processor has it:
// eight floats an instruction, about twice as fast. No fused multiply-adds in either (see the pragma above), so
// both give the same bits.
DEFINE_PASSES(baseline, )
#if defined(__x86_64__)
DEFINE_PASSES(avx2, __attribute__((target("avx2"))))
#endif

// The source columns that output columns `first_column ..< end_column` read: `*left ..< *right`.
static void source_span(const axis_table *columns, size_t source_width, size_t first_column, size_t end_column,
                        size_t *left, size_t *right) {
    *left = (size_t)columns->first[first_column];
    *right = *left + 1;
    for (size_t c = first_column; c < end_column; c++) {
        const size_t low = (size_t)columns->first[c], high = low + used_taps(columns, c, source_width);
        if (low < *left) *left = low;
        if (high > *right) *right = high;
    }
}

static int resample(const uint32_t *source, size_t source_width, size_t source_height,
                    const int32_t *x_weights, size_t x_taps, size_t x_phases,
                    const int32_t *y_weights, size_t y_taps, size_t y_phases,
                    int32_t scale_x, int32_t origin_x, int32_t scale_y, int32_t origin_y,
                    uint32_t *output, size_t width, size_t first_row, size_t height, const vector_passes *passes) {
    if (!source || !x_weights || !y_weights || !output || source_width == 0 || source_height == 0 || width == 0
        || height == 0 || x_taps == 0 || y_taps == 0 || x_phases == 0 || y_phases == 0 || x_phases > 65536
        || y_phases > 65536 || (x_phases & (x_phases - 1)) || (y_phases & (y_phases - 1))
        || source_width > INT32_MAX || source_height > INT32_MAX || width > INT32_MAX || height > INT32_MAX
        || first_row > INT32_MAX || x_taps > INT32_MAX || y_taps > INT32_MAX)
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
    // Tile by tile, the x pass keeps only the source rows the current output row reads (and up to x_rows - 1 made
    // ahead) in a ring: output rows read source rows in increasing order, so a row leaves the ring only once no
    // later output row reads it. Each source row's span is converted to float once per tile, not once per tap.
    size_t longest = 0;
    for (size_t tile = 0; tile < width; tile += tile_columns) {
        size_t left, right;
        const size_t end_column = tile + tile_columns < width ? tile + tile_columns : width;
        source_span(&columns, source_width, tile, end_column, &left, &right);
        if (right - left > longest) longest = right - left;
    }
    const size_t ring_rows = y_taps + x_rows - 1, line_length = longest + x_taps;
    f32x4 *ring = NULL;
    f32x8 *lines = NULL;
    const f32x4 **taps = NULL;
    if (ring_rows < SIZE_MAX / sizeof(f32x4) / tile_columns - 1 && line_length < SIZE_MAX / sizeof(f32x8) / 2) {
        ring = malloc((ring_rows + 1) * tile_columns * sizeof(f32x4));  // the last row takes padding lines' sums
        lines = malloc(2 * line_length * sizeof(f32x8));
        taps = malloc(y_taps * sizeof(f32x4 *));
    }
    if (!ring || !lines || !taps) {
        free(ring);
        free(lines);
        free(taps);
        axis_table_free(&columns);
        axis_table_free(&rows);
        return -1;
    }
    for (size_t tile = 0; tile < width; tile += tile_columns) {
        const size_t end_column = tile + tile_columns < width ? tile + tile_columns : width;
        size_t left, right;
        source_span(&columns, source_width, tile, end_column, &left, &right);
        // Zeros past the span, so every column can run all `x_taps` taps.
        for (size_t k = 0; k < 2; k++) {
            for (size_t i = right - left; i < right - left + x_taps; i++) lines[k * line_length + i] = 0;
        }
        int64_t next_row = rows.first[0];  // the first source row not yet in the ring
        for (size_t r = 0; r < height; r++) {
            const size_t first = (size_t)rows.first[r], n = used_taps(&rows, r, source_height);
            if ((int64_t)first > next_row) next_row = (int64_t)first;
            // Pass 1, along x: the rows this output row reads that no earlier one did, up to `x_rows` at a time
            // (made ahead of need, as later output rows read them), so each weight is loaded once for all.
            while (next_row < (int64_t)(first + n)) {
                const size_t remaining = source_height - (size_t)next_row;
                const size_t count = remaining < x_rows ? remaining : x_rows;
                f32x4 *targets[x_rows];
                for (size_t k = 0; k < x_rows; k++) {
                    targets[k] = k < count ? ring + (((size_t)next_row + k) % ring_rows) * tile_columns
                                           : ring + ring_rows * tile_columns;
                }
                passes->pair_lines(source, source_width, (size_t)next_row, count, left, right, lines, line_length);
                passes->x_pass(lines, line_length, &columns, left, tile, end_column, targets);
                next_row += (int64_t)count;
            }
            for (size_t t = 0; t < n; t++) taps[t] = ring + ((first + t) % ring_rows) * tile_columns;
            passes->y_pass(taps, rows.weights + r * y_taps, n, end_column - tile,
                           (u8x4 *)(void *)(output + r * width + tile));
        }
    }
    free(ring);
    free(lines);
    free(taps);
    axis_table_free(&columns);
    axis_table_free(&rows);
    return 0;
}

int fs_resample_separable(const uint32_t *source, size_t source_width, size_t source_height,
                          const int32_t *x_weights, size_t x_taps, size_t x_phases,
                          const int32_t *y_weights, size_t y_taps, size_t y_phases,
                          int32_t scale_x, int32_t origin_x, int32_t scale_y, int32_t origin_y,
                          uint32_t *output, size_t width, size_t first_row, size_t height) {
    const vector_passes *passes = &baseline_passes;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2")) passes = &avx2_passes;
#endif
    return resample(source, source_width, source_height, x_weights, x_taps, x_phases, y_weights, y_taps, y_phases,
                    scale_x, origin_x, scale_y, origin_y, output, width, first_row, height, passes);
}

int fs_resample_separable_baseline(const uint32_t *source, size_t source_width, size_t source_height,
                                   const int32_t *x_weights, size_t x_taps, size_t x_phases,
                                   const int32_t *y_weights, size_t y_taps, size_t y_phases,
                                   int32_t scale_x, int32_t origin_x, int32_t scale_y, int32_t origin_y,
                                   uint32_t *output, size_t width, size_t first_row, size_t height) {
    return resample(source, source_width, source_height, x_weights, x_taps, x_phases, y_weights, y_taps, y_phases,
                    scale_x, origin_x, scale_y, origin_y, output, width, first_row, height, &baseline_passes);
}
