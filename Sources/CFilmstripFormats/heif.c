// HEIF, HEIC and AVIF through libheif: the primary image, with its irot/imir/clap transforms applied by libheif
// (and no EXIF orientation on top, as the format says), grids assembled by libheif, samples rounded to 8 bits.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libheif/heif.h>

#include "filmstrip_formats.h"

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
        heif_context_free(*context);
        *context = NULL;
        return fs_heif_fail(error, message);
    }
    return FS_OK;
}

fs_status fs_heif_probe(const uint8_t *data, size_t size, fs_heif_info *info, fs_message *message) {
    struct heif_context *context;
    struct heif_image_handle *handle;
    memset(info, 0, sizeof *info);
    fs_status status = fs_heif_open(data, size, &context, &handle, message);
    if (status != FS_OK) return status;
    info->width = heif_image_handle_get_width(handle);
    info->height = heif_image_handle_get_height(handle);
    info->bit_depth = heif_image_handle_get_luma_bits_per_pixel(handle);
    info->has_alpha = heif_image_handle_has_alpha_channel(handle);
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

fs_status fs_heif_decode(const uint8_t *data, size_t size, long long max_pixels, uint8_t *out, size_t out_capacity,
                         int *width, int *height, fs_message *message) {
    struct heif_context *context;
    struct heif_image_handle *handle;
    fs_status status = fs_heif_open(data, size, &context, &handle, message);
    if (status != FS_OK) return status;
    int w = heif_image_handle_get_width(handle), h = heif_image_handle_get_height(handle);
    int bits = heif_image_handle_get_luma_bits_per_pixel(handle);
    int premultiplied = heif_image_handle_is_premultiplied_alpha(handle);
    struct heif_image *image = NULL;
    if (w <= 0 || h <= 0 || (long long)w * h > max_pixels || (size_t)w * (size_t)h * 4 > out_capacity) {
        snprintf(message->text, sizeof message->text, "image size %dx%d is not the probed one or over the limit", w, h);
        status = FS_ERROR_ARGUMENT;
        goto done;
    }
    struct heif_decoding_options *options = heif_decoding_options_alloc();
    enum heif_chroma chroma = bits > 8 ? heif_chroma_interleaved_RRGGBBAA_LE : heif_chroma_interleaved_RGBA;
    struct heif_error error = heif_decode_image(handle, &image, heif_colorspace_RGB, chroma, options);
    heif_decoding_options_free(options);
    if (error.code != heif_error_Ok) {
        status = fs_heif_fail(error, message);
        goto done;
    }
    int stride = 0;
    const uint8_t *plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride);
    int iw = heif_image_get_width(image, heif_channel_interleaved);
    int ih = heif_image_get_height(image, heif_channel_interleaved);
    if (plane == NULL || iw != w || ih != h) {
        snprintf(message->text, sizeof message->text, "decoded image is %dx%d, not the declared %dx%d", iw, ih, w, h);
        status = FS_ERROR_CORRUPT;
        goto done;
    }
    int range = heif_image_get_bits_per_pixel_range(image, heif_channel_interleaved);
    for (int y = 0; y < h; y++) {
        const uint8_t *row = plane + (size_t)y * (size_t)stride;
        uint8_t *target = out + (size_t)y * (size_t)w * 4;
        if (chroma == heif_chroma_interleaved_RGBA) {
            memcpy(target, row, (size_t)w * 4);
        } else {
            // Round, not truncate: v * 255 / (2^bits - 1) to the nearest integer.
            unsigned top = (1u << range) - 1;
            for (int i = 0; i < w * 4; i++) {
                unsigned v = (unsigned)row[2 * i] | (unsigned)row[2 * i + 1] << 8;
                if (v > top) v = top;
                target[i] = (uint8_t)((v * 255 + top / 2) / top);
            }
        }
        if (premultiplied) {
            for (int x = 0; x < w; x++) {
                uint8_t *p = target + x * 4;
                unsigned a = p[3];
                for (int c = 0; c < 3; c++) {
                    unsigned v = a == 0 ? 0 : (p[c] * 255u + a / 2) / a;
                    p[c] = (uint8_t)(v > 255 ? 255 : v);
                }
            }
        }
    }
    *width = w;
    *height = h;
done:
    if (image != NULL) heif_image_release(image);
    heif_image_handle_release(handle);
    heif_context_free(context);
    return status;
}
