#ifndef FILMSTRIP_JSON_H
#define FILMSTRIP_JSON_H

#include <stddef.h>
#include <stdint.h>

/// What one JSON document may hold (see JSONLimits in FilmstripJSON).
typedef struct {
    size_t max_values;
    size_t max_members;
    size_t max_elements;
    size_t max_depth;
} filmstrip_json_limits;

/// Counts a JSON document's values, each object's members, each array's elements and its nesting, in one pass that
/// stops at the first past `limits`: returns 1 and that byte's offset in `offset`, or 0 when every limit holds. It
/// checks no grammar beyond what counting needs (strings and nesting), so 0 says nothing of validity: a parser or
/// JSONSyntax's full check decides that. Native because results files are tens of megabytes, read by debug builds too.
int filmstrip_json_exceeds_limits(const uint8_t *bytes, size_t count, filmstrip_json_limits limits, size_t *offset);

#endif
