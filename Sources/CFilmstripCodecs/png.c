#include "filmstrip_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

// Error and warning callbacks: errors jump back to the setjmp in the entry point, warnings are ignored
// (libpng warns about benign things such as unknown ancillary chunks).
static void fs_png_error(png_structp png, png_const_charp text) {
    fs_message *message = (fs_message *)png_get_error_ptr(png);
    snprintf(message->text, sizeof message->text, "%s", text);
    png_longjmp(png, 1);
}

static void fs_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t position;
} fs_png_source;

static void fs_png_read(png_structp png, png_bytep out, png_size_t length) {
    fs_png_source *source = (fs_png_source *)png_get_io_ptr(png);
    if (length > source->size - source->position) {
        png_error(png, "file ends early (truncated PNG)");
    }
    memcpy(out, source->data + source->position, length);
    source->position += length;
}

fs_status fs_png_decode(const uint8_t *data, size_t size, uint8_t *out, size_t out_capacity,
                        int *width, int *height, fs_message *message) {
    fs_png_source source = {data, size, 0};
    png_structp png;
    png_infop info = NULL;
    png_bytep *volatile rows = NULL;
    message->text[0] = 0;

    png = png_create_read_struct(PNG_LIBPNG_VER_STRING, message, fs_png_error, fs_png_warning);
    if (png == NULL) return FS_ERROR_OUT_OF_MEMORY;
    info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return FS_ERROR_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return FS_ERROR_CORRUPT;
    }
    png_set_read_fn(png, &source, fs_png_read);
    // The caller checked the size against its pixel limit; lift libpng's own 1M-pixel-per-side default
    // so the two limits cannot disagree.
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);

    png_uint_32 w = png_get_image_width(png, info);
    png_uint_32 h = png_get_image_height(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    int color_type = png_get_color_type(png, info);

    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t row_bytes = png_get_rowbytes(png, info);
    if (row_bytes != (size_t)w * 4) {
        snprintf(message->text, sizeof message->text, "unexpected row size %zu for width %u", row_bytes, w);
        png_destroy_read_struct(&png, &info, NULL);
        return FS_ERROR_UNSUPPORTED;
    }
    if (row_bytes * h > out_capacity) {
        snprintf(message->text, sizeof message->text, "output buffer of %zu bytes is too small for %ux%u",
                 out_capacity, w, h);
        png_destroy_read_struct(&png, &info, NULL);
        return FS_ERROR_ARGUMENT;
    }
    rows = malloc(sizeof(png_bytep) * (h ? h : 1));
    if (rows == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        return FS_ERROR_OUT_OF_MEMORY;
    }
    for (png_uint_32 y = 0; y < h; y++) rows[y] = out + row_bytes * y;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    *width = (int)w;
    *height = (int)h;
    return FS_OK;
}

// A growing memory buffer for the encoder's output.
typedef struct {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
} fs_png_sink;

static void fs_png_write(png_structp png, png_bytep bytes, png_size_t length) {
    fs_png_sink *sink = (fs_png_sink *)png_get_io_ptr(png);
    if (length > sink->capacity - sink->size) {
        size_t capacity = sink->capacity ? sink->capacity : 65536;
        while (capacity - sink->size < length) capacity *= 2;
        uint8_t *grown = realloc(sink->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory while encoding");
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->size, bytes, length);
    sink->size += length;
}

static void fs_png_flush(png_structp png) { (void)png; }

fs_status fs_png_encode(const uint8_t *rgba, int width, int height, int drop_alpha,
                        fs_png_compression compression, uint8_t **png_out, size_t *png_size, fs_message *message) {
    fs_png_sink sink = {NULL, 0, 0};
    png_structp png;
    png_infop info;
    message->text[0] = 0;
    *png_out = NULL;
    *png_size = 0;
    if (width <= 0 || height <= 0) {
        snprintf(message->text, sizeof message->text, "cannot encode a %dx%d image", width, height);
        return FS_ERROR_ARGUMENT;
    }

    png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, fs_png_error, fs_png_warning);
    if (png == NULL) return FS_ERROR_OUT_OF_MEMORY;
    info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        return FS_ERROR_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(sink.bytes);
        png_destroy_write_struct(&png, &info);
        return FS_ERROR_CORRUPT;
    }
    png_set_write_fn(png, &sink, fs_png_write, fs_png_flush);
    switch (compression) {
    case FS_PNG_COMPRESSION_FAST:
        png_set_filter(png, 0, PNG_FILTER_NONE);
        png_set_compression_level(png, 1);
        break;
    case FS_PNG_COMPRESSION_BEST:
        png_set_filter(png, 0, PNG_ALL_FILTERS);
        png_set_compression_level(png, 9);
        break;
    default:
        png_set_compression_level(png, 6);
        break;
    }
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 drop_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    // For RGB output libpng drops the fourth byte of each pixel itself.
    if (drop_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
    size_t stride = (size_t)width * 4;
    for (int y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(rgba + stride * (size_t)y));
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *png_out = sink.bytes;
    *png_size = sink.size;
    return FS_OK;
}

void fs_free(void *pointer) { free(pointer); }
