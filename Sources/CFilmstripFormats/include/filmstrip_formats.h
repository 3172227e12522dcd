// Colour management (lcms2), HEIF/HEIC/AVIF (libheif), WebP (libwebp) and zlib inflation for Filmstrip.
//
// Same contract as filmstrip_codecs.h: every library call that can fail runs here and comes back as an fs_status
// with a message; nothing calls exit(). Pixels are 8-bit RGBA with straight alpha, rows `width * 4` bytes.
#ifndef FILMSTRIP_FORMATS_H
#define FILMSTRIP_FORMATS_H

#include <stddef.h>
#include <stdint.h>

#include "filmstrip_codecs.h"

// zlib ---------------------------------------------------------------------------------------------------------

// Inflates a zlib stream (a PNG iCCP profile) into a malloc'd buffer freed with fs_free. More than `limit` output
// bytes is FS_ERROR_CORRUPT, so a compression bomb cannot allocate without bound.
fs_status fs_zlib_inflate(const uint8_t *data, size_t size, size_t limit, uint8_t **out, size_t *out_size,
                          fs_message *message);

// Colour -------------------------------------------------------------------------------------------------------

typedef enum {
    FS_COLOR_SPACE_OTHER = 0,
    FS_COLOR_SPACE_RGB = 1,
    FS_COLOR_SPACE_GRAY = 2,
    FS_COLOR_SPACE_CMYK = 3,
} fs_color_space;

// How the pixels handed to a transform are laid out: always 4 bytes per pixel.
typedef enum {
    FS_COLOR_INPUT_RGBA = 0,           // R, G, B, A: alpha is kept (R = G = B read as grey for a grey profile)
    FS_COLOR_INPUT_GRAY_IN_RGBA = 1,   // grey in the first byte (R = G = B), A kept
    FS_COLOR_INPUT_CMYK = 2,           // C, M, Y, K ink amounts; A becomes 255
    FS_COLOR_INPUT_CMYK_INVERTED = 3,  // Adobe's stored form, 255 minus the ink; A becomes 255
} fs_color_input;

typedef enum {
    FS_COLOR_OUTPUT_SRGB = 0,
    FS_COLOR_OUTPUT_DISPLAY_P3 = 1,
} fs_color_output;

// Tone curves a profile can be built from (nclx transfer characteristics and PNG gAMA).
typedef enum {
    FS_TRANSFER_SRGB = 0,   // IEC 61966-2-1
    FS_TRANSFER_GAMMA = 1,  // pure power: linear = encoded ^ gamma
    FS_TRANSFER_BT709 = 2,  // ITU-R BT.709 / BT.2020 camera curve, inverted
    FS_TRANSFER_LINEAR = 3,
} fs_transfer;

// Primaries as CIE xy chromaticities: white, red, green, blue.
typedef struct {
    double white_x, white_y, red_x, red_y, green_x, green_y, blue_x, blue_y;
} fs_chromaticities;

// Reads an ICC profile's data colour space and its description (ASCII, truncated to `capacity`).
fs_status fs_icc_profile_info(const uint8_t *icc, size_t size, fs_color_space *space, char *description,
                              size_t capacity, fs_message *message);

// A transform to the output space, to be freed with fs_color_transform_free. It may be used from several threads
// at once (built with cmsFLAGS_NOCACHE). `intent` is an ICC rendering intent (0 perceptual, 1 relative colorimetric).
fs_status fs_color_transform_from_icc(const uint8_t *icc, size_t size, fs_color_input input, fs_color_output output,
                                      int intent, void **transform, fs_message *message);
// The same from primaries and a tone curve (an nclx box, or PNG cHRM + gAMA); `gamma` is used by FS_TRANSFER_GAMMA.
fs_status fs_color_transform_from_primaries(const fs_chromaticities *primaries, fs_transfer transfer, double gamma,
                                            fs_color_output output, int intent, void **transform, fs_message *message);
// From sRGB to the output space (for untagged photos rendered in Display P3).
fs_status fs_color_transform_from_srgb(fs_color_output output, int intent, void **transform, fs_message *message);
// Converts `pixel_count` 4-byte pixels in place.
void fs_color_transform_apply(void *transform, uint8_t *pixels, size_t pixel_count);
void fs_color_transform_free(void *transform);

