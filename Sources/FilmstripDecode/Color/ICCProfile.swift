import CFilmstripCodecs
import CFilmstripFormats

/// Facts about an embedded ICC profile, read by lcms2 without building a transform.
enum ICCProfile {
    /// The profile's description tag ("Display P3", "Adobe RGB (1998)"), nil when lcms2 cannot parse the profile.
    static func description(of bytes: [UInt8]) -> String? {
        var space = FS_COLOR_SPACE_OTHER
        var message = fs_message()
        var text = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { profile in
            text.withUnsafeMutableBufferPointer {
                fs_icc_profile_info(profile.baseAddress, profile.count, &space, $0.baseAddress, $0.count, &message)
            }
        }
        guard status == FS_OK else { return nil }
        let description = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return description.isEmpty ? "unnamed ICC profile" : description
    }

    /// The profile split over JPEG APP2 `ICC_PROFILE` segments, put back together in sequence order.
    static func assemble(jpegSegments segments: [Int: [UInt8]], declaredCount: Int) -> SourceColor {
        guard !segments.isEmpty else { return .unspecified }
        guard declaredCount > 0, segments.count == declaredCount,
            (1...declaredCount).allSatisfy({ segments[$0] != nil })
        else {
            return .unusable(
                "ICC profile split over \(declaredCount) JPEG segments but \(segments.count) found in sequence")
        }
        return .icc((1...declaredCount).flatMap { segments[$0]! })
    }

    /// The profile of a PNG `iCCP` chunk (name, NUL, compression method 0, zlib data) or of why it is unusable.
    static func fromPNGChunk(_ data: [UInt8]) -> SourceColor {
        guard let nul = data.prefix(80).firstIndex(of: 0), nul >= 1, nul + 2 <= data.count, data[nul + 1] == 0 else {
            return .unusable("damaged iCCP chunk (bad name or compression method)")
        }
        var message = fs_message()
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let compressed = Array(data[(nul + 2)...])
        let status = compressed.withUnsafeBufferPointer {
            fs_zlib_inflate($0.baseAddress, $0.count, 16 << 20, &output, &size, &message)
        }
        defer { fs_free(output) }
        guard status == FS_OK, let output else {
            let reason = message.reason
            return .unusable("damaged iCCP chunk (\(reason))")
        }
        return .icc(Array(UnsafeBufferPointer(start: output, count: size)))
    }
}
