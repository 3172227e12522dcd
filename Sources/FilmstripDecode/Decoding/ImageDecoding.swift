/// One image format's decoder: bytes in, upright RGBA out. The header has been probed already, so the
/// decoder can rely on the format and on the pixel limit having been checked.
protocol ImageDecoding {
    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage
}
