// A HEIF/AVIF primary image decoded straight through its codec, libde265 for HEVC and dav1d for AV1, from the item's
// bytes that heif_stream.c locates. For a thumbnail only the codec's own planes are needed: libheif 1.15 copies them
// into an image of its own and, asked for no colour space, converts a Y'CbCr copy to planar RGB (for 100 megapixels
// of 4:2:0, 150 MB and then 300 MB more), which heif.c's row reader does not take, so it decoded again to RGBA; and
// libheif runs dav1d with frame threads, whose whole-frame buffers took 580 MB.
// Here the codec runs on the calling thread and its planes are read in place.
#include <dav1d/dav1d.h>
#include <libde265/de265.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filmstrip_formats.h"

#define FS_FOURCC(a, b, c, d) ((uint32_t)(a) << 24 | (uint32_t)(b) << 16 | (uint32_t)(c) << 8 | (uint32_t)(d))

static uint32_t fs_codec_be(const uint8_t *p, int bytes) {
    uint32_t value = 0;
    for (int i = 0; i < bytes; i++) value = value << 8 | p[i];
    return value;
}

// Pushes the NAL units of an hvcC's arrays, then the item's length-prefixed ones. 0 when a length runs past its box.
static int fs_hevc_push(de265_decoder_context *decoder, const uint8_t *config, size_t config_size,
                        const uint8_t *coded, size_t coded_size) {
    if (config_size < 23) return 0;
    int length_bytes = (config[21] & 3) + 1;
    size_t position = 23;
    for (int a = 0, arrays = config[22]; a < arrays; a++) {
        if (position + 3 > config_size) return 0;
        int count = (int)fs_codec_be(config + position + 1, 2);
        position += 3;
        for (int n = 0; n < count; n++) {
            if (position + 2 > config_size) return 0;
            size_t length = fs_codec_be(config + position, 2);
            position += 2;
            if (length > config_size - position) return 0;
            if (!de265_isOK(de265_push_NAL(decoder, config + position, (int)length, 0, NULL))) return 0;
            position += length;
        }
    }
    for (position = 0; position + (size_t)length_bytes <= coded_size;) {
        size_t length = fs_codec_be(coded + position, length_bytes);
        position += (size_t)length_bytes;
        if (length > coded_size - position || length > 0x7FFFFFFF) return 0;
        if (!de265_isOK(de265_push_NAL(decoder, coded + position, (int)length, 0, NULL))) return 0;
        position += length;
    }
    return 1;
}

static fs_status fs_hevc_decode(const uint8_t *config, size_t config_size, const uint8_t *coded, size_t coded_size,
                                fs_heif_codec_picture *picture, fs_message *message) {
    // No worker threads: libde265 then filters in place, where with threads it makes a second full-size picture.
    de265_decoder_context *decoder = de265_new_decoder();
    if (decoder == NULL) return FS_ERROR_OUT_OF_MEMORY;
    picture->owner = decoder;
    if (!fs_hevc_push(decoder, config, config_size, coded, coded_size) || !de265_isOK(de265_flush_data(decoder))) {
        snprintf(message->text, sizeof message->text, "damaged HEVC data");
        return FS_ERROR_CORRUPT;
    }
    const struct de265_image *image = NULL;
    int more = 1;
    while (more && image == NULL) {
        de265_error error = de265_decode(decoder, &more);
        if (error == DE265_ERROR_WAITING_FOR_INPUT_DATA) break;
        if (!de265_isOK(error)) {
            snprintf(message->text, sizeof message->text, "HEVC: %s", de265_get_error_text(error));
            return error == DE265_ERROR_OUT_OF_MEMORY ? FS_ERROR_OUT_OF_MEMORY : FS_ERROR_CORRUPT;
        }
        image = de265_get_next_picture(decoder);
    }
    if (image == NULL) image = de265_get_next_picture(decoder);
    if (image == NULL) {
        snprintf(message->text, sizeof message->text, "HEVC data holds no picture");
        return FS_ERROR_CORRUPT;
    }
    enum de265_chroma chroma = de265_get_chroma_format(image);
    picture->chroma = chroma == de265_chroma_mono  ? 0
                      : chroma == de265_chroma_420 ? 1
                      : chroma == de265_chroma_422 ? 2
                                                   : 3;
    picture->width = de265_get_image_width(image, 0);
    picture->height = de265_get_image_height(image, 0);
    for (int c = 0; c < (picture->chroma == 0 ? 1 : 3); c++) {
        picture->planes[c] = de265_get_image_plane(image, c, &picture->strides[c]);
        picture->bits[c] = de265_get_bits_per_pixel(image, c);
        if (picture->planes[c] == NULL) {
            snprintf(message->text, sizeof message->text, "HEVC picture lacks a plane");
            return FS_ERROR_CORRUPT;
        }
    }
    picture->matrix = de265_get_image_matrix_coefficients(image);
    picture->full_range = de265_get_image_full_range_flag(image);
    return FS_OK;
}

static void fs_av1_keep(const uint8_t *data, void *cookie) {
    (void)data;
    (void)cookie;
}

