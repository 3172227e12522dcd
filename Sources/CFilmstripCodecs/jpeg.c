#include "filmstrip_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

// libjpeg's error manager, extended with the jump target and the strictness flag.
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    int strict;
    int warned;            // a warning ended a strict decode
    fs_message *message;
} fs_jpeg_error;

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

static void fs_jpeg_setup(struct jpeg_decompress_struct *cinfo, fs_jpeg_error *err, int strict,
                          fs_message *message) {
    cinfo->err = jpeg_std_error(&err->base);
    err->base.error_exit = fs_jpeg_error_exit;
    err->base.emit_message = fs_jpeg_emit_message;
    err->base.output_message = fs_jpeg_output_message;
    err->strict = strict;
    err->warned = 0;
    err->message = message;
    message->text[0] = 0;
}

// Reads the header and sets the output colour space and scale; shared by both entry points.
static fs_status fs_jpeg_prepare(struct jpeg_decompress_struct *cinfo, const uint8_t *data, size_t size,
                                 int scale_denom, fs_jpeg_pixels *pixels, fs_message *message) {
    if (scale_denom != 1 && scale_denom != 2 && scale_denom != 4 && scale_denom != 8) {
        snprintf(message->text, sizeof message->text, "scale 1/%d is not one of 1, 1/2, 1/4, 1/8", scale_denom);
        return FS_ERROR_ARGUMENT;
    }
    jpeg_mem_src(cinfo, data, (unsigned long)size);
    jpeg_read_header(cinfo, TRUE);
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

fs_status fs_jpeg_scaled_size(const uint8_t *data, size_t size, int scale_denom,
                              int *width, int *height, fs_message *message) {
    struct jpeg_decompress_struct cinfo;
    fs_jpeg_error err;
    fs_jpeg_pixels pixels;
    fs_status status;
    fs_jpeg_setup(&cinfo, &err, 0, message);
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return FS_ERROR_CORRUPT;
    }
    jpeg_create_decompress(&cinfo);
    status = fs_jpeg_prepare(&cinfo, data, size, scale_denom, &pixels, message);
    if (status == FS_OK) {
        *width = (int)cinfo.output_width;
        *height = (int)cinfo.output_height;
    }
    jpeg_destroy_decompress(&cinfo);
    return status;
}

fs_status fs_jpeg_decode(const uint8_t *data, size_t size, int scale_denom, int strict,
                         uint8_t *out, size_t out_capacity, int *width, int *height,
                         fs_jpeg_pixels *pixels, int *warnings, fs_message *message) {
    struct jpeg_decompress_struct cinfo;
    fs_jpeg_error err;
    fs_status status;
    *warnings = 0;
    fs_jpeg_setup(&cinfo, &err, strict, message);
    if (setjmp(err.jump)) {
        *warnings = (int)err.base.num_warnings;
        jpeg_destroy_decompress(&cinfo);
        return err.warned ? FS_ERROR_WARNING : FS_ERROR_CORRUPT;
    }
    jpeg_create_decompress(&cinfo);
    status = fs_jpeg_prepare(&cinfo, data, size, scale_denom, pixels, message);
    if (status != FS_OK) {
        jpeg_destroy_decompress(&cinfo);
        return status;
    }
    size_t row_bytes = (size_t)cinfo.output_width * 4;
    if (row_bytes * cinfo.output_height > out_capacity) {
        snprintf(message->text, sizeof message->text, "output buffer of %zu bytes is too small for %ux%u",
                 out_capacity, cinfo.output_width, cinfo.output_height);
        jpeg_destroy_decompress(&cinfo);
        return FS_ERROR_ARGUMENT;
    }
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_components != 4) {
        snprintf(message->text, sizeof message->text, "unexpected %d output components", cinfo.output_components);
        jpeg_destroy_decompress(&cinfo);
        return FS_ERROR_UNSUPPORTED;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = out + row_bytes * cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    *width = (int)cinfo.output_width;
    *height = (int)cinfo.output_height;
    *warnings = (int)err.base.num_warnings;
    jpeg_destroy_decompress(&cinfo);
    return FS_OK;
}
