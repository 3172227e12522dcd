import CFilmstripFormats
import FilmstripImage

/// Decodes WebP through libwebp (the first frame of an animation, composited on its canvas), then
/// colour-manages it from its ICCP profile.
struct WebPDecoder: ImageDecoding {
    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage {
        try WholeImageDecoding.decode(data, info: info, path: path, options: options) {
            input, count, output, capacity, width, height, message in
            fs_webp_decode(input, count, output, capacity, &width, &height, &message)
        }
    }
}
