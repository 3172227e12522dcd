import CDeflate
import CFilmstripPixels
import FilmstripImage

/// Every PNG Filmstrip writes, without libpng: scanlines filtered in C, then one zlib stream in one IDAT chunk,
/// with the chunk CRCs from libdeflate.
///
/// - `fast`: the up filter on every row, coded by `fs_deflate_huffman` (deflate with Huffman codes only). A frame of
///   photos has few long repeats, so a match search (libdeflate's level 1 spends most of its time there) saved
///   about 12% of the size at three times the cost; filtering made the files 30% smaller than unfiltered level 1.
/// - `default` and `best`: each row's filter chosen as libpng chooses it, then libdeflate at level 6 or 12. On
///   rendered frames that is as small as libpng with zlib 6, and smaller than with zlib 9, in a fraction of the
///   time (`Scripts/bench-png.sh`).
///
/// C loops (vector code where it counts) and a prebuilt library, so a debug build encodes nearly as fast as a release
/// one.
enum DeflatePNGWriter {
    /// A complete PNG of `image` (RGB when `dropAlpha`), deterministic for the same pixels and compression.
    static func encode(_ image: RGBAImage, dropAlpha: Bool, compression: PNGCompression) throws -> [UInt8] {
        let width = image.width
        let height = image.height
        guard width > 0, height > 0, width < 1 << 31, height < 1 << 31 else {
            throw EncodeError.encodingFailed(reason: "cannot encode a \(width)x\(height) image")
        }
        let rowBytes = 1 + width * (dropAlpha ? 3 : 4)
        let rawCount = rowBytes * height
        let stream = try ScanlineZlibStream(compression)
        // The filtered rows and the compressed file are both held whole while the image is too (libdeflate takes its
        // input in one piece): a frame that fitted can still be too large to encode, and Swift would abort on either
        // allocation, so both are asked for first and a shortage is reported.
        let fileCapacity = 33 + 12 + stream.bound(rawCount) + 12
        guard PixelMemory.canAllocate(bytes: rawCount + fileCapacity) else {
            let megabytes = (rawCount + fileCapacity + 1_048_575) / 1_048_576
            throw EncodeError.encodingFailed(
                reason: "not enough memory to encode a \(width)x\(height) image as PNG (\(megabytes) MB)")
        }
        let raw = UnsafeMutablePointer<UInt8>.allocate(capacity: rawCount)
        defer { raw.deallocate() }
        image.pixels.withUnsafeBufferPointer { pixels in
            if compression == .fast {
                fs_pixels_png_scanlines_up(pixels.baseAddress, width, height, dropAlpha ? 1 : 0, raw)
                return
            }
            let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * width * 3)
            defer { scratch.deallocate() }
            fs_pixels_png_scanlines_adaptive(pixels.baseAddress, width, height, dropAlpha ? 1 : 0, scratch, raw)
        }
        let bound = stream.bound(rawCount)

        // Signature and IHDR (33 bytes), IDAT's length, type and CRC (12), the zlib stream, IEND (12).
        let png = [UInt8](unsafeUninitializedCapacity: fileCapacity) { bytes, initialized in
            let base = bytes.baseAddress!
            var position = 0
            func put(_ values: [UInt8]) {
                for value in values {
                    base[position] = value
                    position += 1
                }
            }
            func put32(_ value: Int) {
                put([
                    UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
                ])
            }
            /// Appends the CRC of the chunk that starts (at its type) at `start`.
            func putCRC(from start: Int) { put32(Int(libdeflate_crc32(0, base + start, position - start))) }

            put([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            put32(13)
            let ihdr = position
            put(Array("IHDR".utf8))
            put32(width)
            put32(height)
            put([8, dropAlpha ? 2 : 6, 0, 0, 0])  // 8 bits, RGB or RGBA, deflate, adaptive filtering, no interlace
            putCRC(from: ihdr)

            let lengthAt = position
            put32(0)
            let idat = position
            put(Array("IDAT".utf8))
            let compressed = stream.compress(raw, count: rawCount, into: base + position, capacity: bound)
            position += compressed
            let length = position - idat - 4
            // Patch the length now that it is known.
            base[lengthAt] = UInt8(length >> 24 & 0xFF)
            base[lengthAt + 1] = UInt8(length >> 16 & 0xFF)
            base[lengthAt + 2] = UInt8(length >> 8 & 0xFF)
            base[lengthAt + 3] = UInt8(length & 0xFF)
            putCRC(from: idat)

            put32(0)
            let iend = position
            put(Array("IEND".utf8))
            putCRC(from: iend)
            initialized = compressed > 0 && length < 1 << 31 ? position : 0
        }
        guard !png.isEmpty else { throw EncodeError.encodingFailed(reason: "the image could not be compressed") }
        return png
    }
}
