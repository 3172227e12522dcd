#include "filmstrip_codecs.h"

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

// Whether `fs_png_decode_reduced` tries the direct reader. A debug build compiles this C at -O0, where undoing
// Paeth filters byte by byte is several times slower than libpng's optimised code, so it keeps libpng; the
// tests call `fs_png_decode_direct` themselves and compare it with libpng in any build.
#if defined(__OPTIMIZE__)
#define FS_PNG_DIRECT_READS 1
#else
#define FS_PNG_DIRECT_READS 0
#endif

// Everything a read changes: libpng's structs, the input position and our buffers. As in jpeg.c it belongs to
// the entry point, and the function that calls setjmp holds only a pointer to it set before setjmp, so the
// error path never reads an automatic variable changed after setjmp (C11 7.13.2.1p3); the entry point frees
// what it holds whichever way the read ended.
typedef struct {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t position;
    fs_message *message;
    int out_of_memory;     // an allocation failed (ours or libpng's); a later error is reported as out of memory
    int passes;            // interlace passes libpng will make (1 for a non-interlaced image)
    uint8_t *row;          // one row for a reduced decode
    uint32_t *sums;        // block sums for a reduced decode: one output row, or every output row if interlaced
} fs_png_read_context;

// Error and warning callbacks: errors jump back to the setjmp in the entry point, warnings are ignored
// (libpng warns about benign things such as unknown ancillary chunks).
static void fs_png_read_error(png_structp png, png_const_charp text) {
    fs_png_read_context *ctx = (fs_png_read_context *)png_get_error_ptr(png);
    snprintf(ctx->message->text, sizeof ctx->message->text, "%s", text);
    png_longjmp(png, 1);
}

static void fs_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

// libpng's allocations, through malloc, remembering a failure so it is reported as what it is.
static png_voidp fs_png_malloc(png_structp png, png_alloc_size_t size) {
    void *pointer = malloc(size);
    if (pointer == NULL) ((fs_png_read_context *)png_get_mem_ptr(png))->out_of_memory = 1;
    return pointer;
}

static void fs_png_free(png_structp png, png_voidp pointer) {
    (void)png;
    free(pointer);
}

static void fs_png_read(png_structp png, png_bytep out, png_size_t length) {
    fs_png_read_context *ctx = (fs_png_read_context *)png_get_io_ptr(png);
    if (length > ctx->size - ctx->position) {
        png_error(png, "file ends early (truncated PNG)");
    }
    memcpy(out, ctx->data + ctx->position, length);
    ctx->position += length;
}

// A malloc whose failure ends the read through libpng's error path.
static void *fs_png_checked_malloc(fs_png_read_context *ctx, size_t size) {
    void *pointer = malloc(size ? size : 1);
    if (pointer == NULL) {
        ctx->out_of_memory = 1;
        png_error(ctx->png, "out of memory");
    }
    return pointer;
}

static void fs_png_release(fs_png_read_context *ctx) {
    free(ctx->row);
    free(ctx->sums);
    if (ctx->png != NULL) png_destroy_read_struct(&ctx->png, ctx->info ? &ctx->info : NULL, NULL);
}

