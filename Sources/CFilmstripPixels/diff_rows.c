#include "filmstrip_diff_rows.h"

#include <string.h>

size_t fs_diff_row_candidates(const uint8_t *expected, const uint8_t *actual, size_t width,
                              int32_t quick_accept_limit, uint32_t *columns) {
    // Branch-free: whether a pixel is settled follows the picture, not a pattern a branch predictor could learn,
    // so every column is written and the count advances only past the unsettled ones.
    size_t count = 0;
    for (size_t x = 0; x < width; x++) {
        const uint8_t *e = expected + x * 4, *a = actual + x * 4;
        uint32_t ew, aw;
        memcpy(&ew, e, 4);
        memcpy(&aw, a, 4);
        int32_t dr = (int32_t)e[0] - a[0], dg = (int32_t)e[1] - a[1], db = (int32_t)e[2] - a[2];
        int opaque = (e[3] & a[3]) == 255;
        int settled = (ew == aw) | (opaque & (dr * dr + dg * dg + db * db <= quick_accept_limit));
        columns[count] = (uint32_t)x;
        count += (size_t)!settled;
    }
    return count;
}
