#include "filmstrip_png_rows.h"

#include <string.h>

// The Paeth predictor (PNG spec 9.4): of left `a`, above `b` and upper-left `c`, the one nearest to a + b - c,
// ties preferring a, then b. Written as where c lies against the two others, which has a short dependency chain
// and no branches: with lo <= hi the two of a and b, the answer is hi when 3c <= a + b + lo, else lo when
// 3c >= a + b + hi, else c. (The unit tests compare it with the spec's form for every a, b and c.)
static inline int fs_paeth(int a, int b, int c) {
    int lo = a < b ? a : b, hi = a < b ? b : a;
    int threshold = 3 * c - a - b;
    int lo_or_c = hi <= threshold ? lo : c;
    return threshold <= lo ? hi : lo_or_c;
}

int fs_png_paeth_predictor(int a, int b, int c) { return fs_paeth(a, b, c); }

// Paeth for 8-bit RGB and RGBA with the left and upper-left pixels held in variables: reading them back from the
// row just written would put a store-to-load round trip into the chain from one pixel to the next.
static void fs_unpaeth_rgb(uint8_t *row, const uint8_t *previous, size_t row_bytes) {
    int a0 = 0, a1 = 0, a2 = 0, c0 = 0, c1 = 0, c2 = 0;
    for (size_t i = 0; i + 3 <= row_bytes; i += 3) {
        int b0 = previous[i], b1 = previous[i + 1], b2 = previous[i + 2];
        a0 = (row[i] + fs_paeth(a0, b0, c0)) & 255;
        a1 = (row[i + 1] + fs_paeth(a1, b1, c1)) & 255;
        a2 = (row[i + 2] + fs_paeth(a2, b2, c2)) & 255;
        row[i] = (uint8_t)a0; row[i + 1] = (uint8_t)a1; row[i + 2] = (uint8_t)a2;
        c0 = b0; c1 = b1; c2 = b2;
    }
}

static void fs_unpaeth_rgba(uint8_t *row, const uint8_t *previous, size_t row_bytes) {
    int a0 = 0, a1 = 0, a2 = 0, a3 = 0, c0 = 0, c1 = 0, c2 = 0, c3 = 0;
    for (size_t i = 0; i + 4 <= row_bytes; i += 4) {
        int b0 = previous[i], b1 = previous[i + 1], b2 = previous[i + 2], b3 = previous[i + 3];
        a0 = (row[i] + fs_paeth(a0, b0, c0)) & 255;
        a1 = (row[i + 1] + fs_paeth(a1, b1, c1)) & 255;
        a2 = (row[i + 2] + fs_paeth(a2, b2, c2)) & 255;
        a3 = (row[i + 3] + fs_paeth(a3, b3, c3)) & 255;
        row[i] = (uint8_t)a0; row[i + 1] = (uint8_t)a1; row[i + 2] = (uint8_t)a2; row[i + 3] = (uint8_t)a3;
        c0 = b0; c1 = b1; c2 = b2; c3 = b3;
    }
}

