// Deflate with Huffman coding only (no LZ77 matches): PNG frames of photos, filtered, have few long repeats, so
// the match search that dominates even the fastest deflate levels buys little; coding each byte with a code fitted
// to its block's byte histogram costs a few instructions a byte. RFC 1951 dynamic blocks, one per `block_size`
// input bytes, so the code follows the content (flat background, then photo).
#include "filmstrip_pixels.h"

#include <stdlib.h>
#include <string.h>

enum { block_size = 1 << 16, literal_symbols = 257, max_bits = 15 };

// Stores `value` as eight little-endian bytes at `at` (one unaligned store on little-endian machines).
static inline void store_le64(uint8_t *at, uint64_t value) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(at, &value, 8);
#else
    for (int k = 0; k < 8; k++) at[k] = (uint8_t)(value >> (8 * k));
#endif
}

typedef struct {
    uint8_t *out;
    size_t position;
    uint64_t bits;
    unsigned count;
} bit_writer;

// Appends the low `length` bits of `value`, least significant first (flushes whole 32-bit words).
#define PUT_BITS(writer, value, length)                                             \
    do {                                                                            \
        (writer).bits |= (uint64_t)(value) << (writer).count;                       \
        (writer).count += (length);                                                 \
        if ((writer).count >= 32) {                                                 \
            uint32_t word_ = (uint32_t)(writer).bits;                               \
            uint8_t *at_ = (writer).out + (writer).position;                        \
            at_[0] = (uint8_t)word_; at_[1] = (uint8_t)(word_ >> 8);                \
            at_[2] = (uint8_t)(word_ >> 16); at_[3] = (uint8_t)(word_ >> 24);       \
            (writer).position += 4;                                                 \
            (writer).bits >>= 32;                                                   \
            (writer).count -= 32;                                                   \
        }                                                                           \
    } while (0)

typedef struct {
    uint32_t weight;
    uint16_t symbol;
} leaf;

// Sorts `count` leaves by (weight, symbol): a least-significant-digit radix sort of 64-bit keys, a byte a pass and
// only over the bytes that vary (a 64 KiB block's weights fit in 17 bits: four passes). An insertion sort here
// cost more than building the code itself.
static void sort_leaves(leaf *leaves, size_t count) {
    uint64_t keys[literal_symbols], other[literal_symbols];
    uint64_t all = 0;
    for (size_t i = 0; i < count; i++) {
        keys[i] = (uint64_t)leaves[i].weight << 16 | leaves[i].symbol;
        all |= keys[i];
    }
    uint64_t *from = keys, *to = other;
    for (unsigned shift = 0; shift < 64 && (all >> shift); shift += 8) {
        size_t start[257] = {0};
        for (size_t i = 0; i < count; i++) start[((from[i] >> shift) & 0xFF) + 1]++;
        for (size_t b = 0; b < 256; b++) start[b + 1] += start[b];
        for (size_t i = 0; i < count; i++) to[start[(from[i] >> shift) & 0xFF]++] = from[i];
        uint64_t *swap = from;
        from = to;
        to = swap;
    }
    for (size_t i = 0; i < count; i++) leaves[i] = (leaf){(uint32_t)(from[i] >> 16), (uint16_t)(from[i] & 0xFFFF)};
}

