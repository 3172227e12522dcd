import FilmstripDecode
import FilmstripImage

/// A format of the tests' own, written against the public API only, as a package adding a format would:
/// "FSTP", the width and height as big-endian 32-bit numbers, then straight RGBA rows.
///
/// Shrink-on-load keeps every n-th pixel of every n-th row, n chosen as for a JPEG (at least twice the size asked).
struct FSTPDecoder: ImageFormatDecoder {
    static let format = ImageFormat(rawValue: "fstp")

    var formats: [ImageFormat] { [Self.format] }
    var fileExtensions: [String] { ["fstp"] }
    var signatureLength: Int { 4 }

    func format(ofSignature bytes: [UInt8]) -> ImageFormat? {
        bytes.starts(with: Array("FSTP".utf8)) ? Self.format : nil
    }

    func probe(_ source: any ByteSource, format: ImageFormat, path: String) throws -> ImageInfo {
        guard let header = try source.exactBytes(at: 4, length: 8) else {
            throw DecodeError.corrupt(path: path, reason: "FSTP header cut short")
        }
        func number(_ offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return ImageInfo(
            format: format, storedSize: PixelSize(width: number(0), height: number(4)), orientation: .up, bitDepth: 8)
    }

    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage {
        let size = info.storedSize
        guard data.count >= 12 + size.area * 4 else {
            throw DecodeError.corrupt(path: path, reason: "FSTP pixels cut short")
        }
        var factor = 1
        if let wanted = options.minimumSize {
            factor =
                [8, 4, 2].first { size.width / $0 >= 2 * wanted.width && size.height / $0 >= 2 * wanted.height } ?? 1
        }
        let width = size.width / factor
        let height = size.height / factor
        try PixelMemory.reserveRGBA(width: width, height: height)
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for row in 0..<height {
            for column in 0..<width {
                let start = 12 + ((row * factor) * size.width + column * factor) * 4
                pixels += data[start..<start + 4]
            }
        }
        return DecodedImage(
            image: RGBAImage(width: width, height: height, pixels: pixels), info: info, scaleDenominator: factor,
            warnings: [])
    }

    /// An FSTP file of `width` x `height` whose pixel (x, y) is (x, y, x + y, 255).
    static func file(width: Int, height: Int, claiming claimed: (width: Int, height: Int)? = nil) -> [UInt8] {
        func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        var bytes = Array("FSTP".utf8) + bigEndian(claimed?.width ?? width) + bigEndian(claimed?.height ?? height)
        for y in 0..<height {
            for x in 0..<width { bytes += [UInt8(x), UInt8(y), UInt8(truncatingIfNeeded: x + y), 255] }
        }
        return bytes
    }
}
