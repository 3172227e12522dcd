// The coded size of a HEIF/AVIF file's images, read from their codec configuration (an HEVC sequence parameter
// set in hvcC, an AV1 sequence header in av1C) and compared with what their ispe boxes declare. libheif 1.15 sizes
// everything from ispe and only learns the stream's size by decoding it, so a file whose ispe says 100x100 over a
// 100-megapixel stream was decoded whole (690 MB, seconds) before its size was found wrong. Reading the
// configuration costs microseconds and no allocation.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filmstrip_formats.h"

#define FS_HEIF_MAX_ITEMS 4096
#define FS_HEIF_MAX_PROPERTIES 1024

typedef struct {
    const uint8_t *data;
    size_t size;
} fs_span;

typedef struct {
    uint32_t id;
    uint32_t type;
    int ispe;          // property index (1-based) of its ispe, 0 when none
    int config;        // property index of its hvcC or av1C, 0 when none
    fs_span start;     // the start of its coded data (its first extent, when stored in the file), else empty
    int extents;       // how many extents iloc gives it
    int method;        // iloc's construction method (0: file offsets)
    int other_properties;  // properties besides ispe, colr, pixi, pasp and its configuration (a transform, ...)
} fs_heif_item;

typedef struct {
    fs_span properties[FS_HEIF_MAX_PROPERTIES + 1];  // 1-based, as ipma counts them
    uint32_t property_types[FS_HEIF_MAX_PROPERTIES + 1];
    int property_count;
    fs_heif_item items[FS_HEIF_MAX_ITEMS];
    int item_count;
    uint32_t primary;  // pitm's item, 0 when none
} fs_heif_boxes;

#define FS_FOURCC(a, b, c, d) ((uint32_t)(a) << 24 | (uint32_t)(b) << 16 | (uint32_t)(c) << 8 | (uint32_t)(d))

static uint32_t fs_be(const uint8_t *p, int bytes) {
    uint32_t value = 0;
    for (int i = 0; i < bytes; i++) value = value << 8 | p[i];
    return value;
}

// The next box in [*position, end): its type and payload; 0 at the end or on a damaged header.
static int fs_next_box(const uint8_t *data, size_t *position, size_t end, uint32_t *type, fs_span *payload) {
    if (*position + 8 > end) return 0;
    uint64_t size = fs_be(data + *position, 4);
    *type = fs_be(data + *position + 4, 4);
    size_t header = 8;
    if (size == 1) {
        if (*position + 16 > end) return 0;
        size = (uint64_t)fs_be(data + *position + 8, 4) << 32 | fs_be(data + *position + 12, 4);
        header = 16;
    } else if (size == 0) {
        size = end - *position;
    }
    if (size < header || size > end - *position) return 0;
    payload->data = data + *position + header;
    payload->size = (size_t)size - header;
    *position += (size_t)size;
    return 1;
}

static fs_heif_item *fs_heif_find_item(fs_heif_boxes *boxes, uint32_t id) {
    for (int i = 0; i < boxes->item_count; i++) {
        if (boxes->items[i].id == id) return &boxes->items[i];
    }
    if (boxes->item_count == FS_HEIF_MAX_ITEMS) return NULL;
    fs_heif_item *item = &boxes->items[boxes->item_count++];
    memset(item, 0, sizeof *item);
    item->id = id;
    return item;
}

static void fs_heif_read_iinf(fs_heif_boxes *boxes, fs_span box) {
    if (box.size < 4) return;
    size_t position = 4 + (box.data[0] == 0 ? 2 : 4);
    uint32_t type;
    fs_span infe;
    while (fs_next_box(box.data, &position, box.size, &type, &infe)) {
        if (type != FS_FOURCC('i', 'n', 'f', 'e') || infe.size < 4 || infe.data[0] < 2) continue;
        int id_bytes = infe.data[0] == 2 ? 2 : 4;
        if (infe.size < (size_t)(4 + id_bytes + 2 + 4)) continue;
        fs_heif_item *item = fs_heif_find_item(boxes, fs_be(infe.data + 4, id_bytes));
        if (item != NULL) item->type = fs_be(infe.data + 4 + id_bytes + 2, 4);
    }
}

