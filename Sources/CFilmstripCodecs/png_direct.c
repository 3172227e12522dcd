// The plain-PNG reader: 8- and 16-bit, non-interlaced grey, grey + alpha, RGB and RGBA files with no tRNS and
// no PLTE, decoded without libpng. Most of a big PNG's decode time is inflating; libdeflate does that several
// times faster than zlib, and the row filters are undone in CFilmstripPixels. Anything else, and anything this
// reader is not sure about (a CRC mismatch, a damaged or oddly wrapped zlib stream, a chunk out of place), is
// declined and the caller decodes with libpng, so libpng alone decides what is corrupt and how it is reported.
#include "filmstrip_codecs.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <libdeflate.h>
#include "filmstrip_png_rows.h"

static uint32_t fs_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static int fs_chunk_is(const uint8_t *type, const char *name) { return memcmp(type, name, 4) == 0; }

// A chunk type libpng accepts: four ASCII letters.
static int fs_chunk_type_is_valid(const uint8_t *type) {
    for (int i = 0; i < 4; i++) {
        uint8_t c = type[i] & 0xdf;  // upper-cased
        if (c < 'A' || c > 'Z') return 0;
    }
    return 1;
}

// One chunk at `position`: its type, data and length, bounds- and CRC-checked. 0 when it is not whole and sound.
static int fs_read_chunk(const uint8_t *data, size_t size, size_t position, const uint8_t **type,
                         const uint8_t **body, uint32_t *length) {
    if (position > size || size - position < 12) return 0;
    uint32_t n = fs_be32(data + position);
    if (n > 0x7fffffffu || (size_t)n > size - position - 12) return 0;
    const uint8_t *t = data + position + 4;
    if (!fs_chunk_type_is_valid(t)) return 0;
    if ((uint32_t)libdeflate_crc32(0, t, (size_t)n + 4) != fs_be32(t + 4 + n)) return 0;
    *type = t;
    *body = t + 4;
    *length = n;
    return 1;
}

// Where the image data is: one run of consecutive IDAT chunks, and the total length of their data.
typedef struct {
    size_t first;   // offset of the first IDAT chunk
    size_t count;   // number of IDAT chunks
    size_t bytes;   // their data, summed
} fs_idat_run;

// Walks the chunks after IHDR up to IEND. 0 (decline) for anything libpng would treat as more than skipping an
// ancillary chunk: PLTE, tRNS, an unknown critical chunk, IDAT chunks not in one run, no IEND.
static int fs_find_image_data(const uint8_t *data, size_t size, size_t position, fs_idat_run *run) {
    memset(run, 0, sizeof *run);
    int idat_ended = 0;
    for (;;) {
        const uint8_t *type, *body;
        uint32_t length;
        if (!fs_read_chunk(data, size, position, &type, &body, &length)) return 0;
        if (fs_chunk_is(type, "IDAT")) {
            if (idat_ended) return 0;
            if (run->count == 0) run->first = position;
            run->count++;
            run->bytes += length;
        } else {
            if (run->count > 0) idat_ended = 1;
            if (fs_chunk_is(type, "IEND")) return length == 0 && run->count > 0;
            if (!(type[0] & 0x20)) return 0;  // critical (IHDR again, PLTE, unknown): libpng decides
            if (fs_chunk_is(type, "tRNS")) return 0;  // transparency needs libpng's expansion
        }
        position += (size_t)length + 12;
    }
}

// The concatenated data of the IDAT run: the first chunk's data itself when there is only one, else a copy
// in `*owned` (to be freed). NULL when the copy cannot be allocated.
static const uint8_t *fs_gather_image_data(const uint8_t *data, const fs_idat_run *run, uint8_t **owned) {
    *owned = NULL;
    if (run->count == 1) return data + run->first + 8;
    uint8_t *joined = malloc(run->bytes ? run->bytes : 1);
    if (joined == NULL) return NULL;
    size_t position = run->first, filled = 0;
    for (size_t i = 0; i < run->count; i++) {
        size_t length = fs_be32(data + position);
        memcpy(joined + filled, data + position + 8, length);
        filled += length;
        position += length + 12;
    }
    *owned = joined;
    return joined;
}

size_t fs_png_direct_slack(int width, int height) {
    if (width <= 0 || height <= 0 || (size_t)width > SIZE_MAX / 8 / (size_t)height) return 0;
    size_t slack = (size_t)width * 4 + (size_t)height, pixels_size = (size_t)width * (size_t)height * 4;
    // Not for images so narrow that the rows' filter bytes add more than 1/64 to the buffer.
    return slack <= pixels_size / 64 ? slack : 0;
}

// A buffer of its own for the inflated rows is allowed up to this size; a bigger image must fit into `out`, so that
// memory stays within a little of the pixels' own (libpng needs only a row or two).
#define FS_PNG_DIRECT_MAX_SEPARATE_ROWS ((size_t)16 << 20)

