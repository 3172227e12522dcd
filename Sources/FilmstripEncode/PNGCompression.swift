/// How hard the PNG encoder works: renders default to `fast`, since a snapshot is written once and read by a
/// diff, not shipped; `best` suits images kept in a repository.
public enum PNGCompression: String, Sendable, CaseIterable, Codable {
    /// The up filter on every row, then deflate with Huffman codes only (no match search): photos' rows shrink
    /// nearly as much as with zlib level 1 at a third of the cost.
    case fast
    /// libpng's default filter choice, zlib level 6.
    case `default`
    /// Adaptive filters, zlib level 9.
    case best
}
