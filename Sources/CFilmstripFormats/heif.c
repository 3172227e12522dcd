// HEIF, HEIC and AVIF through libheif: the primary image, with its irot/imir/clap transforms applied by libheif
// (and no EXIF orientation on top, as the format says), grids assembled by libheif, samples rounded to 8 bits.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libheif/heif.h>

#include "filmstrip_formats.h"

// No fused multiply-adds: each product and sum is rounded on its own, so x86-64 and arm64 (which has fused
// instructions) give the same bits (Scripts/check-arm64-identity.sh). The STDC pragma is C's spelling, the clang one
// also covers what clang would contract across statements.
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

static pthread_once_t fs_heif_once = PTHREAD_ONCE_INIT;

static void fs_heif_initialise(void) { heif_init(NULL); }

static fs_status fs_heif_fail(struct heif_error error, fs_message *message) {
    snprintf(message->text, sizeof message->text, "%s", error.message ? error.message : "libheif error");
    switch (error.code) {
    case heif_error_Unsupported_filetype:
    case heif_error_Unsupported_feature:
        return FS_ERROR_UNSUPPORTED;
    case heif_error_Memory_allocation_error:
        return FS_ERROR_OUT_OF_MEMORY;
    default:
        return FS_ERROR_CORRUPT;
    }
}

// Opens the file's primary image; on success the caller releases both.
static fs_status fs_heif_open(const uint8_t *data, size_t size, struct heif_context **context,
                              struct heif_image_handle **handle, fs_message *message) {
    pthread_once(&fs_heif_once, fs_heif_initialise);
    message->text[0] = 0;
    *handle = NULL;
    *context = heif_context_alloc();
    if (*context == NULL) return FS_ERROR_OUT_OF_MEMORY;
    struct heif_error error = heif_context_read_from_memory_without_copy(*context, data, size, NULL);
    if (error.code == heif_error_Ok) error = heif_context_get_primary_image_handle(*context, handle);
    if (error.code != heif_error_Ok) {
        // The error's message belongs to the context: copied before the context is freed.
        fs_status status = fs_heif_fail(error, message);
        heif_context_free(*context);
        *context = NULL;
        return status;
    }
    return FS_OK;
}

fs_status fs_heif_probe(const uint8_t *data, size_t size, fs_heif_info *info, fs_message *message) {
    struct heif_context *context;
    struct heif_image_handle *handle;
    memset(info, 0, sizeof *info);
    fs_status status = fs_heif_open(data, size, &context, &handle, message);
    if (status != FS_OK) return status;
    status = fs_heif_check_coded_layout(data, size, &info->chroma, message);
    if (status != FS_OK) {
        heif_image_handle_release(handle);
        heif_context_free(context);
        return status;
    }
    info->width = heif_image_handle_get_width(handle);
    info->height = heif_image_handle_get_height(handle);
    info->bit_depth = heif_image_handle_get_luma_bits_per_pixel(handle);
    info->has_alpha = heif_image_handle_has_alpha_channel(handle);
    info->codec_only = !info->has_alpha && fs_heif_codec_eligible(data, size);
    // With both an ICC and an nclx box, the ICC profile describes the colours; nclx then only gives the matrix.
    size_t icc_size = heif_image_handle_get_raw_color_profile_size(handle);
    struct heif_color_profile_nclx *nclx = NULL;
    if (icc_size > 0) {
        info->icc = malloc(icc_size);
        if (info->icc == NULL) {
            status = FS_ERROR_OUT_OF_MEMORY;
        } else if (heif_image_handle_get_raw_color_profile(handle, info->icc).code == heif_error_Ok) {
            info->profile = FS_HEIF_PROFILE_ICC;
            info->icc_size = icc_size;
        } else {
            free(info->icc);
            info->icc = NULL;
        }
    } else if (heif_image_handle_get_nclx_color_profile(handle, &nclx).code == heif_error_Ok && nclx != NULL) {
        info->profile = FS_HEIF_PROFILE_NCLX;
        info->nclx_primaries = (int)nclx->color_primaries;
        info->nclx_transfer = (int)nclx->transfer_characteristics;
        info->nclx_chromaticities = (fs_chromaticities){
            nclx->color_primary_white_x, nclx->color_primary_white_y, nclx->color_primary_red_x,
            nclx->color_primary_red_y, nclx->color_primary_green_x, nclx->color_primary_green_y,
            nclx->color_primary_blue_x, nclx->color_primary_blue_y};
        heif_nclx_color_profile_free(nclx);
    }
    heif_image_handle_release(handle);
    heif_context_free(context);
    if (info->width <= 0 || info->height <= 0) {
        snprintf(message->text, sizeof message->text, "primary image has no size (missing ispe)");
        return FS_ERROR_CORRUPT;
    }
    return status;
}