// Where the zlib stream is inflated: at the end of `out` itself when it has the room (8-bit images, `out` with
// `fs_png_direct_slack` spare bytes), else in a buffer of its own (`*owned`, to be freed) if that is small. Each
// row is then undone in place and widened into `out`'s row, which ends before that raw row begins: writing the
// pixels never overwrites a raw row still to be read, and the image is inflated into pages the pixels use anyway.
// NULL: no room, or out of memory.
static uint8_t *fs_raw_rows(uint8_t *out, size_t out_capacity, size_t width, size_t height, size_t stride,
                            uint8_t **owned) {
    *owned = NULL;
    size_t raw_size = height * stride, pixels_size = width * height * 4;
    if (raw_size <= out_capacity) {
        size_t offset = out_capacity - raw_size;
        // The rows' ends against the raw rows' starts grow linearly with the row, so the first and last rows
        // are the ones to check.
        if (offset >= width * 4 && offset + (height - 1) * stride >= pixels_size) return out + offset;
    }
    if (raw_size > FS_PNG_DIRECT_MAX_SEPARATE_ROWS) return NULL;
    *owned = malloc(raw_size);
    return *owned;
}

// Asks for transparent huge pages under a big buffer about to be written: a 2 MB page faults in once where
// 512 small ones would fault one by one, which for a 24-megapixel image is most of the kernel's share of the
// decode. Only a hint; without it, or on failure, the pages are the usual ones.
static void fs_advise_huge_pages(uint8_t *buffer, size_t size) {
#if defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)2 << 20;
    if (size < 2 * huge) return;
    uintptr_t start = ((uintptr_t)buffer + huge - 1) & ~(huge - 1), end = ((uintptr_t)buffer + size) & ~(huge - 1);
    if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)buffer;
    (void)size;
#endif
}

static int fs_png_decode_direct_into(const uint8_t *data, uint8_t *out, size_t out_capacity,
                                     uint32_t width, uint32_t height, int channels, int bit_depth,
                                     const fs_idat_run *run) {
    size_t bpp = (size_t)channels * (size_t)bit_depth / 8;
    size_t row_bytes = (size_t)width * bpp;
    size_t stride = row_bytes + 1;  // each row starts with its filter type
    if (out == NULL || (size_t)width > out_capacity / 4 / height || (size_t)height > SIZE_MAX / stride) return 0;

    uint8_t *joined;
    const uint8_t *stream = fs_gather_image_data(data, run, &joined);
    if (stream == NULL) return 0;
    uint8_t *owned_raw = NULL;
    // zlib, as libpng uses it, refuses a stream that reaches back further than the window its header declares
    // (CINFO: 2^(8 + CINFO) bytes); libdeflate does not check. A reach is never longer than what was inflated
    // before it, so a window as large as the whole image (encoders pick one for small images) or the largest,
    // 32K, leaves nothing to check; anything else is libpng's.
    size_t window = run->bytes >= 2 ? (size_t)1 << (8 + (stream[0] >> 4)) : 0;
    int window_ok = run->bytes >= 2 && (stream[0] >> 4) <= 7 && (window == 32768 || window >= height * stride);
    uint8_t *raw = window_ok ? fs_raw_rows(out, out_capacity, width, height, stride, &owned_raw) : NULL;
    if (raw != NULL) fs_advise_huge_pages(out, out_capacity);
    struct libdeflate_decompressor *inflater = raw ? libdeflate_alloc_decompressor() : NULL;
    int ok = inflater != NULL;
    if (ok) {
        // The stream must fill the rows exactly and end where the data ends; libpng reports or tolerates
        // anything else in its own way.
        size_t consumed = 0;
        ok = libdeflate_zlib_decompress_ex(inflater, stream, run->bytes, raw, height * stride, &consumed, NULL)
                 == LIBDEFLATE_SUCCESS && consumed == run->bytes;
        libdeflate_free_decompressor(inflater);
    }
    free(joined);
    const uint8_t *previous = NULL;
    for (uint32_t y = 0; ok && y < height; y++) {
        uint8_t *row = raw + (size_t)y * stride;
        ok = fs_png_unfilter_row(row[0], row + 1, previous, row_bytes, bpp)
             && fs_png_row_to_rgba(row + 1, width, channels, bit_depth, out + (size_t)y * width * 4);
        previous = row + 1;
    }
    free(owned_raw);
    return ok;
}

int fs_png_decode_direct(const uint8_t *data, size_t size, uint8_t *out, size_t out_capacity,
                         int *width, int *height) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (data == NULL || size < 8 || memcmp(data, signature, 8) != 0) return 0;
    const uint8_t *type, *ihdr;
    uint32_t length;
    if (!fs_read_chunk(data, size, 8, &type, &ihdr, &length) || !fs_chunk_is(type, "IHDR") || length != 13) return 0;
    uint32_t w = fs_be32(ihdr), h = fs_be32(ihdr + 4);
    int bit_depth = ihdr[8], color_type = ihdr[9];
    if (w == 0 || h == 0 || w > 0x7fffffffu || h > 0x7fffffffu) return 0;
    if (bit_depth != 8 && bit_depth != 16) return 0;
    if (ihdr[10] != 0 || ihdr[11] != 0 || ihdr[12] != 0) return 0;  // deflate, adaptive filters, not interlaced
    int channels;
    switch (color_type) {
    case 0: channels = 1; break;
    case 2: channels = 3; break;
    case 4: channels = 2; break;
    case 6: channels = 4; break;
    default: return 0;
    }
    fs_idat_run run;
    if (!fs_find_image_data(data, size, 8 + 12 + 13, &run)) return 0;
    if (!fs_png_decode_direct_into(data, out, out_capacity, w, h, channels, bit_depth, &run)) return 0;
    *width = (int)w;
    *height = (int)h;
    return 1;
}
