import CFilmstripFormats
import FilmstripImage

/// Decodes HEIF/HEIC and AVIF through libheif: the primary image with its transforms, grids assembled,
/// 10- and 12-bit samples rounded to 8 bits, then colour-managed from its ICC or nclx profile.
///
/// When the caller needs a small image, the image is reduced by the factor a JPEG of its size would be scaled by,
/// while its Y'CbCr planes are converted a row at a time: libheif 1.15 cannot decode at a smaller size, but this
/// way no full-size RGBA image (4 bytes a pixel, on top of the 1.5 of 4:2:0 planes) is ever made. A plain 8-bit
/// image (no grid, transform or alpha) is then decoded by its codec alone, libde265 or dav1d, its planes read in
/// place: libheif would copy them and convert the copy to RGB (a 100-megapixel HEIC took 700 MB that way, 200 MB
/// this way).
struct HEIFDecoder: ImageFormatDecoder {
    var formats: [ImageFormat] { [.heif, .avif] }
    var fileExtensions: [String] { ["heic", "heif", "avif"] }
    /// An ISO-BMFF `ftyp` box with its brands.
    var signatureLength: Int { 32 }

    /// HEIF or AVIF from the `ftyp` box: the major brand, else the compatible brands within `bytes`.
    func format(ofSignature bytes: [UInt8]) -> ImageFormat? {
        guard bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) else { return nil }
        let boxSize = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        let end = min(bytes.count, max(boxSize, 12))
        var brands = [String(decoding: bytes[8..<12], as: UTF8.self)]
        var position = 16
        while position + 4 <= end {
            brands.append(String(decoding: bytes[position..<position + 4], as: UTF8.self))
            position += 4
        }
        let avif: Set<String> = ["avif", "avis"]
        let heif: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]
        if avif.contains(brands[0]) { return .avif }
        if heif.contains(brands[0]) && brands[0] != "mif1" && brands[0] != "msf1" { return .heif }
        if brands.contains(where: avif.contains) { return .avif }
        if brands.contains(where: heif.contains) { return .heif }
        return nil
    }

    /// libheif parses boxes from memory; the boxes it needs usually sit before the coded data, but it reads the
    /// item locations, so it gets the file. Parsing decodes nothing.
    func probe(_ source: any ByteSource, format: ImageFormat, path: String) throws -> ImageInfo {
        let header = try HEIFHeader.read(data: try source.bytes(at: 0, length: source.count), path: path)
        var info = ImageInfo(
            format: format, storedSize: header.size, orientation: .up, bitDepth: header.bitDepth,
            colorSource: header.colorSource)
        info.codedChromaFormat = header.chromaFormat
        info.decodesThroughCodec = header.decodesThroughCodec
        return info
    }

    /// The peak measured with massif on 100-megapixel files, per pixel of the coded planes (a chroma format the
    /// probe could not read counts as 4:4:4). Through the codec alone: its planes and its per-block state (about
    /// half a byte a pixel in libde265 and dav1d). Through libheif: the codec's planes and state (libde265's 1.25
    /// bytes a pixel) and libheif's copy of the planes, then that copy and the image libheif converts it to: a colour
    /// one as interleaved RGBA (4 samples a pixel), since its planar conversion is RGB, which is not read by rows.
    /// Then the image delivered.
    func estimatedPeakBytes(of info: ImageInfo, options: DecodeOptions) -> Int {
        let pixels = info.storedSize.width * info.storedSize.height
        let sampleBytes = info.bitDepth > 8 ? 2 : 1
        let halfSamples = [0: 2, 1: 3, 2: 4, 3: 6][info.codedChromaFormat] ?? 6  // per pixel, in halves
        let planes = pixels * sampleBytes * halfSamples / 2
        let delivered = deliveredBytes(of: info, options: options)
        let reduced = delivered < 4 * pixels
        if reduced && info.decodesThroughCodec {
            return planes + pixels * 3 / 4 + delivered
        }
        let converted = info.codedChromaFormat == 0 ? 0 : 4 * pixels * sampleBytes
        return planes + max(planes + pixels * 5 / 4, converted) + delivered
    }

    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage {
        let factor = JPEGDecoder.scaleDenominator(
            storedSize: info.storedSize, orientation: .up, minimumSize: options.minimumSize)
        let stored = info.storedSize
        let size = PixelSize(
            width: (stored.width + factor - 1) / factor, height: (stored.height + factor - 1) / factor)
        return try WholeImageDecoding.decode(
            data, info: info, path: path, options: options, size: size, scaleDenominator: factor, blockReduced: true
        ) { input, count, output, capacity, width, height, message in
            fs_heif_decode_reduced(
                input, count, Int64(options.maxPixels), Int32(factor), factor > 1 ? 1 : 0, output, capacity, &width,
                &height, &message)
        }
    }
}
