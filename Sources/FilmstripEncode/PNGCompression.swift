/// How hard the PNG encoder works: renders default to `fast`, since a snapshot is written once and read by a
/// diff, not shipped; references kept in a repository are written `default`, and `best` squeezes out a few more
/// percent for images that are shipped.
public enum PNGCompression: String, Sendable, CaseIterable, Codable {
    /// The up filter on every row, then deflate with Huffman codes only (no match search): photos' rows shrink
    /// nearly as much as with zlib level 1 at a third of the cost.
    case fast
    /// Each row's filter chosen as libpng chooses it (the smallest sum of its bytes read as signed), then
    /// libdeflate level 6: as small as libpng with zlib 6, several times faster.
    case `default`
    /// The same filters, then libdeflate level 12 (its slowest, near-optimal parsing): smaller than zlib 9.
    case best
}
