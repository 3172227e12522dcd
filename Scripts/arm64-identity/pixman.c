/* pixman as the distribution builds it for each processor, doing what Filmstrip's canvas asks of it: gradients
   (linear, radial, conical; source and over), a solid colour through an 8-bit mask, an image composited through
   nearest, bilinear and Lanczos3 separable-convolution filters under a scale and a rotation (with and without a
   mask), and a fill. For Scripts/check-arm64-identity.sh: each operation's name on standard error and its 300x200
   premultiplied pixels on standard output, so the x86-64 and arm64 runs can be compared operation by operation. */
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

#include <pixman.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WIDTH = 300, HEIGHT = 200 };

static uint32_t destination[WIDTH * HEIGHT], source[WIDTH * HEIGHT];
static uint8_t coverage[WIDTH * HEIGHT];

/* Composites `image` (through `mask`, if any) onto a destination filled with `fill`, and writes the result. */
static void run(const char *name, pixman_op_t op, pixman_image_t *image, pixman_image_t *mask, int fill) {
    fprintf(stderr, "%s\n", name);
    memset(destination, fill, sizeof destination);
    pixman_image_t *target = pixman_image_create_bits(PIXMAN_a8r8g8b8, WIDTH, HEIGHT, destination, WIDTH * 4);
    pixman_image_composite32(op, image, mask, target, 0, 0, 0, 0, 0, 0, WIDTH, HEIGHT);
    pixman_image_unref(target);
    fwrite(destination, 4, WIDTH * HEIGHT, stdout);
}

static pixman_fixed_t fixed(double value) { return pixman_double_to_fixed(value); }

int main(void) {
    uint32_t state = 12345; /* a linear congruential sequence: premultiplied pixels and mask bytes */
    for (int i = 0; i < WIDTH * HEIGHT; i++) {
        state = state * 1103515245u + 12345u;
        uint32_t alpha = state >> 24;
        uint32_t red = ((state >> 16) & 0xFF) * alpha / 255, green = ((state >> 8) & 0xFF) * alpha / 255;
        uint32_t blue = (state & 0xFF) * alpha / 255;
        source[i] = alpha << 24 | red << 16 | green << 8 | blue;
        coverage[i] = (uint8_t)(state >> 3);
    }
    pixman_gradient_stop_t stops[3] = {
        {0, {0xFFFF, 0x2000, 0x1000, 0xFFFF}},
        {fixed(0.37), {0x1234, 0xEEEE, 0x4000, 0xC000}},
        {pixman_int_to_fixed(1), {0x0000, 0x3000, 0xFFFF, 0x8000}},
    };
    pixman_point_fixed_t start = {fixed(10.3), fixed(5.7)}, end = {fixed(280.1), fixed(190.9)};
    pixman_point_fixed_t centre = {fixed(150.5), fixed(100.25)};
    pixman_image_t *gradients[3] = {
        pixman_image_create_linear_gradient(&start, &end, stops, 3),
        pixman_image_create_radial_gradient(&centre, &centre, fixed(3.0), fixed(140.7), stops, 3),
        pixman_image_create_conical_gradient(&centre, fixed(33.3), stops, 3),
    };
    const char *gradientNames[3] = {"linear", "radial", "conical"};
    char name[96];
    for (int kind = 0; kind < 3; kind++) {
        snprintf(name, sizeof name, "gradient-%s-source", gradientNames[kind]);
        run(name, PIXMAN_OP_SRC, gradients[kind], NULL, 0x40);
        snprintf(name, sizeof name, "gradient-%s-over", gradientNames[kind]);
        run(name, PIXMAN_OP_OVER, gradients[kind], NULL, 0x40);
        pixman_image_unref(gradients[kind]);
    }

    pixman_image_t *image = pixman_image_create_bits(PIXMAN_a8r8g8b8, WIDTH, HEIGHT, source, WIDTH * 4);
    pixman_image_t *mask = pixman_image_create_bits(PIXMAN_a8, WIDTH, HEIGHT, (uint32_t *)coverage, WIDTH);
    pixman_color_t color = {0x8000, 0x4000, 0xC000, 0xD000};
    pixman_image_t *solid = pixman_image_create_solid_fill(&color);
    run("solid-through-mask-over", PIXMAN_OP_OVER, solid, mask, 0x80);
    pixman_image_unref(solid);

    const pixman_filter_t filters[3] = {
        PIXMAN_FILTER_NEAREST, PIXMAN_FILTER_BILINEAR, PIXMAN_FILTER_SEPARABLE_CONVOLUTION};
    const char *filterNames[3] = {"nearest", "bilinear", "lanczos3"};
    for (int filter = 0; filter < 3; filter++) {
        for (int rotated = 0; rotated < 2; rotated++) {
            pixman_transform_t transform;
            if (rotated) {
                pixman_transform_init_rotate(&transform, fixed(0.96), fixed(0.28));
                pixman_transform_translate(NULL, &transform, fixed(20.5), fixed(-13.25));
            } else {
                pixman_transform_init_scale(&transform, fixed(1.37), fixed(0.81));
            }
            pixman_image_set_transform(image, &transform);
            pixman_image_set_repeat(image, rotated ? PIXMAN_REPEAT_NONE : PIXMAN_REPEAT_PAD);
            if (filters[filter] == PIXMAN_FILTER_SEPARABLE_CONVOLUTION) {
                int count;
                pixman_fixed_t *parameters = pixman_filter_create_separable_convolution(
                    &count, fixed(1.37), fixed(0.81), PIXMAN_KERNEL_LANCZOS3, PIXMAN_KERNEL_LANCZOS3,
                    PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, 4, 4);
                pixman_image_set_filter(image, filters[filter], parameters, count);
                free(parameters);
            } else {
                pixman_image_set_filter(image, filters[filter], NULL, 0);
            }
            snprintf(name, sizeof name, "image-%s-%s-over", filterNames[filter], rotated ? "rotated" : "scaled");
            run(name, PIXMAN_OP_OVER, image, NULL, 0x30);
            snprintf(name, sizeof name, "image-%s-%s-through-mask", filterNames[filter], rotated ? "rotated" : "scaled");
            run(name, PIXMAN_OP_OVER, image, mask, 0x30);
        }
    }
    pixman_image_unref(image);
    pixman_image_unref(mask);

    fprintf(stderr, "fill\n");
    memset(destination, 0, sizeof destination);
    pixman_fill(destination, WIDTH, 32, 3, 7, 200, 150, 0x80FF4020);
    fwrite(destination, 4, WIDTH * HEIGHT, stdout);
    return 0;
}
