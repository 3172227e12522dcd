// swift-snapshot-testing's two image tolerances, over straight-alpha RGBA: `precision` counts the bytes that
// differ once both images are premultiplied (as Core Graphics' premultiplied-last contexts hold them), and
// `perceptualPrecision` the pixels whose CIE94 colour difference (Core Image's CILabDeltaE) exceeds a threshold.
#include "filmstrip_pixels.h"

#include <math.h>

// No fused multiply-adds: each product and sum is rounded on its own, so x86-64 and arm64 (which has fused
// instructions) give the same bits (Scripts/check-arm64-identity.sh). The STDC pragma is C's spelling, the clang one
// also covers what clang would contract across statements.
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

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

// Each sRGB byte as linear light: c / 12.92 up to 0.04045, else ((c + 0.055) / 1.055)^2.4, for c = byte / 255. A
// table of the exact doubles rather than a call to pow: libm's pow is not correctly rounded, and its arm64 build
// (compiled with fused multiply-adds) may round the last bit otherwise than x86-64's.
static const double fs_linear_light[256] = {
    0x0.0p+0, 0x1.3e45677c176f7p-12, 0x1.3e45677c176f7p-11, 0x1.dd681b3a23272p-11, 0x1.3e45677c176f7p-10,
    0x1.8dd6c15b1d4b4p-10, 0x1.dd681b3a23272p-10, 0x1.167cba8c94818p-9, 0x1.3e45677c176f7p-9, 0x1.660e146b9a5d5p-9,
    0x1.8dd6c15b1d4b4p-9, 0x1.b6a31b5259c99p-9, 0x1.e1e31d70c99ddp-9, 0x1.07c38bf8583a9p-8, 0x1.1fcc2beed6421p-8,
    0x1.390ffaf95e279p-8, 0x1.53936cc7bc928p-8, 0x1.6f5addb50c915p-8, 0x1.8c6a94031b561p-8, 0x1.aac6c0fb97351p-8,
    0x1.ca7381f9f602bp-8, 0x1.eb74e160978d0p-8, 0x1.06e76bbda92b8p-7, 0x1.18c2a5a8a8044p-7, 0x1.2b4e09b3f0ae3p-7,
    0x1.3e8b7b3bde965p-7, 0x1.527cd60af8b85p-7, 0x1.6723eea8d3709p-7, 0x1.7c8292a3db6b3p-7, 0x1.929a88d67b521p-7,
    0x1.a96d91a8016bdp-7, 0x1.c0fd67499fab6p-7, 0x1.d94bbdefd740ep-7, 0x1.f25a44089883fp-7, 0x1.061551372c694p-6,
    0x1.135f3e4c2cce2p-6, 0x1.210bb8642b172p-6, 0x1.2f1b8c1ae46bdp-6, 0x1.3d8f839b79c0bp-6, 0x1.4c6866b3e9fa4p-6,
    0x1.5ba6fae794313p-6, 0x1.6b4c0380d2deep-6, 0x1.7b5841a1bf3acp-6, 0x1.8bcc74542addbp-6, 0x1.9ca95898dc8b5p-6,
    0x1.adefa9761c020p-6, 0x1.bfa0200597bd9p-6, 0x1.d1bb7381aec1fp-6, 0x1.e442595227bcap-6, 0x1.f73585185e1b5p-6,
    0x1.054ad45d76878p-5, 0x1.0f31ba386ff26p-5, 0x1.194fcb663747bp-5, 0x1.23a55e62a662ap-5, 0x1.2e32c8e148d11p-5,
    0x1.38f85fd21eacfp-5, 0x1.43f67766310ffp-5, 0x1.4f2d6313fa8d0p-5, 0x1.5a9d759ba5ed0p-5, 0x1.6647010b254eep-5,
    0x1.722a56c2239eep-5, 0x1.7e47c775d2427p-5, 0x1.8a9fa33494b07p-5, 0x1.973239698b9ccp-5, 0x1.a3ffd8e001389p-5,
    0x1.b108cfc6b7fbcp-5, 0x1.be4d6bb31d522p-5, 0x1.cbcdf9a4616f2p-5, 0x1.d98ac60675833p-5, 0x1.e7841cb4f16dfp-5,
    0x1.f5ba48fde2048p-5, 0x1.0216cad240765p-4, 0x1.096f2671eb815p-4, 0x1.10e65c38a5192p-4, 0x1.187c90bf8bce2p-4,
    0x1.2031e85f5d6dap-4, 0x1.28068731a1952p-4, 0x1.2ffa9111cb94bp-4, 0x1.380e299e53f92p-4, 0x1.40417439ca10fp-4,
    0x1.4894940bddbfbp-4, 0x1.5107ac0261e59p-4, 0x1.599aded247aacp-4, 0x1.624e4ef892ed4p-4, 0x1.6b221ebb4817ep-4,
    0x1.7416702a539d1p-4, 0x1.7d2b65206b527p-4, 0x1.86611f43e9e6ap-4, 0x1.8fb7c007a4a70p-4, 0x1.992f68abbbc89p-4,
    0x1.a2c83a3e6566dp-4, 0x1.ac82559cb3644p-4, 0x1.b65ddb7354604p-4, 0x1.c05aec3f4fe5ep-4, 0x1.ca79a84ebe030p-4,
    0x1.d4ba2fc17a6a5p-4, 0x1.df1ca289d34b8p-4, 0x1.e9a1206d34003p-4, 0x1.f447c904cbb4ep-4, 0x1.ff10bbbe302c2p-4,
    0x1.04fe0bedfe5f1p-3, 0x1.0a84fe3b36d8fp-3, 0x1.101d443dfc06fp-3, 0x1.15c6ed58eefdfp-3, 0x1.1b8208da5fef0p-3,
    0x1.214ea5fc9514ap-3, 0x1.272cd3e610123p-3, 0x1.2d1ca1a9d1cfbp-3, 0x1.331e1e479cdf5p-3, 0x1.393158ac3674ep-3,
    0x1.3f565fb1a5fd5p-3, 0x1.458d421f735dfp-3, 0x1.4bd60eaae3e73p-3, 0x1.5230d3f736034p-3, 0x1.589da095dbaa1p-3,
    0x1.5f1c8306b3a3cp-3, 0x1.65ad89b841a2bp-3, 0x1.6c50c307e53bfp-3, 0x1.73063d420fc80p-3, 0x1.79ce06a279303p-3,
    0x1.80a82d5453b5dp-3, 0x1.8794bf727eb3fp-3, 0x1.8e93cb07b8679p-3, 0x1.95a55e0ecec0bp-3, 0x1.9cc98672cf47ep-3,
    0x1.a400520f3619cp-3, 0x1.ab49ceb01c003p-3, 0x1.b2a60a1263b0ap-3, 0x1.ba1511e3e632dp-3, 0x1.c196f3c39e76fp-3,
    0x1.c92bbd41d41fep-3, 0x1.d0d37be045851p-3, 0x1.d88e3d1250f68p-3, 0x1.e05c0e3d1d3e0p-3, 0x1.e83cfcb7c16f0p-3,
    0x1.f03115cb6bfd3p-3, 0x1.f83866b38924dp-3, 0x1.00297e4ef4553p-2, 0x1.044072557177ap-2, 0x1.086115f6beb3ap-2,
    0x1.0c8b6fb5c735ep-2, 0x1.10bf860ef039ap-2, 0x1.14fd5f782a5a6p-2, 0x1.1945026102997p-2, 0x1.1d967532b31b1p-2,
    0x1.21f1be50339e7p-2, 0x1.2656e41649ae3p-2, 0x1.2ac5ecdb988f8p-2, 0x1.2f3edef0b0ed8p-2, 0x1.33c1c0a020438p-2,
    0x1.384e982e800b1p-2, 0x1.3ce56bda84a81p-2, 0x1.418641dd0c1bcp-2, 0x1.463120692c7afp-2, 0x1.4ae60dac4229dp-2,
    0x1.4fa50fcdfde15p-2, 0x1.546e2cf0727a9p-2, 0x1.59416b3022858p-2, 0x1.5e1ed0a40daabp-2, 0x1.6306635dbdd7bp-2,
    0x1.67f82969543a2p-2, 0x1.6cf428cd96079p-2, 0x1.71fa678bf915dp-2, 0x1.770aeba0b042ap-2, 0x1.7c25bb02b7ac5p-2,
    0x1.814adba3e0bd9p-2, 0x1.867a5370de0b1p-2, 0x1.8bb428514f067p-2, 0x1.90f86027cb84ep-2, 0x1.964700d1ef1b1p-2,
    0x1.9ba0102864521p-2, 0x1.a10393feefafdp-2, 0x1.a67192247a9bep-2, 0x1.abea10631e195p-2, 0x1.b16d14802d5cap-2,
    0x1.b6faa43c403bbp-2, 0x1.bc92c5533d785p-2, 0x1.c2357d7c64e5dp-2, 0x1.c7e2d26a596dep-2, 0x1.cd9ac9cb2aef2p-2,
    0x1.d35d69485ffc5p-2, 0x1.d92ab686ff782p-2, 0x1.df02b7279a10dp-2, 0x1.e4e570c6539c5p-2, 0x1.ead2e8faec526p-2,
    0x1.f0cb2558c9ea4p-2, 0x1.f6ce2b6f00983p-2, 0x1.fcdc00c85bec2p-2, 0x1.017a5575b3cb2p-1, 0x1.048c17ad3c04bp-1,
    0x1.07a349c9d9837p-1, 0x1.0abfee888c050p-1, 0x1.0de208a4444c8p-1, 0x1.11099ad5e83ebp-1, 0x1.1436a7d456eefp-1,
    0x1.176932546ca12p-1, 0x1.1aa13d0906bdap-1, 0x1.1ddecaa307b85p-1, 0x1.2121ddd15aecep-1, 0x1.246a7940f86d1p-1,
    0x1.27b89f9ce8c4bp-1, 0x1.2b0c538e48b07p-1, 0x1.2e6597bc4cca0p-1, 0x1.31c46ecc4528dp-1, 0x1.3528db61a0f73p-1,
    0x1.3892e01df1fccp-1, 0x1.3c027fa0f01ebp-1, 0x1.3f77bc887cd3bp-1, 0x1.42f29970a68f8p-1, 0x1.467318f3ac22dp-1,
    0x1.49f93daa00113p-1, 0x1.4d850a2a4bde1p-1, 0x1.51168109734e5p-1, 0x1.54ada4da97a1bp-1, 0x1.584a782f1ac23p-1,
    0x1.5becfd96a2698p-1, 0x1.5f95379f1b3edp-1, 0x1.634328d4bbe97p-1, 0x1.66f6d3c2081cfp-1, 0x1.6ab03aefd39aap-1,
    0x1.6e6f60e5452b1p-1, 0x1.72344827d98f6p-1, 0x1.75fef33b6669bp-1, 0x1.79cf64a21d1e2p-1, 0x1.7da59edc8dab0p-1,
    0x1.8181a469a9787p-1, 0x1.856377c6c6224p-1, 0x1.894b1b6fa0377p-1, 0x1.8d3891de5df49p-1, 0x1.912bdd8b91f45p-1,
    0x1.952500ee3dda5p-1, 0x1.9923fe7bd4f67p-1, 0x1.9d28d8a83edfcp-1, 0x1.a13391e5da09fp-1, 0x1.a5442ca57e52ep-1,
    0x1.a95aab567f88fp-1, 0x1.ad771066afec2p-1, 0x1.b1995e4262a69p-1, 0x1.b5c197546e3f8p-1, 0x1.b9efbe062f086p-1,
    0x1.be23d4bf8981bp-1, 0x1.c25ddde6ecbbbp-1, 0x1.c69ddbe154af1p-1, 0x1.cae3d1124c90bp-1, 0x1.cf2fbfdbf11f1p-1,
    0x1.d381aa9ef2e82p-1, 0x1.d7d993ba988d4p-1, 0x1.dc377d8cc0fd5p-1, 0x1.e09b6a71e5aa6p-1, 0x1.e5055cc51cbb4p-1,
    0x1.e97556e01b351p-1, 0x1.edeb5b1b37216p-1, 0x1.f2676bcd69adep-1, 0x1.f6e98b4c51466p-1, 0x1.fb71bbec33ab2p-1,
    0x1.0000000000000p+0,
};

static double fs_linear(uint8_t byte) { return fs_linear_light[byte]; }

// The cube root of `t` in (216/24389, 1], the range L*a*b* takes it in, by a fixed number of Newton steps: only +, *
// and / (rounded alike everywhere, with no contraction), where libm's cbrt gave arm64 and x86-64 different last
// bits. Twelve steps from this start reach the root within 2 ulp over the whole range.
static double fs_cube_root(double t) {
    double y = 0.5 + 0.5 * t;
    for (int step = 0; step < 12; step++) y = y - (y * y * y - t) / (3.0 * y * y);
    return y;
}

static double fs_lab_f(double t) {
    return t > 216.0 / 24389.0 ? fs_cube_root(t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
}

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
