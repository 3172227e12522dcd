import CFilmstripFormats
import FilmstripImage

/// Decodes HEIF/HEIC and AVIF through libheif: the primary image with its transforms, grids assembled,
/// 10- and 12-bit samples rounded to 8 bits, then colour-managed from its ICC or nclx profile.
struct HEIFDecoder: ImageDecoding {
    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage {
        try WholeImageDecoding.decode(data, info: info, path: path, options: options) {
            input, count, output, capacity, width, height, message in
            fs_heif_decode(input, count, Int64(options.maxPixels), output, capacity, &width, &height, &message)
        }
    }
}
