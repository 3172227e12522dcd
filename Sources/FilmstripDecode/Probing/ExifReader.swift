/// Reads the Orientation tag from an EXIF block (a TIFF structure), tolerating any damage by answering nil.
enum ExifReader {
    /// The orientation tag's value in the TIFF data `tiff` ("II*\0" or "MM\0*" first), or nil if absent.
    static func orientation(inTIFF tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return littleEndian ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return littleEndian ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let entries = u16(ifd) else { return nil }
        for entry in 0..<entries {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112 {
                // SHORT (type 3), count 1: the value sits in the first two bytes of the value field.
                guard u16(at + 2) == 3, let value = u16(at + 8) else { return nil }
                return value
            }
        }
        return nil
    }

    /// The orientation in a JPEG APP1 payload ("Exif\0\0" then TIFF data), or nil.
    static func orientation(inAPP1 payload: [UInt8]) -> Int? {
        let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]
        guard payload.count > 6, Array(payload[0..<6]) == exifHeader else { return nil }
        return orientation(inTIFF: Array(payload[6...]))
    }
}