// One decoded image and how to read RGBA rows from it: either libheif's interleaved RGBA (8 bits, or 16 bits
// little-endian for deeper images) or, for a reduced read, the decoder's own Y'CbCr planes, converted here a row
// at a time so that no full-size RGB image is ever made.
typedef struct {
    struct heif_image *image;
    fs_heif_codec_picture codec;  // the codec's own picture when decoded without libheif (codec.owner set)
    int width, height;
    int interleaved;       // 1: RGBA from libheif; 0: Y'CbCr or monochrome planes
    int premultiplied;
    const uint8_t *planes[4];  // interleaved, or Y, Cb, Cr, alpha (NULL when absent)
    int strides[4];
    int ranges[4];             // significant bits per sample of each plane
    int wide[4];               // 1 when a plane stores 16-bit samples
    int chroma_shift_x, chroma_shift_y;  // 4:2:0 is 1, 1; 4:2:2 is 1, 0; 4:4:4 is 0, 0
    int monochrome;
    double kr, kb;         // the matrix's luma weights (H.273); identity when kr is 0 and kb is 0
    int identity;          // matrix 0: the planes are G, B, R
    int full_range;
} fs_heif_rows;

static unsigned fs_heif_sample(const fs_heif_rows *rows, int plane, int x, int y) {
    const uint8_t *row = rows->planes[plane] + (size_t)y * (size_t)rows->strides[plane];
    return rows->wide[plane] ? (unsigned)row[2 * x] | (unsigned)row[2 * x + 1] << 8 : row[x];
}

static uint8_t fs_heif_to_byte(double value) {
    double scaled = value * 255.0 + 0.5;
    return scaled <= 0 ? 0 : scaled >= 255 ? 255 : (uint8_t)scaled;
}

// H.273's luma weights for the matrix coefficients code points Filmstrip meets; others are taken as BT.601,
// which is also libheif's choice for a file that names none.
static void fs_heif_matrix(fs_heif_rows *rows, int matrix) {
    switch (matrix) {
    case 0: rows->identity = 1; break;
    case 1: rows->kr = 0.2126; rows->kb = 0.0722; break;
    case 4: rows->kr = 0.30; rows->kb = 0.11; break;
    case 7: rows->kr = 0.212; rows->kb = 0.087; break;
    case 9: case 10: rows->kr = 0.2627; rows->kb = 0.0593; break;
    default: rows->kr = 0.299; rows->kb = 0.114; break;
    }
}

