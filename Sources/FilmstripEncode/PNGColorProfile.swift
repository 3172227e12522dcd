/// An ICC profile to embed in an encoded PNG's `iCCP` chunk, so viewers know the pixels' colour space
/// (Display P3 renders are tagged as an iPhone screenshot is). Untagged PNGs mean sRGB.
package struct PNGColorProfile: Sendable, Equatable {
    /// The profile name written in the chunk (1 to 79 Latin-1 characters).
    package var name: String
    /// The ICC profile itself.
    package var bytes: [UInt8]

    /// The profile `bytes` (an ICC profile), called `name` in the file.
    package init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// The `iCCP` chunk: name, NUL, compression method 0, then the profile as a zlib stream. The stream uses
    /// stored (uncompressed) deflate blocks: a profile is a few hundred bytes, and this needs no zlib binding.
    var chunk: PNGChunk {
        let data = Array(name.utf8.prefix(79)) + [0, 0] + StoredZlibStream.wrapping(bytes)
        return PNGChunk(type: "iCCP", data: data)
    }
}
