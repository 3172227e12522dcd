// zlib inflation for PNG iCCP chunks, bounded so a bomb cannot allocate without limit.
#include <stdio.h>
#include <stdlib.h>
#include <zlib.h>

#include "filmstrip_formats.h"

fs_status fs_zlib_inflate(const uint8_t *data, size_t size, size_t limit, uint8_t **out, size_t *out_size,
                          fs_message *message) {
    message->text[0] = 0;
    *out = NULL;
    *out_size = 0;
    z_stream stream = {0};
    if (inflateInit(&stream) != Z_OK) return FS_ERROR_OUT_OF_MEMORY;
    size_t capacity = size * 4 + 1024;
    if (capacity > limit + 1) capacity = limit + 1;
    uint8_t *buffer = malloc(capacity);
    if (buffer == NULL) {
        inflateEnd(&stream);
        return FS_ERROR_OUT_OF_MEMORY;
    }
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)size;
    size_t produced = 0;
    int result;
    do {
        if (produced == capacity) {
            if (capacity > limit) {
                snprintf(message->text, sizeof message->text, "inflates to more than %zu bytes", limit);
                result = Z_DATA_ERROR;
                break;
            }
            size_t grown_capacity = capacity * 2 > limit + 1 ? limit + 1 : capacity * 2;
            uint8_t *grown = realloc(buffer, grown_capacity);
            if (grown == NULL) {
                free(buffer);
                inflateEnd(&stream);
                return FS_ERROR_OUT_OF_MEMORY;
            }
            buffer = grown;
            capacity = grown_capacity;
        }
        stream.next_out = buffer + produced;
        stream.avail_out = (uInt)(capacity - produced);
        result = inflate(&stream, Z_NO_FLUSH);
        produced = capacity - stream.avail_out;
    } while (result == Z_OK);
    if (result != Z_STREAM_END) {
        if (message->text[0] == 0) {
            snprintf(message->text, sizeof message->text, "%s", stream.msg ? stream.msg : "truncated zlib stream");
        }
        free(buffer);
        inflateEnd(&stream);
        return FS_ERROR_CORRUPT;
    }
    inflateEnd(&stream);
    *out = buffer;
    *out_size = produced;
    return FS_OK;
}