// Huffman code lengths for `count` symbols (at most 257) with frequencies `frequency`, none longer than `limit`:
// when the optimal code is too deep, the frequencies are halved (keeping every used symbol at least 1) and the code
// is built again. Deterministic: ties are broken by symbol.
static void code_lengths(const uint32_t *frequency, size_t count, unsigned limit, uint8_t *lengths) {
    uint32_t weights[literal_symbols];
    size_t nonzero = 0;
    for (size_t s = 0; s < count; s++) {
        weights[s] = frequency[s];
        nonzero += weights[s] != 0;
    }
    // A code needs two symbols: give the first unused ones a weight.
    for (size_t s = 0; s < count && nonzero < 2; s++) {
        if (!weights[s]) { weights[s] = 1; nonzero++; }
    }
    for (;;) {
        leaf leaves[literal_symbols];
        size_t used = 0;
        for (size_t s = 0; s < count; s++) {
            lengths[s] = 0;
            if (weights[s]) leaves[used++] = (leaf){weights[s], (uint16_t)s};
        }
        sort_leaves(leaves, used);
        // Two queues: leaves in order, and internal nodes, made in non-decreasing weight. parent[] indexes nodes:
        // 0 ..< used are leaves, used ..< 2 * used - 1 internal nodes.
        uint32_t weight[2 * literal_symbols];
        uint16_t parent[2 * literal_symbols];
        for (size_t i = 0; i < used; i++) weight[i] = leaves[i].weight;
        size_t next_leaf = 0, next_node = used, made = used;
        while (made < 2 * used - 1) {
            size_t pick[2];
            for (int k = 0; k < 2; k++) {
                if (next_leaf < used && (next_node >= made || weight[next_leaf] <= weight[next_node]))
                    pick[k] = next_leaf++;
                else
                    pick[k] = next_node++;
            }
            weight[made] = weight[pick[0]] + weight[pick[1]];
            parent[pick[0]] = parent[pick[1]] = (uint16_t)made;
            made++;
        }
        // Depths, root first (the root is the last node made).
        uint8_t depth[2 * literal_symbols];
        depth[made - 1] = 0;
        unsigned deepest = 0;
        for (size_t i = made - 1; i-- > 0;) {
            depth[i] = (uint8_t)(depth[parent[i]] + 1);
            if (i < used && depth[i] > deepest) deepest = depth[i];
        }
        if (deepest <= limit) {
            for (size_t i = 0; i < used; i++) lengths[leaves[i].symbol] = depth[i];
            return;
        }
        for (size_t s = 0; s < count; s++) {
            if (weights[s]) weights[s] = (weights[s] >> 1) | 1;
        }
    }
}

// Canonical codes (RFC 1951 3.2.2) for `lengths`, bit-reversed so they can be written least significant bit first.
static void canonical_codes(const uint8_t *lengths, size_t count, uint16_t *codes) {
    unsigned length_count[max_bits + 1] = {0}, next[max_bits + 1];
    for (size_t s = 0; s < count; s++) length_count[lengths[s]]++;
    length_count[0] = 0;
    unsigned code = 0;
    for (unsigned bits = 1; bits <= max_bits; bits++) {
        code = (code + length_count[bits - 1]) << 1;
        next[bits] = code;
    }
    for (size_t s = 0; s < count; s++) {
        unsigned length = lengths[s];
        if (!length) { codes[s] = 0; continue; }
        unsigned value = next[length]++, reversed = 0;
        for (unsigned b = 0; b < length; b++) reversed |= ((value >> b) & 1) << (length - 1 - b);
        codes[s] = (uint16_t)reversed;
    }
}

size_t fs_deflate_huffman_bound(size_t size) {
    // At most 15 bits a byte, plus a header of at most 60 + 259 * 7 bits and an end code per block; the slack
    // also covers the 8-byte stores of the coding loop, which reach at most 8 bytes past the bytes written.
    size_t blocks = size / block_size + 1;
    return size / 8 * 15 + 16 + blocks * 300;
}