static void fs_heif_read_ipma(fs_heif_boxes *boxes, fs_span box) {
    if (box.size < 8) return;
    int version = box.data[0], wide_index = box.data[3] & 1;
    uint32_t entries = fs_be(box.data + 4, 4);
    size_t position = 8;
    for (uint32_t e = 0; e < entries; e++) {
        int id_bytes = version < 1 ? 2 : 4;
        if (position + (size_t)id_bytes + 1 > box.size) return;
        fs_heif_item *item = fs_heif_find_item(boxes, fs_be(box.data + position, id_bytes));
        int count = box.data[position + (size_t)id_bytes];
        position += (size_t)id_bytes + 1;
        for (int a = 0; a < count; a++) {
            int index_bytes = wide_index ? 2 : 1;
            if (position + (size_t)index_bytes > box.size) return;
            int index = (int)(fs_be(box.data + position, index_bytes) & (wide_index ? 0x7FFF : 0x7F));
            position += (size_t)index_bytes;
            if (item == NULL || index < 1 || index > boxes->property_count) continue;
            uint32_t type = boxes->property_types[index];
            if (type == FS_FOURCC('i', 's', 'p', 'e')) item->ispe = index;
            if (type == FS_FOURCC('h', 'v', 'c', 'C') || type == FS_FOURCC('a', 'v', '1', 'C')) {
                item->config = index;
            } else if (type != FS_FOURCC('i', 's', 'p', 'e') && type != FS_FOURCC('c', 'o', 'l', 'r') &&
                       type != FS_FOURCC('p', 'i', 'x', 'i') && type != FS_FOURCC('p', 'a', 's', 'p')) {
                item->other_properties++;
            }
        }
    }
}

// Where each item's data starts: its first extent, when it is given by file offset (construction method 0).
static void fs_heif_read_iloc(fs_heif_boxes *boxes, fs_span box, const uint8_t *file, size_t file_size) {
    if (box.size < 8) return;
    int version = box.data[0];
    int offset_size = box.data[4] >> 4, length_size = box.data[4] & 15, base_size = box.data[5] >> 4;
    int index_size = version == 1 || version == 2 ? box.data[5] & 15 : 0;
    size_t position = 6;
    int count_bytes = version < 2 ? 2 : 4;
    if (position + (size_t)count_bytes > box.size) return;
    uint32_t count = fs_be(box.data + position, count_bytes);
    position += (size_t)count_bytes;
    for (uint32_t i = 0; i < count; i++) {
        int method_bytes = version == 1 || version == 2 ? 2 : 0;
        size_t fixed = (size_t)count_bytes + (size_t)method_bytes + 2 + (size_t)base_size + 2;
        if (position + fixed > box.size) return;
        uint32_t id = fs_be(box.data + position, count_bytes);
        position += (size_t)count_bytes;
        int method = method_bytes ? (int)(fs_be(box.data + position, 2) & 15) : 0;
        position += (size_t)method_bytes + 2;
        uint64_t base = 0;
        for (int b = 0; b < base_size; b++) base = base << 8 | box.data[position + (size_t)b];
        position += (size_t)base_size;
        int extents = (int)fs_be(box.data + position, 2);
        position += 2;
        fs_heif_item *located = fs_heif_find_item(boxes, id);
        if (located != NULL) {
            located->extents = extents;
            located->method = method;
        }
        for (int e = 0; e < extents; e++) {
            size_t extent_bytes = (size_t)index_size + (size_t)offset_size + (size_t)length_size;
            if (position + extent_bytes > box.size) return;
            uint64_t offset = 0, length = 0;
            for (int b = 0; b < offset_size; b++) offset = offset << 8 | box.data[position + (size_t)index_size + (size_t)b];
            for (int b = 0; b < length_size; b++) {
                length = length << 8 | box.data[position + (size_t)index_size + (size_t)offset_size + (size_t)b];
            }
            position += extent_bytes;
            if (e != 0 || method != 0) continue;
            uint64_t at = base + offset;
            if (at >= file_size) continue;
            if (length == 0 || length > file_size - at) length = file_size - at;
            fs_heif_item *item = fs_heif_find_item(boxes, id);
            if (item != NULL) item->start = (fs_span){file + at, (size_t)length};
        }
    }
}

static void fs_heif_read_iprp(fs_heif_boxes *boxes, fs_span box) {
    size_t position = 0;
    uint32_t type;
    fs_span child;
    while (fs_next_box(box.data, &position, box.size, &type, &child)) {
        if (type != FS_FOURCC('i', 'p', 'c', 'o')) continue;
        size_t inner = 0;
        uint32_t property_type;
        fs_span property;
        while (boxes->property_count < FS_HEIF_MAX_PROPERTIES &&
               fs_next_box(child.data, &inner, child.size, &property_type, &property)) {
            boxes->property_count++;
            boxes->properties[boxes->property_count] = property;
            boxes->property_types[boxes->property_count] = property_type;
        }
    }
    position = 0;
    while (fs_next_box(box.data, &position, box.size, &type, &child)) {
        if (type == FS_FOURCC('i', 'p', 'm', 'a')) fs_heif_read_ipma(boxes, child);
    }
}

