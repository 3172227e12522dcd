import CFilmstripCodecs
import CFilmstripFormats

/// One lcms2 transform from a source colour description to an output space, freed with its last reference.
/// Built with `cmsFLAGS_NOCACHE`, so several threads may convert through it at once.
final class ColorTransform: Sendable {
    /// The `cmsHTRANSFORM`, kept as its address so the class stays plainly Sendable.
    private let address: UInt

    init(address: UnsafeMutableRawPointer) {
        self.address = UInt(bitPattern: address)
    }

    deinit { fs_color_transform_free(UnsafeMutableRawPointer(bitPattern: address)) }

    /// Converts 4-byte pixels in place.
    func apply(to pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            fs_color_transform_apply(UnsafeMutableRawPointer(bitPattern: address), buffer.baseAddress, buffer.count / 4)
        }
    }
}
