// Colour management through lcms2: source profiles (embedded ICC, or built from primaries and a tone curve) to
// the output space (sRGB or Display P3), converting 8-bit pixels in place.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <lcms2.h>

#include "filmstrip_formats.h"

// lcms2 reports errors through one global callback; each thread keeps the last message it caused.
static _Thread_local char fs_lcms_error[FS_MESSAGE_CAPACITY];
static pthread_once_t fs_lcms_once = PTHREAD_ONCE_INIT;

static void fs_lcms_log(cmsContext context, cmsUInt32Number code, const char *text) {
    (void)context;
    (void)code;
    snprintf(fs_lcms_error, sizeof fs_lcms_error, "%s", text);
}

static void fs_lcms_install_handler(void) { cmsSetLogErrorHandler(fs_lcms_log); }

static void fs_lcms_begin(fs_message *message) {
    pthread_once(&fs_lcms_once, fs_lcms_install_handler);
    fs_lcms_error[0] = 0;
    message->text[0] = 0;
}

static fs_status fs_lcms_fail(fs_message *message, const char *what) {
    if (fs_lcms_error[0]) {
        snprintf(message->text, sizeof message->text, "%s: %s", what, fs_lcms_error);
    } else {
        snprintf(message->text, sizeof message->text, "%s", what);
    }
    return FS_ERROR_CORRUPT;
}

static fs_color_space fs_space_of(cmsHPROFILE profile) {
    switch (cmsGetColorSpace(profile)) {
    case cmsSigRgbData: return FS_COLOR_SPACE_RGB;
    case cmsSigGrayData: return FS_COLOR_SPACE_GRAY;
    case cmsSigCmykData: return FS_COLOR_SPACE_CMYK;
    default: return FS_COLOR_SPACE_OTHER;
    }
}

fs_status fs_icc_profile_info(const uint8_t *icc, size_t size, fs_color_space *space, char *description,
                              size_t capacity, fs_message *message) {
    fs_lcms_begin(message);
    if (capacity > 0) description[0] = 0;
    cmsHPROFILE profile = cmsOpenProfileFromMem(icc, (cmsUInt32Number)size);
    if (profile == NULL) return fs_lcms_fail(message, "damaged ICC profile");
    *space = fs_space_of(profile);
    if (capacity > 0) cmsGetProfileInfoASCII(profile, cmsInfoDescription, "en", "US", description, (cmsUInt32Number)capacity);
    cmsCloseProfile(profile);
    return FS_OK;
}

// The sRGB tone curve as an lcms2 parametric curve of type 4 (ICC function 3: g, a, b, c, d): Y = (aX + b)^g from d up, cX below.
static cmsToneCurve *fs_srgb_curve(void) {
    const cmsFloat64Number params[5] = {2.4, 1.0 / 1.055, 0.055 / 1.055, 1.0 / 12.92, 0.04045};
    return cmsBuildParametricToneCurve(NULL, 4, params);
}

static cmsToneCurve *fs_curve(fs_transfer transfer, double gamma) {
    switch (transfer) {
    case FS_TRANSFER_SRGB: return fs_srgb_curve();
    case FS_TRANSFER_GAMMA: return cmsBuildGamma(NULL, gamma);
    case FS_TRANSFER_LINEAR: return cmsBuildGamma(NULL, 1.0);
    case FS_TRANSFER_BT709: {
        const cmsFloat64Number params[5] = {1.0 / 0.45, 1.0 / 1.099, 0.099 / 1.099, 1.0 / 4.5, 0.081};
        return cmsBuildParametricToneCurve(NULL, 4, params);
    }
    }
    return NULL;
}

