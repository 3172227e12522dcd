#include "filmstrip_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

// libjpeg's error manager, extended with the jump target and what ended the decode.
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    int strict;
    int warned;            // a warning ended a strict decode
    int limited;           // the progress monitor stopped a decode over FS_JPEG_MAX_SCANS
    fs_message *message;
} fs_jpeg_error;

// Everything libjpeg and the callbacks change while decoding. It belongs to the entry point, which does not
// call setjmp itself: the function that does (`*_guarded`) only holds a pointer to it, set before setjmp and
// never changed, so the error path reads no automatic variable changed after setjmp (C11 7.13.2.1p3).
typedef struct {
    struct jpeg_decompress_struct cinfo;
    fs_jpeg_error err;
    struct jpeg_progress_mgr progress;
} fs_jpeg_context;

static void fs_jpeg_format(j_common_ptr cinfo, fs_message *message) {
    char buffer[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, buffer);
    snprintf(message->text, sizeof message->text, "%s", buffer);
}

static void fs_jpeg_error_exit(j_common_ptr cinfo) {
    fs_jpeg_error *err = (fs_jpeg_error *)cinfo->err;
    fs_jpeg_format(cinfo, err->message);
    longjmp(err->jump, 1);
}

// Level -1 is a warning about damaged data; higher levels are trace output, which we drop.
static void fs_jpeg_emit_message(j_common_ptr cinfo, int level) {
    fs_jpeg_error *err = (fs_jpeg_error *)cinfo->err;
    if (level >= 0) return;
    // Keep the first warning: later ones are usually consequences of it.
    if (err->base.num_warnings++ == 0) fs_jpeg_format(cinfo, err->message);
    if (err->strict) {
        err->warned = 1;
        longjmp(err->jump, 1);
    }
}

static void fs_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void fs_jpeg_limit_message(fs_message *message) {
    snprintf(message->text, sizeof message->text,
             "progressive JPEG with more than %d scans (Filmstrip's limit, like libjpeg-turbo's -maxscans)",
             FS_JPEG_MAX_SCANS);
}

// libjpeg calls this between units of input while it buffers a multi-scan image: the place to count scans
// before the next one is decoded.
static void fs_jpeg_progress(j_common_ptr common) {
    j_decompress_ptr cinfo = (j_decompress_ptr)common;
    if (!cinfo->progressive_mode || cinfo->input_scan_number <= FS_JPEG_MAX_SCANS) return;
    fs_jpeg_error *err = (fs_jpeg_error *)common->err;
    fs_jpeg_limit_message(err->message);
    err->limited = 1;
    longjmp(err->jump, 1);
}

// Counts the scans (SOS markers) in a JPEG, up to `limit + 1`, by walking the marker segments and skipping
// entropy-coded data, which ends at the first marker other than a stuffed 0xFF00 or a restart marker. A byte
// walk costs microseconds where libjpeg would decode hundreds of scans before its progress monitor could stop
// it. Damaged structure just ends the count: libjpeg judges the data.
static int fs_jpeg_count_scans(const uint8_t *data, size_t size, int limit) {
    size_t position = 2;
    int scans = 0;
    while (position + 1 < size && scans <= limit) {
        if (data[position] != 0xFF) break;
        uint8_t marker = data[position + 1];
        if (marker == 0xFF) {  // fill byte
            position++;
            continue;
        }
        position += 2;
        if (marker == 0xD9) break;  // end of image
        if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) continue;  // no length field
        if (position + 2 > size) break;
        size_t length = (size_t)data[position] << 8 | data[position + 1];
        if (length < 2) break;
        position += length;
        if (marker != 0xDA) continue;
        scans++;
        while (position + 1 < size) {
            uint8_t next = data[position + 1];
            if (data[position] == 0xFF && next != 0 && !(next >= 0xD0 && next <= 0xD7)) break;
            position++;
        }
    }
    return scans;
}

// Prepares the context; libjpeg itself is created later, under setjmp, because creating it can fail.
static void fs_jpeg_init(fs_jpeg_context *ctx, int strict, fs_message *message) {
    memset(ctx, 0, sizeof *ctx);
    ctx->cinfo.err = jpeg_std_error(&ctx->err.base);
    ctx->err.base.error_exit = fs_jpeg_error_exit;
    ctx->err.base.emit_message = fs_jpeg_emit_message;
    ctx->err.base.output_message = fs_jpeg_output_message;
    ctx->err.strict = strict;
    ctx->err.message = message;
    ctx->progress.progress_monitor = fs_jpeg_progress;
    message->text[0] = 0;
}

// The status for a decode that longjmp'd out.
static fs_status fs_jpeg_failure(const fs_jpeg_context *ctx) {
    if (ctx->err.limited) return FS_ERROR_LIMIT;
    // Over FS_JPEG_MAX_MEMORY libjpeg asks for a backing-store file, which libjpeg-turbo does not have.
    if (ctx->err.base.msg_code == JERR_NO_BACKING_STORE) {
        const struct jpeg_decompress_struct *cinfo = &ctx->cinfo;
        snprintf(ctx->err.message->text, sizeof ctx->err.message->text,
                 "a %ux%u multi-scan JPEG needs more than Filmstrip's %u MB for its coefficients",
                 cinfo->image_width, cinfo->image_height, FS_JPEG_MAX_MEMORY / (1024u * 1024u));
        return FS_ERROR_LIMIT;
    }
    if (ctx->err.warned) return FS_ERROR_WARNING;
    if (ctx->err.base.msg_code == JERR_OUT_OF_MEMORY) return FS_ERROR_OUT_OF_MEMORY;
    return FS_ERROR_CORRUPT;
}

