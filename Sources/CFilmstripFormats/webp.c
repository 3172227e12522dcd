// WebP through libwebp: a still image (lossy, lossless, with or without alpha) or the first frame of an
// animation as WebPAnimDecoder composites it onto the transparent canvas.
#include <stdio.h>
#include <string.h>
#include <webp/decode.h>
#include <webp/demux.h>

#include "filmstrip_formats.h"

static const char *fs_webp_reason(VP8StatusCode code) {
    switch (code) {
    case VP8_STATUS_OUT_OF_MEMORY: return "out of memory";
    case VP8_STATUS_INVALID_PARAM: return "invalid parameter";
    case VP8_STATUS_BITSTREAM_ERROR: return "bitstream error";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "unsupported feature";
    case VP8_STATUS_NOT_ENOUGH_DATA: return "not enough data (truncated WebP)";
    default: return "decoding failed";
    }
}

static fs_status fs_webp_first_frame(const uint8_t *data, size_t size, uint8_t *out, size_t out_capacity,
                                     int *width, int *height, fs_message *message) {
    WebPAnimDecoderOptions options;
    if (!WebPAnimDecoderOptionsInit(&options)) return FS_ERROR_ARGUMENT;
    options.color_mode = MODE_RGBA;
    options.use_threads = 0;
    WebPData webp = {data, size};
    WebPAnimDecoder *decoder = WebPAnimDecoderNew(&webp, &options);
    if (decoder == NULL) {
        snprintf(message->text, sizeof message->text, "invalid animated WebP");
        return FS_ERROR_CORRUPT;
    }
    WebPAnimInfo info;
    uint8_t *frame = NULL;
    int timestamp = 0;
    fs_status status = FS_OK;
    if (!WebPAnimDecoderGetInfo(decoder, &info) || !WebPAnimDecoderGetNext(decoder, &frame, &timestamp) || !frame) {
        snprintf(message->text, sizeof message->text, "cannot decode the first frame of the animation");
        status = FS_ERROR_CORRUPT;
    } else if ((size_t)info.canvas_width * info.canvas_height * 4 > out_capacity) {
        snprintf(message->text, sizeof message->text, "canvas %ux%u is larger than the probed size",
                 info.canvas_width, info.canvas_height);
        status = FS_ERROR_ARGUMENT;
    } else {
        memcpy(out, frame, (size_t)info.canvas_width * info.canvas_height * 4);
        *width = (int)info.canvas_width;
        *height = (int)info.canvas_height;
    }
    WebPAnimDecoderDelete(decoder);
    return status;
}

fs_status fs_webp_decode(const uint8_t *data, size_t size, uint8_t *out, size_t out_capacity,
                         int *width, int *height, fs_message *message) {
    message->text[0] = 0;
    WebPBitstreamFeatures features;
    VP8StatusCode code = WebPGetFeatures(data, size, &features);
    if (code != VP8_STATUS_OK) {
        snprintf(message->text, sizeof message->text, "%s", fs_webp_reason(code));
        return code == VP8_STATUS_UNSUPPORTED_FEATURE ? FS_ERROR_UNSUPPORTED : FS_ERROR_CORRUPT;
    }
    if (features.has_animation) return fs_webp_first_frame(data, size, out, out_capacity, width, height, message);
    size_t needed = (size_t)features.width * (size_t)features.height * 4;
    if (features.width <= 0 || features.height <= 0 || needed > out_capacity) {
        snprintf(message->text, sizeof message->text, "image %dx%d is larger than the probed size",
                 features.width, features.height);
        return FS_ERROR_ARGUMENT;
    }
    if (WebPDecodeRGBAInto(data, size, out, out_capacity, features.width * 4) == NULL) {
        snprintf(message->text, sizeof message->text, "libwebp could not decode the image");
        return FS_ERROR_CORRUPT;
    }
    *width = features.width;
    *height = features.height;
    return FS_OK;
}

fs_status fs_webp_decode_scaled(const uint8_t *data, size_t size, int scaled_width, int scaled_height, uint8_t *out,
                                size_t out_capacity, int *width, int *height, fs_message *message) {
    message->text[0] = 0;
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) return FS_ERROR_ARGUMENT;
    VP8StatusCode code = WebPGetFeatures(data, size, &config.input);
    if (code != VP8_STATUS_OK) {
        snprintf(message->text, sizeof message->text, "%s", fs_webp_reason(code));
        return code == VP8_STATUS_UNSUPPORTED_FEATURE ? FS_ERROR_UNSUPPORTED : FS_ERROR_CORRUPT;
    }
    if (config.input.has_animation) {
        snprintf(message->text, sizeof message->text, "a scaled decode of an animation");
        return FS_ERROR_ARGUMENT;
    }
    size_t needed = (size_t)scaled_width * (size_t)scaled_height * 4;
    if (scaled_width <= 0 || scaled_height <= 0 || scaled_width > config.input.width ||
        scaled_height > config.input.height || needed > out_capacity) {
        snprintf(message->text, sizeof message->text, "cannot scale %dx%d to %dx%d in %zu bytes",
                 config.input.width, config.input.height, scaled_width, scaled_height, out_capacity);
        return FS_ERROR_ARGUMENT;
    }
    config.options.use_scaling = 1;
    config.options.scaled_width = scaled_width;
    config.options.scaled_height = scaled_height;
    config.options.use_threads = 0;
    config.output.colorspace = MODE_RGBA;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = out;
    config.output.u.RGBA.stride = scaled_width * 4;
    config.output.u.RGBA.size = needed;
    code = WebPDecode(data, size, &config);
    WebPFreeDecBuffer(&config.output);
    if (code != VP8_STATUS_OK) {
        snprintf(message->text, sizeof message->text, "%s", fs_webp_reason(code));
        return code == VP8_STATUS_OUT_OF_MEMORY ? FS_ERROR_OUT_OF_MEMORY : FS_ERROR_CORRUPT;
    }
    *width = scaled_width;
    *height = scaled_height;
    return FS_OK;
}
