#include "filmstrip_pixels.h"

int fs_pixels_are_opaque(const uint8_t *rgba, size_t count) {
    for (size_t i = 0; i < count; i++) {
        if (rgba[i * 4 + 3] != 255) return 0;
    }
    return 1;
}

void fs_pixels_unpremultiply(const uint8_t *premultiplied, uint8_t *straight, size_t count) {
    for (size_t i = 0; i < count; i++) {
        const uint8_t *p = premultiplied + i * 4;
        uint8_t *s = straight + i * 4;
        unsigned a = p[3];
        if (a == 255) {
            s[0] = p[0]; s[1] = p[1]; s[2] = p[2]; s[3] = 255;
        } else if (a == 0) {
            s[0] = s[1] = s[2] = s[3] = 0;
        } else {
            for (int c = 0; c < 3; c++) {
                unsigned v = (p[c] * 255u + a / 2) / a;
                s[c] = (uint8_t)(v > 255 ? 255 : v);
            }
            s[3] = (uint8_t)a;
        }
    }
}