size_t fs_deflate_huffman(const uint8_t *data, size_t size, uint8_t *out, size_t capacity) {
    if (!out || (size && !data) || capacity < fs_deflate_huffman_bound(size)) return 0;
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    bit_writer writer = {out, 0, 0, 0};
    size_t start = 0;
    do {
        const size_t end = size - start > block_size ? start + block_size : size;
        const int final = end == size;
        // The code fits a histogram of every fourth byte (scaled up): filtered rows change slowly, so the sample
        // gives nearly the same code (0.2% larger output on the bundled frames) for a quarter of the counting.
        // Every byte value keeps a weight, so a byte the sample missed still has a code. Four partial histograms:
        // filtered rows repeat bytes (mostly zeros), and increments of one counter would each wait for the one
        // before.
        uint32_t frequency[literal_symbols], partial[3][256] = {{0}};
        for (size_t s = 0; s < 256; s++) frequency[s] = 1;
        size_t i = start;
        for (; i + 16 <= end; i += 16) {
            frequency[data[i]] += 4;
            partial[0][data[i + 5]] += 4;
            partial[1][data[i + 10]] += 4;
            partial[2][data[i + 15]] += 4;
        }
        for (; i < end; i++) frequency[data[i]]++;
        for (size_t s = 0; s < 256; s++) frequency[s] += partial[0][s] + partial[1][s] + partial[2][s];
        frequency[256] = 1;  // the end-of-block code
        uint8_t lengths[literal_symbols + 2];
        code_lengths(frequency, literal_symbols, max_bits, lengths);
        // Two distance codes of one bit (a complete code every inflater accepts), never used.
        lengths[literal_symbols] = lengths[literal_symbols + 1] = 1;
        uint16_t codes[literal_symbols];
        canonical_codes(lengths, literal_symbols, codes);

        // The code lengths are sent with a code of their own (lengths 0...15 only, no run-length symbols).
        uint32_t length_frequency[19] = {0};
        for (size_t s = 0; s < literal_symbols + 2; s++) length_frequency[lengths[s]]++;
        uint8_t length_lengths[19];
        uint16_t length_codes[19];
        code_lengths(length_frequency, 19, 7, length_lengths);
        canonical_codes(length_lengths, 19, length_codes);
        unsigned sent = 19;
        while (sent > 4 && length_lengths[order[sent - 1]] == 0) sent--;

        PUT_BITS(writer, final, 1);
        PUT_BITS(writer, 2, 2);  // dynamic Huffman codes
        PUT_BITS(writer, literal_symbols - 257, 5);
        PUT_BITS(writer, 2 - 1, 5);
        PUT_BITS(writer, sent - 4, 4);
        for (unsigned i = 0; i < sent; i++) PUT_BITS(writer, length_lengths[order[i]], 3);
        for (size_t s = 0; s < literal_symbols + 2; s++)
            PUT_BITS(writer, length_codes[lengths[s]], length_lengths[lengths[s]]);
        // Three bytes per step (at most 45 bits onto at most 7 pending): the whole 64-bit buffer is stored every
        // step and the position moves by the whole bytes in it, so no step branches on whether to flush. Each
        // entry holds a code in its low half and its length in the high one, so neither needs a mask; the writer's
        // fields live in locals for the loop, where the compiler keeps them in registers.
        uint64_t entry[256];
        for (size_t s = 0; s < 256; s++) entry[s] = (uint64_t)codes[s] | (uint64_t)lengths[s] << 32;
        while (writer.count >= 8) {
            writer.out[writer.position++] = (uint8_t)writer.bits;
            writer.bits >>= 8;
            writer.count -= 8;
        }
        uint64_t bits = writer.bits;
        unsigned count = writer.count;
        uint8_t *out = writer.out;
        size_t position = writer.position;
        for (i = start; i + 3 <= end; i += 3) {
            const uint64_t a = entry[data[i]], b = entry[data[i + 1]], c = entry[data[i + 2]];
            const unsigned la = (unsigned)(a >> 32), lab = la + (unsigned)(b >> 32);
            bits |= ((uint32_t)a | (uint64_t)(uint32_t)b << la | (uint64_t)(uint32_t)c << lab) << count;
            count += lab + (unsigned)(c >> 32);
            store_le64(out + position, bits);
            position += count >> 3;
            bits >>= count & ~7u;
            count &= 7;
        }
        writer.bits = bits;
        writer.count = count;
        writer.position = position;
        for (; i < end; i++) PUT_BITS(writer, (uint32_t)entry[data[i]], entry[data[i]] >> 32);
        PUT_BITS(writer, codes[256], lengths[256]);
        start = end;
    } while (start < size);
    while (writer.count > 0) {
        out[writer.position++] = (uint8_t)writer.bits;
        writer.bits >>= 8;
        writer.count = writer.count > 8 ? writer.count - 8 : 0;
    }
    return writer.position;
}