// Row `y` as 8-bit straight-alpha RGBA in `out` (`width * 4` bytes).
static void fs_heif_row(const fs_heif_rows *rows, int y, uint8_t *out) {
    int w = rows->width;
    if (rows->interleaved) {
        const uint8_t *row = rows->planes[0] + (size_t)y * (size_t)rows->strides[0];
        if (!rows->wide[0]) {
            memcpy(out, row, (size_t)w * 4);
        } else {
            // Round, not truncate: v * 255 / (2^bits - 1) to the nearest integer.
            unsigned top = (1u << rows->ranges[0]) - 1;
            for (int i = 0; i < w * 4; i++) {
                unsigned v = (unsigned)row[2 * i] | (unsigned)row[2 * i + 1] << 8;
                if (v > top) v = top;
                out[i] = (uint8_t)((v * 255 + top / 2) / top);
            }
        }
    } else {
        double top = (double)((1u << rows->ranges[0]) - 1);
        double unit = (double)(1u << (rows->ranges[0] - 8));
        double half = (double)(1u << (rows->ranges[0] - 1));
        double kg = 1.0 - rows->kr - rows->kb;
        int cy = y >> rows->chroma_shift_y;
        for (int x = 0; x < w; x++) {
            double luma = fs_heif_sample(rows, 0, x, y);
            double l = rows->full_range ? luma / top : (luma - 16 * unit) / (219 * unit);
            uint8_t *o = out + (size_t)x * 4;
            if (rows->monochrome) {
                o[0] = o[1] = o[2] = fs_heif_to_byte(l);
            } else {
                int cx = x >> rows->chroma_shift_x;
                double cb = fs_heif_sample(rows, 1, cx, cy), cr = fs_heif_sample(rows, 2, cx, cy);
                if (rows->identity) {
                    double scale = rows->full_range ? top : 219 * unit, offset = rows->full_range ? 0 : 16 * unit;
                    o[0] = fs_heif_to_byte((cr - offset) / scale);
                    o[1] = fs_heif_to_byte(l);
                    o[2] = fs_heif_to_byte((cb - offset) / scale);
                } else {
                    double pb = rows->full_range ? (cb - half) / top : (cb - half) / (224 * unit);
                    double pr = rows->full_range ? (cr - half) / top : (cr - half) / (224 * unit);
                    double r = l + 2 * (1 - rows->kr) * pr;
                    double b = l + 2 * (1 - rows->kb) * pb;
                    o[0] = fs_heif_to_byte(r);
                    o[1] = fs_heif_to_byte((l - rows->kr * r - rows->kb * b) / kg);
                    o[2] = fs_heif_to_byte(b);
                }
            }
            if (rows->planes[3] != NULL) {
                unsigned a = fs_heif_sample(rows, 3, x, y), atop = (1u << rows->ranges[3]) - 1;
                o[3] = (uint8_t)((a * 255 + atop / 2) / atop);
            } else {
                o[3] = 255;
            }
        }
    }
    if (rows->premultiplied) {
        for (int x = 0; x < w; x++) {
            uint8_t *p = out + (size_t)x * 4;
            unsigned a = p[3];
            for (int c = 0; c < 3; c++) {
                unsigned v = a == 0 ? 0 : (p[c] * 255u + a / 2) / a;
                p[c] = (uint8_t)(v > 255 ? 255 : v);
            }
        }
    }
}

// Takes the planes of a picture decoded by its codec alone (fs_heif_codec_decode): its colours from the file's nclx
// box when it has one, as libheif gives them, else from the stream. -1 when its size is not the declared one.
static int fs_heif_take_codec_planes(fs_heif_rows *rows, const struct heif_image_handle *handle) {
    fs_heif_codec_picture *picture = &rows->codec;
    if (picture->width != rows->width || picture->height != rows->height) return -1;
    rows->monochrome = picture->chroma == 0;
    rows->chroma_shift_x = picture->chroma == 1 || picture->chroma == 2;
    rows->chroma_shift_y = picture->chroma == 1;
    for (int i = 0; i < (rows->monochrome ? 1 : 3); i++) {
        rows->planes[i] = picture->planes[i];
        rows->strides[i] = picture->strides[i];
        rows->ranges[i] = picture->bits[i];
        rows->wide[i] = picture->bits[i] > 8;
    }
    struct heif_color_profile_nclx *nclx = NULL;
    int matrix = picture->matrix;
    rows->full_range = picture->full_range != 0;
    if (heif_image_handle_get_nclx_color_profile(handle, &nclx).code == heif_error_Ok && nclx != NULL) {
        matrix = (int)nclx->matrix_coefficients;
        rows->full_range = nclx->full_range_flag != 0;
        heif_nclx_color_profile_free(nclx);
    }
    fs_heif_matrix(rows, matrix);
    return 1;
}

