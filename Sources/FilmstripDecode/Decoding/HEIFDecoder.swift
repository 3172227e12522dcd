import CFilmstripFormats
import FilmstripImage

/// Decodes HEIF/HEIC and AVIF through libheif: the primary image with its transforms, grids assembled,
/// 10- and 12-bit samples rounded to 8 bits, then colour-managed from its ICC or nclx profile.
///
/// When the caller needs a small image, the image is reduced by the factor a JPEG of its size would be scaled by,
/// while its Y'CbCr planes are converted a row at a time: libheif 1.15 cannot decode at a smaller size, but this
/// way no full-size RGBA image (4 bytes a pixel, on top of the 1.5 of 4:2:0 planes) is ever made.
struct HEIFDecoder: ImageDecoding {
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
