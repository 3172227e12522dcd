#include "filmstrip_polygon_fill.h"

#include <math.h>
#include <stdlib.h>

#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

// One non-horizontal edge, from its top (y0) to its bottom (y1), and which way it ran: +1 down, -1 up.
typedef struct {
    double x0, y0, x1, y1, slope;
    int direction;
    int32_t order;
} edge;

// Where a sample line crosses an edge, and the edge's direction.
typedef struct {
    double x;
    int direction;
    int32_t order;
} crossing;

static int compare_edges(const void *a, const void *b) {
    const edge *p = a, *q = b;
    if (p->y0 != q->y0) return p->y0 < q->y0 ? -1 : 1;
    return p->order < q->order ? -1 : (p->order > q->order);
}

static int compare_crossings(const void *a, const void *b) {
    const crossing *p = a, *q = b;
    if (p->x != q->x) return p->x < q->x ? -1 : 1;
    return p->order < q->order ? -1 : (p->order > q->order);
}

// Adds `weight` times the length of [a, b) (clamped to [0, width)) to each pixel's share: partial pixels in
// `partial`, whole ones through the difference array `whole`.
static void add_span(double a, double b, int32_t width, double *partial, double *whole) {
    if (a < 0) a = 0;
    if (b > width) b = width;
    if (!(b > a)) return;
    int32_t first = (int32_t)floor(a);
    int32_t last = (int32_t)floor(b);
    if (first == last) {
        partial[first] += b - a;
        return;
    }
    partial[first] += (double)(first + 1) - a;
    whole[first + 1] += 1;
    whole[last] -= 1;
    if (last < width) partial[last] += b - (double)last;
}

int fs_fill_polygons(uint8_t *mask, int32_t width, int32_t height, int32_t row_bytes, const double *points,
                     const int32_t *counts, int32_t polygon_count, int even_odd) {
    if (!mask || width <= 0 || height <= 0 || row_bytes < width || polygon_count < 0) return -1;
    if (polygon_count > 0 && (!points || !counts)) return -1;
    size_t total = 0;
    for (int32_t i = 0; i < polygon_count; i++) {
        if (counts[i] < 0) return -1;
        total += (size_t)counts[i];
    }
    edge *edges = total ? malloc(total * sizeof(edge)) : NULL;
    crossing *crossings = total ? malloc(total * sizeof(crossing)) : NULL;
    double *partial = calloc((size_t)width + 1, sizeof(double));
    double *whole = calloc((size_t)width + 1, sizeof(double));
    if ((total && (!edges || !crossings)) || !partial || !whole) {
        free(edges);
        free(crossings);
        free(partial);
        free(whole);
        return -1;
    }
    size_t edge_count = 0;
    size_t start = 0;
    for (int32_t i = 0; i < polygon_count; i++) {
        int32_t n = counts[i];
        for (int32_t j = 0; j < n; j++) {
            const double *p = points + 2 * (start + (size_t)j);
            const double *q = points + 2 * (start + (size_t)((j + 1) % n));
            if (!isfinite(p[0]) || !isfinite(p[1]) || !isfinite(q[0]) || !isfinite(q[1]) || p[1] == q[1]) continue;
            edge e;
            e.direction = q[1] > p[1] ? 1 : -1;
            if (e.direction > 0) {
                e.x0 = p[0], e.y0 = p[1], e.x1 = q[0], e.y1 = q[1];
            } else {
                e.x0 = q[0], e.y0 = q[1], e.x1 = p[0], e.y1 = p[1];
            }
            e.slope = (e.x1 - e.x0) / (e.y1 - e.y0);
            e.order = (int32_t)edge_count;
            edges[edge_count++] = e;
        }
        start += (size_t)n;
    }
    qsort(edges, edge_count, sizeof(edge), compare_edges);
    const int lines = FS_POLYGON_SUBSCANLINES;
    const double weight = 1.0 / lines;
    for (int32_t row = 0; row < height; row++) {
        for (int32_t x = 0; x <= width; x++) partial[x] = 0, whole[x] = 0;
        int touched = 0;
        for (int line = 0; line < lines; line++) {
            double y = (double)row + ((double)line + 0.5) * weight;
            size_t found = 0;
            for (size_t k = 0; k < edge_count && edges[k].y0 <= y; k++) {
                const edge *e = &edges[k];
                if (y >= e->y1) continue;
                crossings[found].x = e->x0 + (y - e->y0) * e->slope;
                crossings[found].direction = e->direction;
                crossings[found].order = e->order;
                found++;
            }
            if (found < 2) continue;
            qsort(crossings, found, sizeof(crossing), compare_crossings);
            int winding = 0;
            for (size_t k = 0; k + 1 < found; k++) {
                winding += crossings[k].direction;
                int inside = even_odd ? (winding & 1) : (winding != 0);
                if (inside) {
                    add_span(crossings[k].x, crossings[k + 1].x, width, partial, whole);
                    touched = 1;
                }
            }
        }
        uint8_t *out = mask + (size_t)row * (size_t)row_bytes;
        if (!touched) {
            for (int32_t x = 0; x < width; x++) out[x] = 0;
            continue;
        }
        double running = 0;
        for (int32_t x = 0; x < width; x++) {
            running += whole[x];
            double coverage = (partial[x] + running) * weight;
            if (coverage < 0) coverage = 0;
            if (coverage > 1) coverage = 1;
            out[x] = (uint8_t)floor(coverage * 255 + 0.5);
        }
    }
    free(edges);
    free(crossings);
    free(partial);
    free(whole);
    return 0;
}