// Reads the header and sets the transforms to 8-bit RGBA, interlacing undone. Only called from under a setjmp.
static void fs_png_read_header(fs_png_read_context *ctx) {
    png_structp png = ctx->png;
    png_infop info = ctx->info;
    png_set_read_fn(png, ctx, fs_png_read);
    // The caller checked the size against its pixel limit; lift libpng's own 1M-pixel-per-side default
    // so the two limits cannot disagree.
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    // Text, ICC profiles and every other ancillary chunk are skipped unread (their CRCs still checked), so a
    // zTXt or iCCP inflation bomb costs nothing; the limits stand behind that should it ever change.
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_chunk_malloc_max(png, FS_PNG_MAX_CHUNK_BYTES);
    png_set_chunk_cache_max(png, FS_PNG_MAX_CHUNK_COUNT);
    png_read_info(png, info);

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
    ctx->passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    png_uint_32 w = png_get_image_width(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected row size after transforms");
}

// Decodes the whole image into `out` (rows of `w * 4` bytes), pass by pass, each pass adding its pixels to the
// rows in place: no array of row pointers, which for a 1-pixel-wide image would be twice the image's size.
// Only called from under a setjmp.
static void fs_png_read_whole(fs_png_read_context *ctx, uint8_t *out) {
    png_uint_32 h = png_get_image_height(ctx->png, ctx->info);
    size_t row_bytes = (size_t)png_get_image_width(ctx->png, ctx->info) * 4;
    for (int pass = 0; pass < ctx->passes; pass++) {
        for (png_uint_32 y = 0; y < h; y++) png_read_row(ctx->png, out + row_bytes * y, NULL);
    }
    png_read_end(ctx->png, NULL);
}

void fs_png_reduced_size(int width, int height, int factor, int *out_width, int *out_height) {
    if (factor < 1) factor = 1;
    *out_width = width / factor + (width % factor != 0);
    *out_height = height / factor + (height % factor != 0);
}

// Adds one RGBA pixel to its block's sums: colour weighted by alpha, so a transparent pixel adds no colour.
static inline void fs_reduce_add(uint32_t *s, const uint8_t *p) {
    uint32_t a = p[3];
    s[0] += p[0] * a;
    s[1] += p[1] * a;
    s[2] += p[2] * a;
    s[3] += a;
}

void fs_reduce_accumulate(uint32_t *sums, const uint8_t *row, uint32_t width, int factor) {
    for (uint32_t x = 0; x < width; x++)
        fs_reduce_add(sums + (size_t)(x / (uint32_t)factor) * 4, row + (size_t)x * 4);
}

void fs_reduce_emit(uint32_t *sums, uint8_t *out, uint32_t width, int out_width, int factor, uint32_t block_rows) {
    for (int x = 0; x < out_width; x++) {
        uint32_t *s = sums + (size_t)x * 4;
        uint8_t *o = out + (size_t)x * 4;
        uint32_t columns = width - (uint32_t)x * (uint32_t)factor;
        if (columns > (uint32_t)factor) columns = (uint32_t)factor;
        uint32_t count = columns * block_rows;
        uint32_t alpha = s[3];
        for (int c = 0; c < 3; c++) o[c] = alpha ? (uint8_t)((s[c] + alpha / 2) / alpha) : 0;
        o[3] = (uint8_t)((alpha + count / 2) / count);
        s[0] = s[1] = s[2] = s[3] = 0;
    }
}

// A reduced read of an Adam7 image: no row is final before the last pass, so instead of the whole image (4 bytes a
// pixel) it keeps the block sums of every output pixel (16 bytes an output pixel, a 64th of the image's memory at
// 1/8) and adds each pass's pixels to them as libpng delivers them. The sums, and so the result, are exactly those
// of the row-by-row read of the same pixels. Only called from under a setjmp.
static void fs_png_read_interlaced_reduced(fs_png_read_context *ctx, int factor, uint8_t *out, int out_width,
                                           int out_height) {
    png_uint_32 w = png_get_image_width(ctx->png, ctx->info);
    png_uint_32 h = png_get_image_height(ctx->png, ctx->info);
    size_t out_row_words = (size_t)out_width * 4;
    size_t words = out_row_words * (size_t)out_height;
    ctx->sums = fs_png_checked_malloc(ctx, sizeof(uint32_t) * words);
    memset(ctx->sums, 0, sizeof(uint32_t) * words);
    ctx->row = fs_png_checked_malloc(ctx, (size_t)w * 4);
    for (int pass = 0; pass < ctx->passes; pass++) {
        png_uint_32 first_column = PNG_PASS_START_COL(pass), column_step = PNG_PASS_COL_OFFSET(pass);
        png_uint_32 first_row = PNG_PASS_START_ROW(pass), row_step = PNG_PASS_ROW_OFFSET(pass);
        // With interlace handling libpng takes every row of every pass, even of a pass with no pixels.
        for (png_uint_32 y = 0; y < h; y++) {
            // libpng writes only this pass's pixels into the row, and nothing for a row the pass skips.
            png_read_row(ctx->png, ctx->row, NULL);
            if (y < first_row || (y - first_row) % row_step != 0) continue;
            uint32_t *sums = ctx->sums + out_row_words * (y / (png_uint_32)factor);
            for (png_uint_32 x = first_column; x < w; x += column_step)
                fs_reduce_add(sums + (size_t)(x / (png_uint_32)factor) * 4, ctx->row + (size_t)x * 4);
        }
    }
    png_read_end(ctx->png, NULL);
    for (int y = 0; y < out_height; y++) {
        png_uint_32 rows = h - (png_uint_32)y * (png_uint_32)factor;
        if (rows > (png_uint_32)factor) rows = (png_uint_32)factor;
        fs_reduce_emit(ctx->sums + out_row_words * (size_t)y, out + out_row_words * (size_t)y, w, out_width, factor,
                    rows);
    }
}

static fs_status fs_png_decode_guarded(fs_png_read_context *ctx, int factor, uint8_t *out, size_t out_capacity,
                                       int *width, int *height) {
    fs_message *message = ctx->message;
    if (setjmp(png_jmpbuf(ctx->png))) return ctx->out_of_memory ? FS_ERROR_OUT_OF_MEMORY : FS_ERROR_CORRUPT;
    if (factor != 1 && factor != 2 && factor != 4 && factor != 8) {
        snprintf(message->text, sizeof message->text, "reduction 1/%d is not one of 1, 1/2, 1/4, 1/8", factor);
        return FS_ERROR_ARGUMENT;
    }
    fs_png_read_header(ctx);
    png_uint_32 w = png_get_image_width(ctx->png, ctx->info);
    png_uint_32 h = png_get_image_height(ctx->png, ctx->info);
    int interlaced = ctx->passes > 1;
    int out_width, out_height;
    fs_png_reduced_size((int)w, (int)h, factor, &out_width, &out_height);
    size_t out_row_bytes = (size_t)out_width * 4;
    if (out == NULL || out_row_bytes * (size_t)out_height > out_capacity) {
        snprintf(message->text, sizeof message->text, "output buffer of %zu bytes is too small for %dx%d",
                 out_capacity, out_width, out_height);
        return FS_ERROR_ARGUMENT;
    }
    if (factor == 1) {
        fs_png_read_whole(ctx, out);
    } else if (interlaced) {
        fs_png_read_interlaced_reduced(ctx, factor, out, out_width, out_height);
    } else {
        ctx->sums = fs_png_checked_malloc(ctx, sizeof(uint32_t) * 4 * (size_t)out_width);
        memset(ctx->sums, 0, sizeof(uint32_t) * 4 * (size_t)out_width);
        ctx->row = fs_png_checked_malloc(ctx, (size_t)w * 4);
        uint32_t block_rows = 0;
        for (png_uint_32 y = 0; y < h; y++) {
            png_read_row(ctx->png, ctx->row, NULL);
            fs_reduce_accumulate(ctx->sums, ctx->row, w, factor);
            block_rows++;
            if (block_rows == (uint32_t)factor || y + 1 == h) {
                fs_reduce_emit(ctx->sums, out + out_row_bytes * (y / (png_uint_32)factor), w, out_width, factor,
                            block_rows);
                block_rows = 0;
            }
        }
        png_read_end(ctx->png, NULL);
    }
    *width = out_width;
    *height = out_height;
    return FS_OK;
}

fs_status fs_png_decode_reduced(const uint8_t *data, size_t size, int factor, uint8_t *out, size_t out_capacity,
                                int *width, int *height, fs_message *message) {
    // A full-size plain PNG skips libpng (png_direct.c); a reduced read keeps libpng's row-by-row streaming.
    if (FS_PNG_DIRECT_READS && factor == 1 && fs_png_decode_direct(data, size, out, out_capacity, width, height)) {
        size_t written = (size_t)*width * (size_t)*height * 4;
        if (written < out_capacity) memset(out + written, 0, out_capacity - written);
        message->text[0] = 0;
        return FS_OK;
    }
    return fs_png_decode_libpng(data, size, factor, out, out_capacity, width, height, message);
}

fs_status fs_png_decode_libpng(const uint8_t *data, size_t size, int factor, uint8_t *out, size_t out_capacity,
                               int *width, int *height, fs_message *message) {
    // libpng leaves alone what it does not reach (a damaged file's last rows): zeros, whatever was there.
    if (out != NULL) memset(out, 0, out_capacity);
    fs_png_read_context ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.data = data;
    ctx.size = size;
    ctx.message = message;
    message->text[0] = 0;
    ctx.png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &ctx, fs_png_read_error, fs_png_warning,
                                       &ctx, fs_png_malloc, fs_png_free);
    if (ctx.png != NULL) ctx.info = png_create_info_struct(ctx.png);
    if (ctx.png == NULL || ctx.info == NULL) {
        snprintf(message->text, sizeof message->text, "out of memory");
        fs_png_release(&ctx);
        return FS_ERROR_OUT_OF_MEMORY;
    }
    fs_status status = fs_png_decode_guarded(&ctx, factor, out, out_capacity, width, height);
    if (status == FS_ERROR_OUT_OF_MEMORY) snprintf(message->text, sizeof message->text, "out of memory");
    fs_png_release(&ctx);
    return status;
}

fs_status fs_png_decode(const uint8_t *data, size_t size, uint8_t *out, size_t out_capacity,
                        int *width, int *height, fs_message *message) {
    return fs_png_decode_reduced(data, size, 1, out, out_capacity, width, height, message);
}

void fs_free(void *pointer) { free(pointer); }
