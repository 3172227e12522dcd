import FilmstripImage

/// What a JPEG's markers before the first scan say: frame size and precision, EXIF orientation and the embedded
/// ICC profile (APP2 `ICC_PROFILE` segments, or what was wrong with them), and whether an Adobe APP14 segment is
/// present, which only the decoder needs (Adobe CMYK is stored inverted).
struct JPEGHeader: Equatable {
    var info: ImageInfo
    var hasAdobeMarker: Bool

    /// Walks the marker segments up to the first scan (SOS), skipping each by its length.
    static func read(from source: ByteSource, path: String) throws -> JPEGHeader {
        func corrupt(_ reason: String) -> DecodeError { .corrupt(path: path, reason: reason) }
        var position = 2
        var frame: (size: PixelSize, precision: Int, marker: UInt8)?
        var orientation: ExifOrientation = .up
        var sawExif = false
        var hasAdobeMarker = false
        var iccSegments: [Int: [UInt8]] = [:]
        var iccSegmentCount = 0
        while true {
            guard let prefix = try source.exactBytes(at: position, length: 2) else {
                if frame != nil { break }  // the scan data is missing; the decoder reports it
                throw corrupt("file ends before the frame header (truncated JPEG)")
            }
            guard prefix[0] == 0xFF else { throw corrupt("expected a marker at byte \(position)") }
            let marker = prefix[1]
            if marker == 0xFF {
                position += 1
                continue
            }  // fill byte
            position += 2
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }  // no length field
            if marker == 0xD9 { throw corrupt("image ends before any scan") }
            if marker == 0xDA { break }  // start of scan: the header is over
            guard let lengthBytes = try source.exactBytes(at: position, length: 2) else {
                throw corrupt("file ends inside a marker segment (truncated JPEG)")
            }
            let length = Int(lengthBytes[0]) << 8 | Int(lengthBytes[1])
            guard length >= 2 else { throw corrupt("marker segment with invalid length \(length)") }
            let payloadStart = position + 2
            let payloadLength = length - 2
            switch marker {
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                guard frame == nil else { break }
                guard let sof = try source.exactBytes(at: payloadStart, length: 6) else {
                    throw corrupt("file ends inside the frame header (truncated JPEG)")
                }
                let height = Int(sof[1]) << 8 | Int(sof[2])
                let width = Int(sof[3]) << 8 | Int(sof[4])
                frame = (PixelSize(width: width, height: height), Int(sof[0]), marker)
            case 0xE1 where !sawExif && payloadLength > 6:
                if let payload = try source.exactBytes(at: payloadStart, length: payloadLength),
                    let value = ExifReader.orientation(inAPP1: payload)
                {
                    orientation = ExifOrientation(tagValue: value)
                    sawExif = true
                }
            case 0xE2 where payloadLength > 14:
                let iccSignature = Array("ICC_PROFILE".utf8) + [0]
                if try source.exactBytes(at: payloadStart, length: 12) == iccSignature,
                    let payload = try source.exactBytes(at: payloadStart, length: payloadLength)
                {
                    iccSegments[Int(payload[12])] = Array(payload[14...])
                    iccSegmentCount = Int(payload[13])
                }
            case 0xEE where payloadLength >= 5:
                if try source.exactBytes(at: payloadStart, length: 5) == Array("Adobe".utf8) {
                    hasAdobeMarker = true
                }
            default:
                break
            }
            position = payloadStart + payloadLength
        }
        guard let frame else { throw corrupt("no frame header (SOF) before the first scan") }
        if [0xC3, 0xC7, 0xCB, 0xCF].contains(frame.marker) {
            throw DecodeError.unsupported(path: path, reason: "lossless JPEG")
        }
        if [0xC5, 0xC6, 0xC7, 0xCD, 0xCE, 0xCF].contains(frame.marker) {
            throw DecodeError.unsupported(path: path, reason: "hierarchical JPEG")
        }
        if frame.precision != 8 {
            throw DecodeError.unsupported(
                path: path, reason: "\(frame.precision)-bit JPEG (only 8-bit samples are supported)")
        }
        if frame.size.width == 0 || frame.size.height == 0 {
            throw corrupt("frame header declares a \(frame.size) image")
        }
        let info = ImageInfo(
            format: .jpeg, storedSize: frame.size, orientation: orientation, bitDepth: frame.precision,
            colorSource: ICCProfile.assemble(jpegSegments: iccSegments, declaredCount: iccSegmentCount))
        return JPEGHeader(info: info, hasAdobeMarker: hasAdobeMarker)
    }
}