static cmsHPROFILE fs_rgb_profile(const fs_chromaticities *c, fs_transfer transfer, double gamma, const char *name) {
    cmsCIExyY white = {c->white_x, c->white_y, 1.0};
    cmsCIExyYTRIPLE primaries = {{c->red_x, c->red_y, 1.0}, {c->green_x, c->green_y, 1.0}, {c->blue_x, c->blue_y, 1.0}};
    cmsToneCurve *curve = fs_curve(transfer, gamma);
    if (curve == NULL) return NULL;
    cmsToneCurve *curves[3] = {curve, curve, curve};
    cmsHPROFILE profile = cmsCreateRGBProfile(&white, &primaries, curves);
    cmsFreeToneCurve(curve);
    if (profile != NULL && name != NULL) {
        cmsMLU *text = cmsMLUalloc(NULL, 1);
        if (text != NULL) {
            cmsMLUsetASCII(text, "en", "US", name);
            cmsWriteTag(profile, cmsSigProfileDescriptionTag, text);
            cmsMLUfree(text);
        }
    }
    return profile;
}

static const fs_chromaticities fs_display_p3 = {0.3127, 0.3290, 0.680, 0.320, 0.265, 0.690, 0.150, 0.060};

static cmsHPROFILE fs_output_profile(fs_color_output output) {
    if (output == FS_COLOR_OUTPUT_DISPLAY_P3) {
        cmsHPROFILE profile = fs_rgb_profile(&fs_display_p3, FS_TRANSFER_SRGB, 0, "Display P3");
        if (profile != NULL) {
            cmsMLU *text = cmsMLUalloc(NULL, 1);
            if (text != NULL) {
                cmsMLUsetASCII(text, "en", "US", "No copyright, use freely");
                cmsWriteTag(profile, cmsSigCopyrightTag, text);
                cmsMLUfree(text);
            }
        }
        return profile;
    }
    return cmsCreate_sRGBProfile();
}

static fs_status fs_make_transform(cmsHPROFILE source, fs_color_input input, fs_color_output output, int intent,
                                   void **transform, fs_message *message) {
    cmsUInt32Number in_format, flags = cmsFLAGS_NOCACHE;
    fs_color_space space = fs_space_of(source);
    switch (input) {
    case FS_COLOR_INPUT_RGBA:
        if (space == FS_COLOR_SPACE_GRAY) {
            // A grey profile describes a grey image that the decoder widened to R = G = B: read R alone.
            in_format = COLORSPACE_SH(PT_GRAY) | CHANNELS_SH(1) | BYTES_SH(1) | EXTRA_SH(3);
            break;
        }
        in_format = TYPE_RGBA_8;
        flags |= cmsFLAGS_COPY_ALPHA;
        if (space != FS_COLOR_SPACE_RGB) goto mismatch;
        break;
    case FS_COLOR_INPUT_GRAY_IN_RGBA:
        in_format = COLORSPACE_SH(PT_GRAY) | CHANNELS_SH(1) | BYTES_SH(1) | EXTRA_SH(3);
        if (space != FS_COLOR_SPACE_GRAY) goto mismatch;
        break;
    case FS_COLOR_INPUT_CMYK:
        in_format = TYPE_CMYK_8;
        if (space != FS_COLOR_SPACE_CMYK) goto mismatch;
        break;
    case FS_COLOR_INPUT_CMYK_INVERTED:
        in_format = TYPE_CMYK_8_REV;
        if (space != FS_COLOR_SPACE_CMYK) goto mismatch;
        break;
    default:
        goto mismatch;
    }
    cmsHPROFILE destination = fs_output_profile(output);
    if (destination == NULL) return fs_lcms_fail(message, "cannot build the output profile");
    cmsHTRANSFORM made = cmsCreateTransform(source, in_format, destination, TYPE_RGBA_8, (cmsUInt32Number)intent, flags);
    cmsCloseProfile(destination);
    if (made == NULL) return fs_lcms_fail(message, "unsupported ICC profile");
    *transform = made;
    return FS_OK;
mismatch:
    snprintf(message->text, sizeof message->text, "the profile's colour space does not match the image's");
    return FS_ERROR_UNSUPPORTED;
}