// Takes the planes of a decoded image; 0 when it is not in a layout read here (then the caller asks libheif for
// RGBA instead), -1 when its luma plane is not the declared size.
static int fs_heif_take_planes(fs_heif_rows *rows, const struct heif_image_handle *handle) {
    struct heif_image *image = rows->image;
    enum heif_colorspace space = heif_image_get_colorspace(image);
    enum heif_chroma chroma = heif_image_get_chroma_format(image);
    if (space == heif_colorspace_monochrome && chroma == heif_chroma_monochrome) {
        rows->monochrome = 1;
    } else if (space == heif_colorspace_YCbCr && chroma == heif_chroma_420) {
        rows->chroma_shift_x = rows->chroma_shift_y = 1;
    } else if (space == heif_colorspace_YCbCr && chroma == heif_chroma_422) {
        rows->chroma_shift_x = 1;
    } else if (!(space == heif_colorspace_YCbCr && chroma == heif_chroma_444)) {
        return 0;
    }
    enum heif_channel channels[4] = {heif_channel_Y, heif_channel_Cb, heif_channel_Cr, heif_channel_Alpha};
    for (int i = 0; i < 4; i++) {
        if ((rows->monochrome && (i == 1 || i == 2)) || !heif_image_has_channel(image, channels[i])) continue;
        rows->planes[i] = heif_image_get_plane_readonly(image, channels[i], &rows->strides[i]);
        rows->ranges[i] = heif_image_get_bits_per_pixel_range(image, channels[i]);
        rows->wide[i] = heif_image_get_bits_per_pixel(image, channels[i]) > 8;
        if (rows->planes[i] == NULL || rows->ranges[i] < 8 || rows->ranges[i] > 16) return 0;
        int pw = heif_image_get_width(image, channels[i]), ph = heif_image_get_height(image, channels[i]);
        if (i == 0 && (pw != rows->width || ph != rows->height)) return -1;
        int chroma_plane = i == 1 || i == 2;
        int want_w = chroma_plane ? (rows->width + (1 << rows->chroma_shift_x) - 1) >> rows->chroma_shift_x
                                  : rows->width;
        int want_h = chroma_plane ? (rows->height + (1 << rows->chroma_shift_y) - 1) >> rows->chroma_shift_y
                                  : rows->height;
        if (pw < want_w || ph < want_h) return 0;
    }
    if (rows->planes[0] == NULL || (!rows->monochrome && (rows->planes[1] == NULL || rows->planes[2] == NULL))) {
        return 0;
    }
    struct heif_color_profile_nclx *nclx = NULL;
    rows->full_range = 1;
    int matrix = 6;
    if ((heif_image_get_nclx_color_profile(image, &nclx).code == heif_error_Ok && nclx != NULL) ||
        (heif_image_handle_get_nclx_color_profile(handle, &nclx).code == heif_error_Ok && nclx != NULL)) {
        matrix = (int)nclx->matrix_coefficients;
        rows->full_range = nclx->full_range_flag != 0;
        heif_nclx_color_profile_free(nclx);
    }
    fs_heif_matrix(rows, matrix);
    return 1;
}

