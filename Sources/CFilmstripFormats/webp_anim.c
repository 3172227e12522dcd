// Animated WebP through libwebpmux's WebPAnimEncoder: frames are handed over one at a time and the encoder keeps
// what it needs (the previous canvas and the compressed frames so far); the file is assembled at the end.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <webp/encode.h>
#include <webp/mux.h>

#include "filmstrip_formats.h"

struct fs_webp_animation {
    WebPAnimEncoder *encoder;
    WebPConfig config;
    int width, height;
    int frames;
    int last_timestamp;
};

static void fs_webp_animation_message(fs_webp_animation *animation, fs_message *message, const char *fallback) {
    const char *reason = animation->encoder ? WebPAnimEncoderGetError(animation->encoder) : NULL;
    snprintf(message->text, sizeof message->text, "%s", reason && reason[0] ? reason : fallback);
}

fs_status fs_webp_animation_new(int width, int height, int quality, int effort, fs_webp_animation **out,
                                fs_message *message) {
    message->text[0] = 0;
    *out = NULL;
    if (width <= 0 || height <= 0 || width > WEBP_MAX_DIMENSION || height > WEBP_MAX_DIMENSION) {
        snprintf(message->text, sizeof message->text, "%dx%d is beyond WebP's %d pixels a side", width, height,
                 WEBP_MAX_DIMENSION);
        return FS_ERROR_LIMIT;
    }
    if (quality > 100 || effort < 0 || effort > 9) {
        snprintf(message->text, sizeof message->text, "quality %d or effort %d out of range", quality, effort);
        return FS_ERROR_ARGUMENT;
    }
    fs_webp_animation *animation = calloc(1, sizeof *animation);
    if (animation == NULL) return FS_ERROR_OUT_OF_MEMORY;
    animation->width = width;
    animation->height = height;
    animation->last_timestamp = -1;
    if (!WebPConfigInit(&animation->config)) {
        free(animation);
        snprintf(message->text, sizeof message->text, "libwebp version mismatch");
        return FS_ERROR_ARGUMENT;
    }
    if (quality < 0) {
        // Lossless, keeping the colour under transparent pixels so every pixel decodes as it was given.
        WebPConfigLosslessPreset(&animation->config, effort);
        animation->config.exact = 1;
    } else {
        animation->config.quality = (float)quality;
        animation->config.method = effort > 6 ? 6 : effort;
    }
    animation->config.thread_level = 0;  // one thread: the bytes never depend on scheduling
    WebPAnimEncoderOptions options;
    if (!WebPValidateConfig(&animation->config) || !WebPAnimEncoderOptionsInit(&options)) {
        free(animation);
        snprintf(message->text, sizeof message->text, "libwebp rejected the configuration");
        return FS_ERROR_ARGUMENT;
    }
    options.anim_params.loop_count = 0;  // forever, like the APNG
    options.allow_mixed = 0;
    options.minimize_size = 0;
    options.verbose = 0;
    animation->encoder = WebPAnimEncoderNew(width, height, &options);
    if (animation->encoder == NULL) {
        free(animation);
        snprintf(message->text, sizeof message->text, "cannot create the WebP animation encoder");
        return FS_ERROR_OUT_OF_MEMORY;
    }
    *out = animation;
    return FS_OK;
}