// Bits of a NAL unit or OBU, most significant first; reading past the end yields zeros and sets `overrun`.
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t bit;
    int overrun;
    int skip_emulation;  // HEVC: a 0x03 after two zero bytes is not data
    int zeros;
    size_t byte_index;
    uint8_t byte;
    int bits_left;
} fs_bits;

static int fs_bit(fs_bits *bits) {
    if (bits->bits_left == 0) {
        for (;;) {
            if (bits->byte_index >= bits->size) {
                bits->overrun = 1;
                return 0;
            }
            uint8_t next = bits->data[bits->byte_index++];
            if (bits->skip_emulation && bits->zeros >= 2 && next == 3) {
                bits->zeros = 0;
                continue;
            }
            bits->zeros = next == 0 ? bits->zeros + 1 : 0;
            bits->byte = next;
            bits->bits_left = 8;
            break;
        }
    }
    bits->bits_left--;
    return (bits->byte >> bits->bits_left) & 1;
}

static uint64_t fs_bits_read(fs_bits *bits, int count) {
    uint64_t value = 0;
    for (int i = 0; i < count; i++) value = value << 1 | (uint64_t)fs_bit(bits);
    return value;
}

// Exp-Golomb ue(v) (HEVC); at most 32 leading zeros.
static uint64_t fs_bits_ue(fs_bits *bits) {
    int zeros = 0;
    while (!fs_bit(bits)) {
        if (bits->overrun || ++zeros > 32) {
            bits->overrun = 1;
            return 0;
        }
    }
    return ((uint64_t)1 << zeros) - 1 + fs_bits_read(bits, zeros);
}

// The cropped picture size of the first SPS in an hvcC. 1 when found.
static int fs_hvcc_size(fs_span hvcc, uint64_t *width, uint64_t *height) {
    if (hvcc.size < 23) return 0;
    size_t position = 23;
    int arrays = hvcc.data[22];
    for (int a = 0; a < arrays; a++) {
        if (position + 3 > hvcc.size) return 0;
        int nal_type = hvcc.data[position] & 0x3F;
        int count = (int)fs_be(hvcc.data + position + 1, 2);
        position += 3;
        for (int n = 0; n < count; n++) {
            if (position + 2 > hvcc.size) return 0;
            size_t length = fs_be(hvcc.data + position, 2);
            position += 2;
            if (length > hvcc.size - position) return 0;
            if (nal_type == 33 && length > 2) {
                fs_bits bits = {hvcc.data + position + 2, length - 2, 0, 0, 1, 0, 0, 0, 0};
                fs_bits_read(&bits, 4);
                int sub_layers = (int)fs_bits_read(&bits, 3);
                fs_bits_read(&bits, 1);
                fs_bits_read(&bits, 96);  // general profile, tier and level
                int profile_present[8] = {0}, level_present[8] = {0};
                for (int i = 0; i < sub_layers; i++) {
                    profile_present[i] = fs_bit(&bits);
                    level_present[i] = fs_bit(&bits);
                }
                if (sub_layers > 0) {
                    for (int i = sub_layers; i < 8; i++) fs_bits_read(&bits, 2);
                }
                for (int i = 0; i < sub_layers; i++) {
                    if (profile_present[i]) fs_bits_read(&bits, 88);
                    if (level_present[i]) fs_bits_read(&bits, 8);
                }
                fs_bits_ue(&bits);  // sps_seq_parameter_set_id
                uint64_t chroma = fs_bits_ue(&bits);
                if (chroma == 3) fs_bit(&bits);
                uint64_t w = fs_bits_ue(&bits), h = fs_bits_ue(&bits);
                if (fs_bit(&bits)) {
                    uint64_t unit_x = chroma == 1 || chroma == 2 ? 2 : 1, unit_y = chroma == 1 ? 2 : 1;
                    uint64_t left = fs_bits_ue(&bits), right = fs_bits_ue(&bits);
                    uint64_t top = fs_bits_ue(&bits), bottom = fs_bits_ue(&bits);
                    uint64_t crop_x = unit_x * (left + right), crop_y = unit_y * (top + bottom);
                    w = crop_x < w ? w - crop_x : 0;
                    h = crop_y < h ? h - crop_y : 0;
                }
                if (bits.overrun) return 0;
                *width = w;
                *height = h;
                return 1;
            }
            position += length;
        }
    }
    return 0;
}