fs_status fs_heif_decode_reduced(const uint8_t *data, size_t size, long long max_pixels, int factor, int planar,
                                 uint8_t *out, size_t out_capacity, int *width, int *height, fs_message *message) {
    struct heif_context *context;
    struct heif_image_handle *handle;
    if (factor != 1 && factor != 2 && factor != 4 && factor != 8) {
        snprintf(message->text, sizeof message->text, "reduction 1/%d is not one of 1, 1/2, 1/4, 1/8", factor);
        return FS_ERROR_ARGUMENT;
    }
    fs_status status = fs_heif_check_coded_sizes(data, size, message);
    if (status != FS_OK) return status;
    status = fs_heif_open(data, size, &context, &handle, message);
    if (status != FS_OK) return status;
    fs_heif_rows rows;
    memset(&rows, 0, sizeof rows);
    uint8_t *row = NULL;
    uint32_t *sums = NULL;
    int w = heif_image_handle_get_width(handle), h = heif_image_handle_get_height(handle);
    int out_width = (w + factor - 1) / factor, out_height = (h + factor - 1) / factor;
    if (w <= 0 || h <= 0 || (long long)w * h > max_pixels || (size_t)out_width * (size_t)out_height * 4 > out_capacity) {
        snprintf(message->text, sizeof message->text, "image size %dx%d is not the probed one or over the limit", w, h);
        status = FS_ERROR_ARGUMENT;
        goto done;
    }
    rows.width = w;
    rows.height = h;
    rows.premultiplied = heif_image_handle_is_premultiplied_alpha(handle);
    struct heif_decoding_options *options = heif_decoding_options_alloc();
    struct heif_error error = {heif_error_Ok, heif_suberror_Unspecified, NULL};
    // A reduced read of a plain coded image (no grid, transform or alpha) goes straight through its codec (see
    // heif_codec.c); anything the codec path does not take, or fails on, is decoded by libheif as before.
    if (planar == 1 && !heif_image_handle_has_alpha_channel(handle)) {
        fs_message codec_message;
        if (fs_heif_codec_decode(data, size, max_pixels, &rows.codec, &codec_message) == FS_OK) {
            if (fs_heif_take_codec_planes(&rows, handle) != 1) {
                snprintf(message->text, sizeof message->text, "decoded image is %dx%d, not the declared %dx%d",
                         rows.codec.width, rows.codec.height, w, h);
                status = FS_ERROR_CORRUPT;
            }
        }
    }
    // A reduced read takes the decoder's planes as they are: libheif's RGBA would be a second full-size image.
    if (planar && rows.codec.owner == NULL) {
        error = heif_decode_image(handle, &rows.image, heif_colorspace_undefined, heif_chroma_undefined, options);
        int taken = error.code == heif_error_Ok ? fs_heif_take_planes(&rows, handle) : 1;
        if (taken == -1) {
            snprintf(message->text, sizeof message->text, "decoded image is %dx%d, not the declared %dx%d",
                     heif_image_get_width(rows.image, heif_channel_Y),
                     heif_image_get_height(rows.image, heif_channel_Y), w, h);
            status = FS_ERROR_CORRUPT;
        } else if (taken == 0) {
            heif_image_release(rows.image);
            rows.image = NULL;
        }
    }
    if (error.code == heif_error_Ok && status == FS_OK && rows.image == NULL && rows.codec.owner == NULL) {
        int bits = heif_image_handle_get_luma_bits_per_pixel(handle);
        enum heif_chroma chroma = bits > 8 ? heif_chroma_interleaved_RRGGBBAA_LE : heif_chroma_interleaved_RGBA;
        error = heif_decode_image(handle, &rows.image, heif_colorspace_RGB, chroma, options);
        if (error.code == heif_error_Ok) {
            rows.interleaved = 1;
            rows.planes[0] = heif_image_get_plane_readonly(rows.image, heif_channel_interleaved, &rows.strides[0]);
            rows.ranges[0] = heif_image_get_bits_per_pixel_range(rows.image, heif_channel_interleaved);
            rows.wide[0] = chroma != heif_chroma_interleaved_RGBA;
            int iw = heif_image_get_width(rows.image, heif_channel_interleaved);
            int ih = heif_image_get_height(rows.image, heif_channel_interleaved);
            if (rows.planes[0] == NULL || iw != w || ih != h) {
                snprintf(message->text, sizeof message->text, "decoded image is %dx%d, not the declared %dx%d", iw,
                         ih, w, h);
                status = FS_ERROR_CORRUPT;
            }
        }
    }
    heif_decoding_options_free(options);
    if (error.code != heif_error_Ok) {
        status = fs_heif_fail(error, message);
        goto done;
    }
    if (status != FS_OK) goto done;
    if (factor == 1) {
        for (int y = 0; y < h; y++) fs_heif_row(&rows, y, out + (size_t)y * (size_t)w * 4);
    } else {
        row = malloc((size_t)w * 4);
        sums = calloc((size_t)out_width * 4, sizeof(uint32_t));
        if (row == NULL || sums == NULL) {
            snprintf(message->text, sizeof message->text, "out of memory");
            status = FS_ERROR_OUT_OF_MEMORY;
            goto done;
        }
        int block_rows = 0;
        for (int y = 0; y < h; y++) {
            fs_heif_row(&rows, y, row);
            fs_reduce_accumulate(sums, row, (uint32_t)w, factor);
            block_rows++;
            if (block_rows == factor || y + 1 == h) {
                fs_reduce_emit(sums, out + (size_t)(y / factor) * (size_t)out_width * 4, (uint32_t)w, out_width,
                               factor, (uint32_t)block_rows);
                block_rows = 0;
            }
        }
    }
    *width = out_width;
    *height = out_height;
done:
    free(row);
    free(sums);
    if (rows.image != NULL) heif_image_release(rows.image);
    if (rows.codec.owner != NULL) fs_heif_codec_release(&rows.codec);
    heif_image_handle_release(handle);
    heif_context_free(context);
    return status;
}

fs_status fs_heif_decode(const uint8_t *data, size_t size, long long max_pixels, uint8_t *out, size_t out_capacity,
                         int *width, int *height, fs_message *message) {
    return fs_heif_decode_reduced(data, size, max_pixels, 1, 0, out, out_capacity, width, height, message);
}
