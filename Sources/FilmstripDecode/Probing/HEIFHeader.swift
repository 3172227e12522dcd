import CFilmstripCodecs
import CFilmstripFormats
import FilmstripImage

/// What libheif reads from a HEIF/AVIF file's boxes without decoding: the primary image's size after its
/// irot/imir/clap transforms (a grid's declared output size for a tiled image), bit depth, alpha and colour.
struct HEIFHeader: Equatable {
    var size: PixelSize
    var bitDepth: Int
    var hasAlpha: Bool
    var colorSource: SourceColor
    /// The coded chroma format (0 monochrome, 1 4:2:0, 2 4:2:2, 3 4:4:4; -1 unread), for the decode's memory.
    var chromaFormat: Int
    /// Whether a reduced decode goes through the codec alone (libde265 or dav1d), not through libheif.
    var decodesThroughCodec: Bool

    static func read(data: [UInt8], path: String) throws -> HEIFHeader {
        var info = fs_heif_info()
        var message = fs_message()
        let status = data.withUnsafeBufferPointer { fs_heif_probe($0.baseAddress, $0.count, &info, &message) }
        defer { fs_free(info.icc) }
        try JPEGDecoder.check(status, message: message, path: path)
        var color = SourceColor.unspecified
        if info.profile == FS_HEIF_PROFILE_ICC, let icc = info.icc {
            color = .icc(Array(UnsafeBufferPointer(start: icc, count: info.icc_size)))
        } else if info.profile == FS_HEIF_PROFILE_NCLX {
            color = nclxColor(
                primaries: Int(info.nclx_primaries), transfer: Int(info.nclx_transfer),
                chromaticities: info.nclx_chromaticities)
        }
        return HEIFHeader(
            size: PixelSize(width: Int(info.width), height: Int(info.height)), bitDepth: Int(info.bit_depth),
            hasAlpha: info.has_alpha != 0, colorSource: color, chromaFormat: Int(info.chroma),
            decodesThroughCodec: info.codec_only != 0)
    }

    /// An nclx box (ITU-T H.273 code points) as a source description; unspecified (2) means sRGB's.
    static func nclxColor(primaries: Int, transfer: Int, chromaticities c: fs_chromaticities) -> SourceColor {
        let curve: SourceColor.ToneCurve
        switch transfer {
        case 2, 13: curve = .sRGB
        case 1, 6, 14, 15: curve = .bt709
        case 4: curve = .power(2.2)
        case 5: curve = .power(2.8)
        case 8: curve = .linear
        case 16: return .unusable("HDR transfer curve PQ (nclx 16) not supported")
        case 18: return .unusable("HDR transfer curve HLG (nclx 18) not supported")
        default: return .unusable("nclx transfer characteristics \(transfer) not supported")
        }
        let chromaticities =
            primaries == 1 || primaries == 2
            ? Chromaticities.sRGB
            : Chromaticities(
                white: (Double(c.white_x), Double(c.white_y)), red: (Double(c.red_x), Double(c.red_y)),
                green: (Double(c.green_x), Double(c.green_y)), blue: (Double(c.blue_x), Double(c.blue_y)))
        guard chromaticities.isPlausible else { return .unusable("nclx colour primaries \(primaries) not supported") }
        if primaries == 1 || primaries == 2, curve == .sRGB { return .sRGB }
        return .primaries(chromaticities, curve)
    }
}