// The first row has a row of zeros above it: Up becomes None, Paeth becomes Sub (a + 0 - 0 is nearest to a).
static void fs_unfilter_first_row(int filter, uint8_t *row, size_t row_bytes, size_t bpp) {
    if (filter == 1 || filter == 4) {
        for (size_t i = bpp; i < row_bytes; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
    } else if (filter == 3) {
        for (size_t i = bpp; i < row_bytes; i++) row[i] = (uint8_t)(row[i] + (row[i - bpp] >> 1));
    }
}

int fs_png_unfilter_row(int filter, uint8_t *row, const uint8_t *previous, size_t row_bytes, size_t bpp) {
    if (filter < 0 || filter > 4 || bpp < 1 || bpp > 8) return 0;
    if (previous == NULL) {
        fs_unfilter_first_row(filter, row, row_bytes, bpp);
        return 1;
    }
    size_t lead = bpp < row_bytes ? bpp : row_bytes;  // the first pixel has no left neighbour
    switch (filter) {
    case 1:
        for (size_t i = bpp; i < row_bytes; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        break;
    case 2:
        for (size_t i = 0; i < row_bytes; i++) row[i] = (uint8_t)(row[i] + previous[i]);
        break;
    case 3:
        for (size_t i = 0; i < lead; i++) row[i] = (uint8_t)(row[i] + (previous[i] >> 1));
        for (size_t i = bpp; i < row_bytes; i++) {
            row[i] = (uint8_t)(row[i] + ((row[i - bpp] + previous[i]) >> 1));
        }
        break;
    case 4:
        if (bpp == 3) { fs_unpaeth_rgb(row, previous, row_bytes); break; }
        if (bpp == 4) { fs_unpaeth_rgba(row, previous, row_bytes); break; }
        for (size_t i = 0; i < lead; i++) row[i] = (uint8_t)(row[i] + previous[i]);
        for (size_t i = bpp; i < row_bytes; i++) {
            row[i] = (uint8_t)(row[i] + fs_paeth(row[i - bpp], previous[i], previous[i - bpp]));
        }
        break;
    default:
        break;
    }
    return 1;
}

// libpng's png_set_scale_16 (pngrtran.c, png_do_scale_16_to_8): the 8-bit value nearest to v * 255 / 65535,
// computed as high + (((low - high + 128) * 65535) >> 24) with the shift rounding down. The bias keeps the
// shifted value positive, so the shift is plain integer division whatever the sign.
static inline uint8_t fs_scale_16(const uint8_t *sample) {
    int high = sample[0], low = sample[1];
    int scaled = (int)(((unsigned)((low - high + 128) * 65535 + (1 << 24))) >> 24) - 1;
    return (uint8_t)(high + scaled);
}

int fs_png_row_to_rgba(const uint8_t *row, size_t width, int channels, int bit_depth, uint8_t *rgba) {
    if (bit_depth == 8) {
        switch (channels) {
        case 1:
            for (size_t x = 0; x < width; x++) {
                uint8_t g = row[x];
                rgba[x * 4] = g; rgba[x * 4 + 1] = g; rgba[x * 4 + 2] = g; rgba[x * 4 + 3] = 255;
            }
            return 1;
        case 2:
            for (size_t x = 0; x < width; x++) {
                uint8_t g = row[x * 2];
                rgba[x * 4] = g; rgba[x * 4 + 1] = g; rgba[x * 4 + 2] = g; rgba[x * 4 + 3] = row[x * 2 + 1];
            }
            return 1;
        case 3: {
            size_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            // Four bytes at a time, the fourth (the next pixel's red) replaced by 255; the last pixel has no
            // fourth byte in the row, so it is copied bytewise below.
            for (; x + 1 < width; x++) {
                uint32_t pixel;
                memcpy(&pixel, row + x * 3, 4);
                pixel |= 0xff000000u;
                memcpy(rgba + x * 4, &pixel, 4);
            }
#endif
            for (; x < width; x++) {
                rgba[x * 4] = row[x * 3]; rgba[x * 4 + 1] = row[x * 3 + 1]; rgba[x * 4 + 2] = row[x * 3 + 2];
                rgba[x * 4 + 3] = 255;
            }
            return 1;
        }
        case 4:
            memcpy(rgba, row, width * 4);
            return 1;
        default:
            return 0;
        }
    }
    if (bit_depth != 16 || channels < 1 || channels > 4) return 0;
    for (size_t x = 0; x < width; x++) {
        const uint8_t *p = row + x * (size_t)channels * 2;
        uint8_t *o = rgba + x * 4;
        if (channels <= 2) {
            o[0] = o[1] = o[2] = fs_scale_16(p);
            o[3] = channels == 2 ? fs_scale_16(p + 2) : 255;
        } else {
            o[0] = fs_scale_16(p);
            o[1] = fs_scale_16(p + 2);
            o[2] = fs_scale_16(p + 4);
            o[3] = channels == 4 ? fs_scale_16(p + 6) : 255;
        }
    }
    return 1;
}

// --- Writing: each row's filter -----------------------------------------------------------------------------
// The filters and their costs, sixteen bytes at a time in clang's vector types, which stay vector instructions in a
// debug build's -O0: there, byte-at-a-time loops took 80 ms for a 1170x360 frame, more than libpng's whole writer.
// Byte-wise loops cover the first pixel (no left neighbour), the tail of a row and the first row (zeros above).

typedef uint8_t fs_u8x16 __attribute__((ext_vector_type(16)));
typedef uint16_t fs_u16x16 __attribute__((ext_vector_type(16)));
typedef int16_t fs_i16x16 __attribute__((ext_vector_type(16)));

static inline fs_u8x16 fs_load16(const uint8_t *bytes) {
    fs_u8x16 vector;
    memcpy(&vector, bytes, 16);
    return vector;
}

static inline void fs_store16(uint8_t *bytes, fs_u8x16 vector) { memcpy(bytes, &vector, 16); }

// A filtered byte's cost in libpng's heuristic: its magnitude read as a signed byte.
static inline unsigned fs_filter_cost(int value) {
    unsigned byte = (unsigned)value & 255;
    return byte < 128 ? byte : 256 - byte;
}

// The same for sixteen bytes, summed: the magnitude of v read as signed is the smaller of v and -v (mod 256).
static inline unsigned fs_filter_cost16(fs_u8x16 filtered) {
    fs_u8x16 magnitude = __builtin_elementwise_min(filtered, (fs_u8x16)0 - filtered);
    return __builtin_reduce_add(__builtin_convertvector(magnitude, fs_u16x16));
}

// floor((a + b) / 2) without leaving eight bits.
static inline fs_u8x16 fs_average16(fs_u8x16 a, fs_u8x16 b) { return (a & b) + ((a ^ b) >> 1); }

// The Paeth predictor in the PNG spec's form, in sixteen-bit lanes: a when |b - c| is the smallest of the three
// distances, else b when |a - c| <= |a + b - 2c|, else c.
static inline fs_u8x16 fs_paeth16(fs_u8x16 left, fs_u8x16 above, fs_u8x16 corner) {
    fs_i16x16 a = __builtin_convertvector(left, fs_i16x16), b = __builtin_convertvector(above, fs_i16x16);
    fs_i16x16 c = __builtin_convertvector(corner, fs_i16x16);
    fs_i16x16 pa = __builtin_elementwise_abs(b - c), pb = __builtin_elementwise_abs(a - c);
    fs_i16x16 pc = __builtin_elementwise_abs(a + b - c - c);
    fs_i16x16 take_a = (pa <= pb) & (pa <= pc);
    fs_i16x16 take_b = ~take_a & (pb <= pc);
    fs_i16x16 predicted = (a & take_a) | (b & take_b) | (c & ~(take_a | take_b));
    return __builtin_convertvector(predicted, fs_u8x16);
}

// Writes `row` filtered by `filter` to `out`. With no row above (NULL), zeros stand for it: Up is then None,
// Average halves the left neighbour only, and Paeth is Sub.
static void fs_filter_row(int filter, const uint8_t *row, const uint8_t *previous, size_t row_bytes, size_t bpp,
                          uint8_t *out) {
    size_t lead = bpp < row_bytes ? bpp : row_bytes;  // the first pixel has no left neighbour (read as zeros)
    if (previous == NULL && filter == 2) filter = 0;
    if (previous == NULL && filter == 4) filter = 1;
    size_t i = filter == 2 ? 0 : bpp;  // where the vector loop starts; the bytes before it are done byte-wise
    switch (filter) {
    case 0:
        memcpy(out, row, row_bytes);
        return;
    case 1:
        memcpy(out, row, lead);
        for (; i + 16 <= row_bytes; i += 16) fs_store16(out + i, fs_load16(row + i) - fs_load16(row + i - bpp));
        for (; i < row_bytes; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        return;
    case 2:
        for (; i + 16 <= row_bytes; i += 16) fs_store16(out + i, fs_load16(row + i) - fs_load16(previous + i));
        for (; i < row_bytes; i++) out[i] = (uint8_t)(row[i] - previous[i]);
        return;
    case 3:
        if (previous == NULL) {
            memcpy(out, row, lead);
            for (; i < row_bytes; i++) out[i] = (uint8_t)(row[i] - (row[i - bpp] >> 1));
            return;
        }
        for (size_t k = 0; k < lead; k++) out[k] = (uint8_t)(row[k] - (previous[k] >> 1));
        for (; i + 16 <= row_bytes; i += 16) {
            fs_store16(out + i, fs_load16(row + i) - fs_average16(fs_load16(row + i - bpp), fs_load16(previous + i)));
        }
        for (; i < row_bytes; i++) out[i] = (uint8_t)(row[i] - ((row[i - bpp] + previous[i]) >> 1));
        return;
    default:
        for (size_t k = 0; k < lead; k++) out[k] = (uint8_t)(row[k] - previous[k]);
        for (; i + 16 <= row_bytes; i += 16) {
            fs_u8x16 predicted = fs_paeth16(fs_load16(row + i - bpp), fs_load16(previous + i),
                                            fs_load16(previous + i - bpp));
            fs_store16(out + i, fs_load16(row + i) - predicted);
        }
        for (; i < row_bytes; i++) out[i] = (uint8_t)(row[i] - fs_paeth(row[i - bpp], previous[i], previous[i - bpp]));
        return;
    }
}

int fs_png_filter_row_adaptive(const uint8_t *row, const uint8_t *previous, size_t row_bytes, size_t bpp,
                               uint8_t *out) {
    size_t lead = bpp < row_bytes ? bpp : row_bytes;
    // One pass sums all five costs; the first row's are summed with zeros above, as the decoder will read it.
    unsigned long cost[5] = {0, 0, 0, 0, 0};
    if (previous == NULL) {
        for (size_t i = 0; i < lead; i++) {
            unsigned c = fs_filter_cost(row[i]);
            cost[0] += c; cost[1] += c; cost[2] += c; cost[3] += c; cost[4] += c;
        }
        for (size_t i = bpp; i < row_bytes; i++) {
            int x = row[i], a = row[i - bpp];
            unsigned none = fs_filter_cost(x), sub = fs_filter_cost(x - a);
            cost[0] += none; cost[1] += sub; cost[2] += none; cost[3] += fs_filter_cost(x - (a >> 1)); cost[4] += sub;
        }
    } else {
        for (size_t i = 0; i < lead; i++) {
            int x = row[i], b = previous[i];
            unsigned none = fs_filter_cost(x), up = fs_filter_cost(x - b);
            cost[0] += none; cost[1] += none; cost[2] += up; cost[3] += fs_filter_cost(x - (b >> 1)); cost[4] += up;
        }
        size_t i = bpp;
        for (; i + 16 <= row_bytes; i += 16) {
            fs_u8x16 x = fs_load16(row + i), a = fs_load16(row + i - bpp);
            fs_u8x16 b = fs_load16(previous + i), c = fs_load16(previous + i - bpp);
            cost[0] += fs_filter_cost16(x);
            cost[1] += fs_filter_cost16(x - a);
            cost[2] += fs_filter_cost16(x - b);
            cost[3] += fs_filter_cost16(x - fs_average16(a, b));
            cost[4] += fs_filter_cost16(x - fs_paeth16(a, b, c));
        }
        for (; i < row_bytes; i++) {
            int x = row[i], a = row[i - bpp], b = previous[i], c = previous[i - bpp];
            cost[0] += fs_filter_cost(x);
            cost[1] += fs_filter_cost(x - a);
            cost[2] += fs_filter_cost(x - b);
            cost[3] += fs_filter_cost(x - ((a + b) >> 1));
            cost[4] += fs_filter_cost(x - fs_paeth(a, b, c));
        }
    }
    int best = 0;
    for (int filter = 1; filter < 5; filter++) {
        if (cost[filter] < cost[best]) best = filter;
    }
    out[0] = (uint8_t)best;
    fs_filter_row(best, row, previous, row_bytes, bpp, out + 1);
    return best;
}