// Creates the decompressor, reads the header and sets the output colour space and scale. Only called from
// under a setjmp.
static fs_status fs_jpeg_prepare(fs_jpeg_context *ctx, const uint8_t *data, size_t size, int scale_denom,
                                 fs_jpeg_pixels *pixels) {
    struct jpeg_decompress_struct *cinfo = &ctx->cinfo;
    fs_message *message = ctx->err.message;
    jpeg_create_decompress(cinfo);
    cinfo->progress = &ctx->progress;
    cinfo->mem->max_memory_to_use = FS_JPEG_MAX_MEMORY;
    if (scale_denom != 1 && scale_denom != 2 && scale_denom != 4 && scale_denom != 8) {
        snprintf(message->text, sizeof message->text, "scale 1/%d is not one of 1, 1/2, 1/4, 1/8", scale_denom);
        return FS_ERROR_ARGUMENT;
    }
    jpeg_mem_src(cinfo, data, (unsigned long)size);
    jpeg_read_header(cinfo, TRUE);
    // Refuse before libjpeg allocates the whole-image coefficient buffer a progressive decode needs; the
    // progress monitor stands behind this count.
    if (cinfo->progressive_mode && fs_jpeg_count_scans(data, size, FS_JPEG_MAX_SCANS) > FS_JPEG_MAX_SCANS) {
        fs_jpeg_limit_message(message);
        return FS_ERROR_LIMIT;
    }
    switch (cinfo->jpeg_color_space) {
    case JCS_CMYK:
    case JCS_YCCK:
        cinfo->out_color_space = JCS_CMYK;
        *pixels = FS_JPEG_PIXELS_CMYK;
        break;
    case JCS_GRAYSCALE:
    case JCS_RGB:
    case JCS_YCbCr:
        cinfo->out_color_space = JCS_EXT_RGBA;
        *pixels = FS_JPEG_PIXELS_RGBA;
        break;
    default:
        snprintf(message->text, sizeof message->text, "unsupported JPEG colour space %d",
                 (int)cinfo->jpeg_color_space);
        return FS_ERROR_UNSUPPORTED;
    }
    cinfo->scale_num = 1;
    cinfo->scale_denom = (unsigned int)scale_denom;
    // Accurate IDCT and fancy upsampling: the defaults, stated because thumbnails depend on them.
    cinfo->dct_method = JDCT_ISLOW;
    cinfo->do_fancy_upsampling = TRUE;
    jpeg_calc_output_dimensions(cinfo);
    return FS_OK;
}

static fs_status fs_jpeg_scaled_size_guarded(fs_jpeg_context *ctx, const uint8_t *data, size_t size,
                                             int scale_denom, int *width, int *height) {
    fs_jpeg_pixels pixels;
    if (setjmp(ctx->err.jump)) return fs_jpeg_failure(ctx);
    fs_status status = fs_jpeg_prepare(ctx, data, size, scale_denom, &pixels);
    if (status != FS_OK) return status;
    *width = (int)ctx->cinfo.output_width;
    *height = (int)ctx->cinfo.output_height;
    return FS_OK;
}

fs_status fs_jpeg_scaled_size(const uint8_t *data, size_t size, int scale_denom,
                              int *width, int *height, fs_message *message) {
    fs_jpeg_context ctx;
    fs_jpeg_init(&ctx, 0, message);
    fs_status status = fs_jpeg_scaled_size_guarded(&ctx, data, size, scale_denom, width, height);
    jpeg_destroy_decompress(&ctx.cinfo);
    return status;
}

static fs_status fs_jpeg_decode_guarded(fs_jpeg_context *ctx, const uint8_t *data, size_t size, int scale_denom,
                                        uint8_t *out, size_t out_capacity, int *width, int *height,
                                        fs_jpeg_pixels *pixels) {
    struct jpeg_decompress_struct *cinfo = &ctx->cinfo;
    fs_message *message = ctx->err.message;
    if (setjmp(ctx->err.jump)) return fs_jpeg_failure(ctx);
    fs_status status = fs_jpeg_prepare(ctx, data, size, scale_denom, pixels);
    if (status != FS_OK) return status;
    size_t row_bytes = (size_t)cinfo->output_width * 4;
    if (out == NULL || row_bytes * cinfo->output_height > out_capacity) {
        snprintf(message->text, sizeof message->text, "output buffer of %zu bytes is too small for %ux%u",
                 out_capacity, cinfo->output_width, cinfo->output_height);
        return FS_ERROR_ARGUMENT;
    }
    jpeg_start_decompress(cinfo);
    if (cinfo->output_components != 4) {
        snprintf(message->text, sizeof message->text, "unexpected %d output components", cinfo->output_components);
        return FS_ERROR_UNSUPPORTED;
    }
    while (cinfo->output_scanline < cinfo->output_height) {
        JSAMPROW row = out + row_bytes * cinfo->output_scanline;
        jpeg_read_scanlines(cinfo, &row, 1);
    }
    jpeg_finish_decompress(cinfo);
    *width = (int)cinfo->output_width;
    *height = (int)cinfo->output_height;
    return FS_OK;
}

fs_status fs_jpeg_decode(const uint8_t *data, size_t size, int scale_denom, int strict,
                         uint8_t *out, size_t out_capacity, int *width, int *height,
                         fs_jpeg_pixels *pixels, int *warnings, fs_message *message) {
    fs_jpeg_context ctx;
    fs_jpeg_init(&ctx, strict, message);
    fs_status status = fs_jpeg_decode_guarded(&ctx, data, size, scale_denom, out, out_capacity, width, height,
                                              pixels);
    *warnings = (int)ctx.err.base.num_warnings;
    jpeg_destroy_decompress(&ctx.cinfo);
    return status;
}