fs_status fs_webp_animation_add(fs_webp_animation *animation, const uint8_t *rgba, size_t rgba_size, int timestamp_ms,
                                fs_message *message) {
    message->text[0] = 0;
    if ((size_t)animation->width * (size_t)animation->height * 4 != rgba_size) {
        snprintf(message->text, sizeof message->text, "frame of %zu bytes is not %dx%d RGBA", rgba_size,
                 animation->width, animation->height);
        return FS_ERROR_ARGUMENT;
    }
    if (timestamp_ms <= animation->last_timestamp) {
        snprintf(message->text, sizeof message->text, "frame at %d ms does not follow %d ms", timestamp_ms,
                 animation->last_timestamp);
        return FS_ERROR_ARGUMENT;
    }
    WebPPicture picture;
    if (!WebPPictureInit(&picture)) return FS_ERROR_ARGUMENT;
    picture.width = animation->width;
    picture.height = animation->height;
    picture.use_argb = 1;
    if (!WebPPictureImportRGBA(&picture, rgba, animation->width * 4)) {
        WebPPictureFree(&picture);
        snprintf(message->text, sizeof message->text, "out of memory importing a frame");
        return FS_ERROR_OUT_OF_MEMORY;
    }
    int added = WebPAnimEncoderAdd(animation->encoder, &picture, timestamp_ms, &animation->config);
    WebPPictureFree(&picture);
    if (!added) {
        fs_webp_animation_message(animation, message, "libwebp could not encode the frame");
        return FS_ERROR_CORRUPT;
    }
    animation->frames++;
    animation->last_timestamp = timestamp_ms;
    return FS_OK;
}

// Adds the ICC profile to an assembled file, replacing `data` (freed here in every case).
static fs_status fs_webp_add_profile(WebPData *data, const uint8_t *icc, size_t icc_size, fs_message *message) {
    WebPMux *mux = WebPMuxCreate(data, 0);
    WebPData profile = {icc, icc_size};
    WebPData tagged;
    WebPDataInit(&tagged);
    int ok = mux != NULL && WebPMuxSetChunk(mux, "ICCP", &profile, 0) == WEBP_MUX_OK &&
             WebPMuxAssemble(mux, &tagged) == WEBP_MUX_OK;
    WebPMuxDelete(mux);
    WebPDataClear(data);
    if (!ok) {
        WebPDataClear(&tagged);
        snprintf(message->text, sizeof message->text, "libwebpmux could not add the colour profile");
        return FS_ERROR_CORRUPT;
    }
    *data = tagged;
    return FS_OK;
}

fs_status fs_webp_animation_finish(fs_webp_animation *animation, int end_timestamp_ms, const uint8_t *icc,
                                   size_t icc_size, uint8_t **out, size_t *out_size, fs_message *message) {
    message->text[0] = 0;
    *out = NULL;
    *out_size = 0;
    if (animation->encoder == NULL || animation->frames == 0 || end_timestamp_ms <= animation->last_timestamp) {
        snprintf(message->text, sizeof message->text, "an animation needs a frame and an end after its last frame");
        return FS_ERROR_ARGUMENT;
    }
    // A NULL frame at the end gives the last frame its duration.
    if (!WebPAnimEncoderAdd(animation->encoder, NULL, end_timestamp_ms, NULL)) {
        fs_webp_animation_message(animation, message, "libwebp could not end the animation");
        return FS_ERROR_CORRUPT;
    }
    WebPData data;
    WebPDataInit(&data);
    int assembled = WebPAnimEncoderAssemble(animation->encoder, &data);
    if (!assembled) fs_webp_animation_message(animation, message, "libwebp could not assemble the animation");
    // The encoder's compressed frames are now in `data`: free them before the file is written.
    WebPAnimEncoderDelete(animation->encoder);
    animation->encoder = NULL;
    if (!assembled) {
        WebPDataClear(&data);
        return FS_ERROR_CORRUPT;
    }
    if (icc != NULL && icc_size > 0) {
        fs_status status = fs_webp_add_profile(&data, icc, icc_size, message);
        if (status != FS_OK) return status;
    }
    *out = (uint8_t *)data.bytes;
    *out_size = data.size;
    return FS_OK;
}

void fs_webp_animation_free_output(uint8_t *output) { WebPFree(output); }

void fs_webp_animation_free(fs_webp_animation *animation) {
    if (animation == NULL) return;
    if (animation->encoder) WebPAnimEncoderDelete(animation->encoder);
    free(animation);
}