// AV1's uvlc().
static uint64_t fs_bits_uvlc(fs_bits *bits) {
    int zeros = 0;
    while (!fs_bit(bits)) {
        if (bits->overrun || ++zeros >= 32) {
            bits->overrun = 1;
            return 0;
        }
    }
    return fs_bits_read(bits, zeros) + ((uint64_t)1 << zeros) - 1;
}

// The maximum frame size of the sequence header among the OBUs in `av1c` from `position` (an av1C's configuration
// OBUs, or the start of the coded data). 1 when found.
static int fs_av1_size(fs_span av1c, size_t position, uint64_t *width, uint64_t *height) {
    while (position < av1c.size) {
        uint8_t header = av1c.data[position++];
        int type = header >> 3 & 15, extension = header >> 2 & 1, has_size = header >> 1 & 1;
        position += (size_t)extension;
        size_t length = av1c.size > position ? av1c.size - position : 0;
        if (has_size) {
            uint64_t value = 0;
            for (int i = 0; i < 8; i++) {
                if (position >= av1c.size) return 0;
                uint8_t byte = av1c.data[position++];
                value |= (uint64_t)(byte & 0x7F) << (7 * i);
                if (!(byte & 0x80)) break;
            }
            length = value;
        }
        if (position > av1c.size || length > av1c.size - position) return 0;
        if (type == 1) {
            fs_bits bits = {av1c.data + position, length, 0, 0, 0, 0, 0, 0, 0};
            fs_bits_read(&bits, 3);  // seq_profile
            fs_bit(&bits);           // still_picture
            if (fs_bit(&bits)) {     // reduced_still_picture_header
                fs_bits_read(&bits, 5);
            } else {
                int decoder_model = 0, delay_length = 0;
                if (fs_bit(&bits)) {  // timing_info_present_flag
                    fs_bits_read(&bits, 64);
                    if (fs_bit(&bits)) fs_bits_uvlc(&bits);
                    decoder_model = fs_bit(&bits);
                    if (decoder_model) {
                        delay_length = (int)fs_bits_read(&bits, 5) + 1;
                        fs_bits_read(&bits, 32 + 5 + 5);
                    }
                }
                int display_delay = fs_bit(&bits);
                int points = (int)fs_bits_read(&bits, 5) + 1;
                for (int i = 0; i < points && !bits.overrun; i++) {
                    fs_bits_read(&bits, 12);
                    if (fs_bits_read(&bits, 5) > 7) fs_bit(&bits);
                    if (decoder_model && fs_bit(&bits)) fs_bits_read(&bits, 2 * delay_length + 1);
                    if (display_delay && fs_bit(&bits)) fs_bits_read(&bits, 4);
                }
            }
            int width_bits = (int)fs_bits_read(&bits, 4) + 1, height_bits = (int)fs_bits_read(&bits, 4) + 1;
            uint64_t w = fs_bits_read(&bits, width_bits) + 1, h = fs_bits_read(&bits, height_bits) + 1;
            if (bits.overrun) return 0;
            *width = w;
            *height = h;
            return 1;
        }
        position += length;
    }
    return 0;
}

// The chroma format an item's configuration declares: 0 monochrome, 1 4:2:0, 2 4:2:2, 3 4:4:4; -1 when unread.
static int fs_heif_config_chroma(uint32_t type, fs_span config) {
    if (type == FS_FOURCC('h', 'v', 'c', 'C')) return config.size > 16 ? config.data[16] & 3 : -1;
    if (type != FS_FOURCC('a', 'v', '1', 'C') || config.size < 3) return -1;
    uint8_t flags = config.data[2];  // tier, high_bitdepth, twelve_bit, monochrome, subsampling x, then y, ...
    if (flags & 0x10) return 0;
    return (flags & 0x08) ? ((flags & 0x04) ? 1 : 2) : 3;
}

