#include "filmstrip_json.h"

#include <string.h>

/// Deeper than this is refused by every caller's limits (256), so a fixed stack suffices.
#define MAX_STACK 1024

int filmstrip_json_exceeds_limits(const uint8_t *bytes, size_t count, filmstrip_json_limits limits, size_t *offset) {
    // For each open container: 1 for an object, 0 for an array, and its count so far.
    uint8_t is_object[MAX_STACK];
    size_t counts[MAX_STACK];
    size_t depth = 0;
    size_t values = 0;
    // Whether the next token starts a value (after "[", ",", ":" or at the start) rather than a member name.
    int expecting_value = 1;
    size_t max_depth = limits.max_depth < MAX_STACK ? limits.max_depth : MAX_STACK;
    size_t i = 0;
    for (; i < count; i++) {
        uint8_t byte = bytes[i];
        switch (byte) {
        case ' ': case '\t': case '\n': case '\r': case ':':
            if (byte == ':') expecting_value = 1;
            continue;
        case ',':
            // The next member or element of the innermost container.
            if (depth > 0) {
                counts[depth - 1] += 1;
                size_t limit = is_object[depth - 1] ? limits.max_members : limits.max_elements;
                if (counts[depth - 1] > limit) goto exceeded;
                expecting_value = !is_object[depth - 1];
            }
            continue;
        case ']': case '}':
            if (depth > 0) depth -= 1;
            expecting_value = 0;
            continue;
        default:
            break;
        }
        if (expecting_value) {
            values += 1;
            if (values > limits.max_values) goto exceeded;
        }
        if (byte == '[' || byte == '{') {
            if (depth >= max_depth) goto exceeded;
            is_object[depth] = byte == '{';
            // The first member or element, unless the container is empty.
            size_t next = i + 1;
            while (next < count && (bytes[next] == ' ' || bytes[next] == '\t' || bytes[next] == '\n' || bytes[next] == '\r')) {
                next++;
            }
            int empty = next < count && (bytes[next] == ']' || bytes[next] == '}');
            counts[depth] = empty ? 0 : 1;
            depth += 1;
            if (!empty && counts[depth - 1] > (is_object[depth - 1] ? limits.max_members : limits.max_elements)) {
                i = next;
                goto exceeded;
            }
            expecting_value = byte == '[';
            continue;
        }
        if (byte == '"') {
            // To the closing quote, past escapes; a string that never ends ends the count.
            i += 1;
            while (i < count) {
                const uint8_t *quote = memchr(bytes + i, '"', count - i);
                if (quote == NULL) return 0;
                size_t at = (size_t)(quote - bytes);
                size_t backslashes = 0;
                while (at - backslashes > i && bytes[at - backslashes - 1] == '\\') backslashes++;
                i = at;
                if (backslashes % 2 == 0) break;
                i += 1;
            }
            expecting_value = 0;
            continue;
        }
        // A number or literal: to its end.
        while (i + 1 < count) {
            uint8_t next = bytes[i + 1];
            if (next == ',' || next == ']' || next == '}' || next == ' ' || next == '\t' || next == '\n' || next == '\r' ||
                next == ':') {
                break;
            }
            i++;
        }
        expecting_value = 0;
    }
    return 0;
exceeded:
    *offset = i;
    return 1;
}