// The ICC profile of an output space (Display P3: P3 primaries, D65 white, the sRGB tone curve), malloc'd.
fs_status fs_color_output_profile(fs_color_output output, uint8_t **icc, size_t *size, fs_message *message);

// HEIF / HEIC / AVIF -------------------------------------------------------------------------------------------

typedef enum {
    FS_HEIF_PROFILE_NONE = 0,
    FS_HEIF_PROFILE_ICC = 1,
    FS_HEIF_PROFILE_NCLX = 2,
} fs_heif_profile_kind;

typedef struct {
    int width, height;         // after the irot/imir/clap transforms, as decoded
    int bit_depth;             // luma bits: 8, 10 or 12
    int has_alpha;
    int chroma;                // coded chroma format, the fullest of its coded items: 0 monochrome, 1 4:2:0,
                               // 2 4:2:2, 3 4:4:4, -1 when not read from the codec configuration
    int codec_only;            // 1 when a reduced decode goes through its codec alone (fs_heif_codec_decode)
    fs_heif_profile_kind profile;
    uint8_t *icc;              // malloc'd when profile is ICC (free with fs_free), else NULL
    size_t icc_size;
    int nclx_primaries, nclx_transfer;     // ITU-T H.273 code points when profile is NCLX
    fs_chromaticities nclx_chromaticities;
} fs_heif_info;

// Compares every coded image's size in its codec configuration (the SPS in hvcC, the sequence header in av1C) with
// its ispe box, without decoding: FS_ERROR_CORRUPT, with both sizes in `message`, when a stream is larger than its
// ispe declares. An AV1 sequence header missing from av1C is read from the start of the item's coded data. What it
// cannot read is not checked here; the decoder still refuses a mismatch after decoding.
fs_status fs_heif_check_coded_sizes(const uint8_t *data, size_t size, fs_message *message);

// As fs_heif_check_coded_sizes, also giving the fullest chroma format the coded items' configurations declare (0
// monochrome, 1 4:2:0, 2 4:2:2, 3 4:4:4; -1 when none is read): what a decode's memory is estimated from.
fs_status fs_heif_check_coded_layout(const uint8_t *data, size_t size, int *chroma, fs_message *message);

// The primary image as its codec sees it, when it is one coded image ('hvc1' or 'av01' in `codec`) stored in one
// extent of the file with no property to apply beyond its size, colour and configuration (no irot, imir, clap,
// layer selection, ...): its configuration box's payload and its coded data, pointers into `data`. 0 when it is
// anything else (a grid, a transformed image), which libheif then decodes.
int fs_heif_primary_coded_item(const uint8_t *data, size_t size, uint32_t *codec, const uint8_t **config,
                               size_t *config_size, const uint8_t **coded, size_t *coded_size);

// A primary image decoded by its codec alone, its planes read in place (heif_codec.c).
typedef struct {
    uint32_t codec;            // 'hvc1' (libde265) or 'av01' (dav1d)
    int width, height;         // of the luma plane
    int chroma;                // 0 monochrome, 1 4:2:0, 2 4:2:2, 3 4:4:4
    const uint8_t *planes[3];  // Y, Cb, Cr (one plane when monochrome); 16-bit samples above 8 bits
    int strides[3];
    int bits[3];
    int matrix, full_range;    // the stream's own (HEVC VUI, AV1 sequence header): H.273 code points
    void *owner;               // the codec's decoder, holding the planes until fs_heif_codec_release
    void *frame;
} fs_heif_codec_picture;

// 1 when fs_heif_codec_decode takes the file: its primary item is found by fs_heif_primary_coded_item and has 8-bit
// samples (deeper ones go through libheif, so that their thumbnails stay as libheif converted them).
int fs_heif_codec_eligible(const uint8_t *data, size_t size);

// Decodes the primary image through its codec when fs_heif_codec_eligible (FS_ERROR_UNSUPPORTED when
// not: the caller goes through libheif), refusing a picture over `max_pixels`. Release it with
// fs_heif_codec_release, on success only.
fs_status fs_heif_codec_decode(const uint8_t *data, size_t size, long long max_pixels,
                               fs_heif_codec_picture *picture, fs_message *message);
