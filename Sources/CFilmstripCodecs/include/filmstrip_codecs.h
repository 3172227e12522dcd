// The only place Filmstrip calls libjpeg and libpng.
//
// Both libraries report errors by longjmp, which Swift cannot host, so every call that can fail runs here behind
// setjmp and comes back as a status code with the library's own message. No path in here calls exit().
#ifndef FILMSTRIP_CODECS_H
#define FILMSTRIP_CODECS_H

#include <stddef.h>
#include <stdint.h>

#define FS_MESSAGE_CAPACITY 256

typedef enum {
    FS_OK = 0,
    FS_ERROR_CORRUPT = 1,      // the library rejected the data; `message` says why
    FS_ERROR_WARNING = 2,      // strict mode: libjpeg warned about damaged data; `message` holds the warning
    FS_ERROR_UNSUPPORTED = 3,  // valid but not supported here (e.g. a colour space we cannot convert)
    FS_ERROR_OUT_OF_MEMORY = 4,
    FS_ERROR_ARGUMENT = 5,     // a caller bug: wrong buffer size and the like
    FS_ERROR_LIMIT = 6,        // valid data beyond one of the limits below; `message` names the limit
} fs_status;

// Limits on what an input may make the decoders do, so time and memory follow the image, not its claims.

// A progressive JPEG may take at most this many scans. Every scan walks its components' whole coefficient buffer
// again, so time grows with scans x pixels: 499 one-coefficient scans of a 24 MP photo took 8 s, and 34 s at
// 100 MP. Real encoders use about 10 (libjpeg's and jpegtran's default script, every progressive photo Filmstrip
// ships or tests with), mozjpeg's scan optimisation rarely more than 20; 100 leaves room for them while a 100 MP
// image at the cap decodes in a few seconds. libjpeg-turbo's own tools offer the same guard as -maxscans.
#define FS_JPEG_MAX_SCANS 100

// libjpeg may allocate at most this much while decoding: what a multi-scan (progressive) JPEG's whole-image
// coefficient buffer needs, 2 bytes per coefficient, so 3 bytes a pixel for 4:2:0 colour and 6 for 4:4:4. A
// 100 MP 4:2:0 photo (286 MB) fits; a 4:4:4 progressive one over about 55 MP is refused rather than take 600 MB.
// Baseline JPEGs decode a few rows at a time and never come near it.
#define FS_JPEG_MAX_MEMORY (320u * 1024u * 1024u)

// libpng may allocate at most this much for one ancillary chunk (a decompressed zTXt, iTXt or iCCP), and
// keep at most this many of them. Filmstrip reads none of these chunks and tells libpng to skip them, so
// these bound only what libpng would otherwise read if that changes.
#define FS_PNG_MAX_CHUNK_BYTES (8u * 1024u * 1024u)
#define FS_PNG_MAX_CHUNK_COUNT 256u

typedef struct {
    char text[FS_MESSAGE_CAPACITY];
} fs_message;

// JPEG ---------------------------------------------------------------------------------------------------------

typedef enum {
    FS_JPEG_PIXELS_RGBA = 0,   // R, G, B, 255
    FS_JPEG_PIXELS_CMYK = 1,   // C, M, Y, K as stored (Adobe files store them inverted); the caller converts
} fs_jpeg_pixels;

// Output size of a decode at 1/`scale_denom` (1, 2, 4 or 8), as libjpeg computes it (rounding up).
fs_status fs_jpeg_scaled_size(const uint8_t *data, size_t size, int scale_denom,
                              int *width, int *height, fs_message *message);

// Decodes into `out`, which holds `out_capacity` bytes; every pixel takes 4 bytes, rows are `width * 4` bytes.
// With `strict` set, a libjpeg warning (damaged but decodable data, e.g. a truncated file) fails the decode.
// `warnings` receives the number of warnings and `message` the last one when the decode succeeds anyway.
fs_status fs_jpeg_decode(const uint8_t *data, size_t size, int scale_denom, int strict,
                         uint8_t *out, size_t out_capacity, int *width, int *height,
                         fs_jpeg_pixels *pixels, int *warnings, fs_message *message);

// PNG ----------------------------------------------------------------------------------------------------------

// Decodes any PNG to 8-bit RGBA with straight alpha: palettes and tRNS expanded, grey widened, 16-bit samples
// scaled (rounded) to 8 bits, interlacing undone. No gamma or colour correction: samples are taken as stored.
// Ancillary chunks (text, ICC profiles, ...) are skipped unread.
fs_status fs_png_decode(const uint8_t *data, size_t size, uint8_t *out, size_t out_capacity,
                        int *width, int *height, fs_message *message);

// The size `fs_png_decode_reduced` gives for a `width` x `height` PNG at 1/`factor`: rounded up, as libjpeg does.
void fs_png_reduced_size(int width, int height, int factor, int *out_width, int *out_height);

// As `fs_png_decode`, reduced by `factor` (1, 2, 4 or 8) while decoding: each output pixel is the
// alpha-weighted mean of a `factor` x `factor` block (smaller at the right and bottom edges). A non-interlaced
// PNG is read row by row, so memory follows the output size; an interlaced one is decoded whole first.
// Both fill all `out_capacity` bytes of `out` whatever the outcome (zeros where nothing was decoded), so the
// caller need not clear it first.
fs_status fs_png_decode_reduced(const uint8_t *data, size_t size, int factor, uint8_t *out, size_t out_capacity,
                                int *width, int *height, fs_message *message);

// The block reduction of the reduced reads (PNG here, HEIF in CFilmstripFormats). `fs_reduce_accumulate` adds one
// RGBA row of `width` pixels to the sums of its blocks (4 per output pixel: colour weighted by alpha, so transparent
// pixels lend no colour, then alpha); `fs_reduce_emit` writes one output row of `out_width` pixels from the sums of
// `block_rows` rows (the alpha-weighted means, rounded; edge blocks smaller) and clears them.
void fs_reduce_accumulate(uint32_t *sums, const uint8_t *row, uint32_t width, int factor);
void fs_reduce_emit(uint32_t *sums, uint8_t *out, uint32_t width, int out_width, int factor, uint32_t block_rows);

// `fs_png_decode_reduced` through libpng only, never the direct reader below: what the direct reader must match.
fs_status fs_png_decode_libpng(const uint8_t *data, size_t size, int factor, uint8_t *out, size_t out_capacity,
                               int *width, int *height, fs_message *message);

// The reader that `fs_png_decode` (and `fs_png_decode_reduced` at factor 1) tries first in optimised builds,
// in png_direct.c: a plain PNG (8- or 16-bit grey, grey + alpha, RGB or RGBA, not interlaced, no PLTE or tRNS,
// every chunk whole with a good CRC, one run of IDAT chunks holding exactly the image's zlib stream) decoded
// without libpng, to the same RGBA. Returns 1 when it decoded into `out`, 0 when it declined, possibly after
// writing to `out`: then libpng decodes the file or reports what is wrong with it.
int fs_png_decode_direct(const uint8_t *data, size_t size, uint8_t *out, size_t out_capacity,
                         int *width, int *height);

// Spare bytes beyond `width * height * 4` that let the direct reader inflate a `width` x `height` 8-bit PNG into
// `out` itself rather than into a buffer of its own as big as the image: about one row (0 for images so narrow
// that it would be more than 1/64 of the pixels). Images of more than 16 MB that cannot be read in place, such
// as 16-bit ones, are left to libpng.
size_t fs_png_direct_slack(int width, int height);

// Frees a buffer the shim allocated for its caller.
void fs_free(void *pointer);

#endif