static fs_status fs_av1_decode(const uint8_t *coded, size_t coded_size, long long max_pixels,
                               fs_heif_codec_picture *picture, fs_message *message) {
    Dav1dSettings settings;
    dav1d_default_settings(&settings);
    // One thread and no frame delay: dav1d's frame threads keep whole-frame coefficient buffers besides the picture.
    settings.n_threads = 1;
    settings.max_frame_delay = 1;
    settings.all_layers = 0;
    settings.frame_size_limit = max_pixels > 0 && max_pixels < 0xFFFFFFFFLL ? (unsigned)max_pixels : 0;
    Dav1dContext *decoder = NULL;
    if (dav1d_open(&decoder, &settings) < 0 || decoder == NULL) return FS_ERROR_OUT_OF_MEMORY;
    picture->owner = decoder;
    Dav1dPicture *frame = calloc(1, sizeof(Dav1dPicture));
    if (frame == NULL) return FS_ERROR_OUT_OF_MEMORY;
    picture->frame = frame;
    Dav1dData data;
    memset(&data, 0, sizeof data);
    if (dav1d_data_wrap(&data, coded, coded_size, fs_av1_keep, NULL) < 0) return FS_ERROR_OUT_OF_MEMORY;
    int result = DAV1D_ERR(EAGAIN), sends = 0;
    while (result == DAV1D_ERR(EAGAIN) && sends++ < 1000) {
        if (data.sz > 0) {
            int sent = dav1d_send_data(decoder, &data);
            if (sent < 0 && sent != DAV1D_ERR(EAGAIN)) {
                result = sent;
                break;
            }
        }
        result = dav1d_get_picture(decoder, frame);
        if (result == DAV1D_ERR(EAGAIN) && data.sz == 0) break;
    }
    if (data.sz > 0) dav1d_data_unref(&data);
    if (result < 0) {
        snprintf(message->text, sizeof message->text, "AV1: %s",
                 result == DAV1D_ERR(EAGAIN) ? "the data holds no picture" : "damaged data or not enough memory");
        return result == DAV1D_ERR(ENOMEM) ? FS_ERROR_OUT_OF_MEMORY : FS_ERROR_CORRUPT;
    }
    enum Dav1dPixelLayout layout = frame->p.layout;
    picture->chroma = layout == DAV1D_PIXEL_LAYOUT_I400 ? 0 : layout == DAV1D_PIXEL_LAYOUT_I420 ? 1
                      : layout == DAV1D_PIXEL_LAYOUT_I422 ? 2 : 3;
    picture->width = frame->p.w;
    picture->height = frame->p.h;
    for (int c = 0; c < (picture->chroma == 0 ? 1 : 3); c++) {
        picture->planes[c] = frame->data[c];
        picture->strides[c] = (int)frame->stride[c == 0 ? 0 : 1];
        picture->bits[c] = frame->p.bpc;
    }
    picture->matrix = frame->seq_hdr != NULL ? (int)frame->seq_hdr->mtrx : 2;
    picture->full_range = frame->seq_hdr != NULL ? frame->seq_hdr->color_range : 0;
    return FS_OK;
}

// The primary item when it can be decoded through its codec alone: a plain coded image of 8-bit samples. Deeper
// ones go through libheif, whose conversion of them this would not repeat to the bit (a level off in some pixels),
// so that no thumbnail changes.
static int fs_heif_codec_item(const uint8_t *data, size_t size, uint32_t *codec, const uint8_t **config,
                              size_t *config_size, const uint8_t **coded, size_t *coded_size) {
    if (!fs_heif_primary_coded_item(data, size, codec, config, config_size, coded, coded_size)) return 0;
    const uint8_t *c = *config;
    return *codec == FS_FOURCC('h', 'v', 'c', '1')
               ? *config_size >= 19 && (c[17] & 7) == 0 && (c[18] & 7) == 0
               : *config_size >= 3 && (c[2] & 0x40) == 0;
}

int fs_heif_codec_eligible(const uint8_t *data, size_t size) {
    uint32_t codec;
    const uint8_t *config, *coded;
    size_t config_size, coded_size;
    return fs_heif_codec_item(data, size, &codec, &config, &config_size, &coded, &coded_size);
}

fs_status fs_heif_codec_decode(const uint8_t *data, size_t size, long long max_pixels,
                               fs_heif_codec_picture *picture, fs_message *message) {
    memset(picture, 0, sizeof *picture);
    uint32_t codec;
    const uint8_t *config, *coded;
    size_t config_size, coded_size;
    if (!fs_heif_codec_item(data, size, &codec, &config, &config_size, &coded, &coded_size)) {
        return FS_ERROR_UNSUPPORTED;
    }
    picture->codec = codec;
    fs_status status = codec == FS_FOURCC('h', 'v', 'c', '1')
                           ? fs_hevc_decode(config, config_size, coded, coded_size, picture, message)
                           : fs_av1_decode(coded, coded_size, max_pixels, picture, message);
    if (status == FS_OK && (picture->width <= 0 || picture->height <= 0 ||
                            (long long)picture->width * picture->height > max_pixels)) {
        snprintf(message->text, sizeof message->text, "decoded picture is %dx%d", picture->width, picture->height);
        status = FS_ERROR_CORRUPT;
    }
    for (int c = 0; status == FS_OK && c < (picture->chroma == 0 ? 1 : 3); c++) {
        if (picture->bits[c] != 8) {
            snprintf(message->text, sizeof message->text, "%d-bit samples", picture->bits[c]);
            status = FS_ERROR_UNSUPPORTED;
        }
    }
    if (status != FS_OK) fs_heif_codec_release(picture);
    return status;
}

void fs_heif_codec_release(fs_heif_codec_picture *picture) {
    if (picture->codec == FS_FOURCC('h', 'v', 'c', '1')) {
        if (picture->owner != NULL) de265_free_decoder(picture->owner);
    } else if (picture->owner != NULL) {
        if (picture->frame != NULL) dav1d_picture_unref(picture->frame);
        Dav1dContext *decoder = picture->owner;
        dav1d_close(&decoder);
    }
    free(picture->frame);
    memset(picture, 0, sizeof *picture);
}