fs_status fs_color_transform_from_icc(const uint8_t *icc, size_t size, fs_color_input input, fs_color_output output,
                                      int intent, void **transform, fs_message *message) {
    fs_lcms_begin(message);
    *transform = NULL;
    cmsHPROFILE source = cmsOpenProfileFromMem(icc, (cmsUInt32Number)size);
    if (source == NULL) return fs_lcms_fail(message, "damaged ICC profile");
    fs_status status = fs_make_transform(source, input, output, intent, transform, message);
    cmsCloseProfile(source);
    return status;
}

fs_status fs_color_transform_from_primaries(const fs_chromaticities *primaries, fs_transfer transfer, double gamma,
                                            fs_color_output output, int intent, void **transform, fs_message *message) {
    fs_lcms_begin(message);
    *transform = NULL;
    cmsHPROFILE source = fs_rgb_profile(primaries, transfer, gamma, NULL);
    if (source == NULL) return fs_lcms_fail(message, "invalid primaries or tone curve");
    fs_status status = fs_make_transform(source, FS_COLOR_INPUT_RGBA, output, intent, transform, message);
    cmsCloseProfile(source);
    return status;
}

fs_status fs_color_transform_from_srgb(fs_color_output output, int intent, void **transform, fs_message *message) {
    fs_lcms_begin(message);
    *transform = NULL;
    cmsHPROFILE source = cmsCreate_sRGBProfile();
    if (source == NULL) return fs_lcms_fail(message, "cannot build the sRGB profile");
    fs_status status = fs_make_transform(source, FS_COLOR_INPUT_RGBA, output, intent, transform, message);
    cmsCloseProfile(source);
    return status;
}

void fs_color_transform_apply(void *transform, uint8_t *pixels, size_t pixel_count) {
    cmsUInt32Number in_format = cmsGetTransformInputFormat((cmsHTRANSFORM)transform);
    int opaque_output = T_COLORSPACE(in_format) == PT_CMYK;
    // lcms2 takes a 32-bit pixel count; convert in slices. Input and output pixels are both 4 bytes, and each
    // pixel is read before it is written, so converting in place is safe.
    const size_t slice = 1 << 20;
    for (size_t start = 0; start < pixel_count; start += slice) {
        size_t count = pixel_count - start < slice ? pixel_count - start : slice;
        uint8_t *p = pixels + start * 4;
        cmsDoTransform((cmsHTRANSFORM)transform, p, p, (cmsUInt32Number)count);
        if (opaque_output) {
            for (size_t i = 0; i < count; i++) p[i * 4 + 3] = 255;
        }
    }
}

void fs_color_transform_free(void *transform) {
    if (transform != NULL) cmsDeleteTransform((cmsHTRANSFORM)transform);
}

fs_status fs_color_output_profile(fs_color_output output, uint8_t **icc, size_t *size, fs_message *message) {
    fs_lcms_begin(message);
    *icc = NULL;
    *size = 0;
    cmsHPROFILE profile = fs_output_profile(output);
    if (profile == NULL) return fs_lcms_fail(message, "cannot build the output profile");
    cmsUInt32Number needed = 0;
    if (!cmsSaveProfileToMem(profile, NULL, &needed) || needed == 0) {
        cmsCloseProfile(profile);
        return fs_lcms_fail(message, "cannot serialise the output profile");
    }
    uint8_t *bytes = malloc(needed);
    if (bytes == NULL) {
        cmsCloseProfile(profile);
        return FS_ERROR_OUT_OF_MEMORY;
    }
    if (!cmsSaveProfileToMem(profile, bytes, &needed)) {
        free(bytes);
        cmsCloseProfile(profile);
        return fs_lcms_fail(message, "cannot serialise the output profile");
    }
    cmsCloseProfile(profile);
    // lcms2 stamps the creation time into the header; a fixed date (2024-01-01 00:00:00) and no profile ID (zero
    // means "not computed") make the bytes, and so every tagged PNG, the same on every run.
    if (needed >= 100) {
        static const uint8_t date[12] = {0x07, 0xE8, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0};
        memcpy(bytes + 24, date, sizeof date);
        memset(bytes + 84, 0, 16);
    }
    *icc = bytes;
    *size = needed;
    return FS_OK;
}
