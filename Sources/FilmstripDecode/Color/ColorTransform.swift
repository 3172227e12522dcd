import CFilmstripCodecs
import CFilmstripFormats
import FilmstripImage

/// One lcms2 transform from a source colour description to an output space, freed with its last reference.
///
/// Built with `cmsFLAGS_NOCACHE`, so lcms2 keeps no per-call state in it and several threads may convert through it
/// at once: that is why the class may be shared across threads (`@unchecked` because the compiler cannot see it in
/// a C handle).
final class ColorTransform: @unchecked Sendable {
    /// The `cmsHTRANSFORM`, owned by this object.
    private let transform: UnsafeMutableRawPointer

    init(address: UnsafeMutableRawPointer) {
        self.transform = address
    }

    deinit { fs_color_transform_free(transform) }

    /// Converts 4-byte pixels in place. lcms2 converts about 25-40 MP/s on one core, so a full-size 24 MP photo
    /// is split across cores in slices of 1 MP (thumbnails, decoded at 1/8, stay on their own thread).
    func apply(to pixels: inout [UInt8]) {
        let count = pixels.count / 4
        let slice = 1 << 20
        let transform = transform
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Each slice converts only its own pixels.
            parallelFor((count + slice - 1) / slice) { index in
                let start = index * slice
                fs_color_transform_apply(transform, base + start * 4, min(slice, count - start))
            }
        }
    }
}