void fs_heif_codec_release(fs_heif_codec_picture *picture);

// Parses the boxes (no pixel decoded) and fills `info` for the primary image, after fs_heif_check_coded_sizes.
fs_status fs_heif_probe(const uint8_t *data, size_t size, fs_heif_info *info, fs_message *message);

// Decodes the primary image to RGBA into `out` (`out_capacity` bytes); deeper samples are rounded to 8 bits.
// Images larger than `max_pixels` are refused before decoding.
fs_status fs_heif_decode(const uint8_t *data, size_t size, long long max_pixels, uint8_t *out, size_t out_capacity,
                         int *width, int *height, fs_message *message);

// As `fs_heif_decode`, reduced by `factor` (1, 2, 4 or 8) to ceil(width / factor) x ceil(height / factor): each
// output pixel is the alpha-weighted mean of a `factor` x `factor` block, as `fs_png_decode_reduced` makes it.
// With `planar` set, the decoder's Y'CbCr (or grey) planes are converted to RGB here a row at a time (H.273
// matrix and range from the nclx profile, chroma taken from the nearest sample as libheif 1.15 does), so the
// memory is the coded planes plus the output, never a full-size RGBA image; layouts not read here fall back to
// libheif's RGBA. With `planar` 1 a file fs_heif_codec_eligible takes is decoded by its codec alone, not libheif
// (the same bytes out, a third of the memory); 2 always decodes through libheif (what tests compare it with).
fs_status fs_heif_decode_reduced(const uint8_t *data, size_t size, long long max_pixels, int factor, int planar,
                                 uint8_t *out, size_t out_capacity, int *width, int *height, fs_message *message);

// WebP ---------------------------------------------------------------------------------------------------------

// Decodes a still WebP, or the first frame of an animated one composited on its canvas, to RGBA in `out`.
fs_status fs_webp_decode(const uint8_t *data, size_t size, uint8_t *out, size_t out_capacity,
                         int *width, int *height, fs_message *message);

// A still WebP decoded straight to `scaled_width` x `scaled_height` (no larger than the image) by libwebp's own
// rescaler, which takes the decoded rows a few at a time, so no full-size RGBA image is made (a 100-megapixel
// lossless WebP thumbnailed this way peaks at 78 MB, against 454 MB decoded whole).
fs_status fs_webp_decode_scaled(const uint8_t *data, size_t size, int scaled_width, int scaled_height, uint8_t *out,
                                size_t out_capacity, int *width, int *height, fs_message *message);

// Animated WebP (libwebpmux) -------------------------------------------------------------------------------------

// An animation being encoded: frames go in one at a time, the file comes out of fs_webp_animation_finish.
typedef struct fs_webp_animation fs_webp_animation;

// A `width` x `height` animation that loops forever: lossless when `quality` < 0, else lossy at `quality` (0-100);
// `effort` 0-9 (lossless preset level; lossy method, at most 6). Single-threaded, so the bytes are deterministic.
fs_status fs_webp_animation_new(int width, int height, int quality, int effort, fs_webp_animation **animation,
                                fs_message *message);

// Adds a frame of `width * height * 4` RGBA bytes shown from `timestamp_ms`, later than the previous frame's.
fs_status fs_webp_animation_add(fs_webp_animation *animation, const uint8_t *rgba, size_t rgba_size, int timestamp_ms,
                                fs_message *message);

// Ends the last frame at `end_timestamp_ms` and returns the file, tagged with the ICC profile `icc` when given
// (an ICCP chunk), in a buffer freed with fs_webp_animation_free_output. The encoder (its compressed frames) is
// released here, so only the file remains; the animation then takes no more frames.
fs_status fs_webp_animation_finish(fs_webp_animation *animation, int end_timestamp_ms, const uint8_t *icc,
                                   size_t icc_size, uint8_t **out, size_t *out_size, fs_message *message);

void fs_webp_animation_free_output(uint8_t *output);

void fs_webp_animation_free(fs_webp_animation *animation);

#endif