// Reads the meta box into `boxes` and compares each coded item's configuration with its ispe; `*chroma` becomes
// the fullest chroma format any coded item declares (-1 when none is read).
static fs_status fs_heif_check_boxes(fs_heif_boxes *boxes, const uint8_t *data, size_t size, int *chroma,
                                     fs_message *message) {
    *chroma = -1;
    size_t position = 0;
    uint32_t type;
    fs_span box;
    while (fs_next_box(data, &position, size, &type, &box)) {
        if (type != FS_FOURCC('m', 'e', 't', 'a') || box.size < 4) continue;
        size_t inner = 4;
        fs_span child;
        uint32_t child_type;
        while (fs_next_box(box.data, &inner, box.size, &child_type, &child)) {
            if (child_type == FS_FOURCC('i', 'i', 'n', 'f')) fs_heif_read_iinf(boxes, child);
            if (child_type == FS_FOURCC('i', 'l', 'o', 'c')) fs_heif_read_iloc(boxes, child, data, size);
            if (child_type == FS_FOURCC('p', 'i', 't', 'm') && child.size >= 6) {
                boxes->primary = fs_be(child.data + 4, child.data[0] == 0 ? 2 : 4);
            }
        }
        inner = 4;
        while (fs_next_box(box.data, &inner, box.size, &child_type, &child)) {
            if (child_type == FS_FOURCC('i', 'p', 'r', 'p')) fs_heif_read_iprp(boxes, child);
        }
        break;
    }
    for (int i = 0; i < boxes->item_count; i++) {
        fs_heif_item *item = &boxes->items[i];
        if (item->config != 0) {
            int declared = fs_heif_config_chroma(boxes->property_types[item->config], boxes->properties[item->config]);
            if (declared > *chroma) *chroma = declared;
        }
        if (item->ispe == 0 || item->config == 0) continue;
        fs_span ispe = boxes->properties[item->ispe];
        if (ispe.size < 12) continue;
        uint64_t declared_w = fs_be(ispe.data + 4, 4), declared_h = fs_be(ispe.data + 8, 4), w = 0, h = 0;
        fs_span config = boxes->properties[item->config];
        // An av1C need not carry the sequence header; the coded data then starts with it.
        int found = boxes->property_types[item->config] == FS_FOURCC('h', 'v', 'c', 'C')
                        ? fs_hvcc_size(config, &w, &h)
                        : fs_av1_size(config, 4, &w, &h) || fs_av1_size(item->start, 0, &w, &h);
        if (found && (w > declared_w || h > declared_h)) {
            snprintf(message->text, sizeof message->text,
                     "the coded image is %llux%llu but its ispe box declares %llux%llu",
                     (unsigned long long)w, (unsigned long long)h, (unsigned long long)declared_w,
                     (unsigned long long)declared_h);
            return FS_ERROR_CORRUPT;
        }
    }
    return FS_OK;
}

fs_status fs_heif_check_coded_sizes(const uint8_t *data, size_t size, fs_message *message) {
    int chroma;
    return fs_heif_check_coded_layout(data, size, &chroma, message);
}

fs_status fs_heif_check_coded_layout(const uint8_t *data, size_t size, int *chroma, fs_message *message) {
    // About 150 KB of tables, so on the heap, not on a thread's stack.
    fs_heif_boxes *found_boxes = calloc(1, sizeof(fs_heif_boxes));
    if (found_boxes == NULL) {
        snprintf(message->text, sizeof message->text, "out of memory");
        return FS_ERROR_OUT_OF_MEMORY;
    }
    fs_status status = fs_heif_check_boxes(found_boxes, data, size, chroma, message);
    free(found_boxes);
    return status;
}


int fs_heif_primary_coded_item(const uint8_t *data, size_t size, uint32_t *codec, const uint8_t **config,
                               size_t *config_size, const uint8_t **coded, size_t *coded_size) {
    fs_heif_boxes *boxes = calloc(1, sizeof(fs_heif_boxes));
    if (boxes == NULL) return 0;
    fs_message message;
    int chroma, found = 0;
    if (fs_heif_check_boxes(boxes, data, size, &chroma, &message) == FS_OK && boxes->primary != 0) {
        for (int i = 0; i < boxes->item_count; i++) {
            fs_heif_item *item = &boxes->items[i];
            if (item->id != boxes->primary) continue;
            int coded_type = item->type == FS_FOURCC('h', 'v', 'c', '1') || item->type == FS_FOURCC('a', 'v', '0', '1');
            if (coded_type && item->config != 0 && item->extents == 1 && item->method == 0 && item->start.size > 0 &&
                item->other_properties == 0) {
                *codec = item->type;
                *config = boxes->properties[item->config].data;
                *config_size = boxes->properties[item->config].size;
                *coded = item->start.data;
                *coded_size = item->start.size;
                found = 1;
            }
            break;
        }
    }
    free(boxes);
    return found;
}
