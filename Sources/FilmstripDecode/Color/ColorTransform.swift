import CFilmstripCodecs
import CFilmstripFormats
import Dispatch

/// One lcms2 transform from a source colour description to an output space, freed with its last reference.
/// Built with `cmsFLAGS_NOCACHE`, so several threads may convert through it at once.
final class ColorTransform: Sendable {
    /// The `cmsHTRANSFORM`, kept as its address so the class stays plainly Sendable.
    private let address: UInt

    init(address: UnsafeMutableRawPointer) {
        self.address = UInt(bitPattern: address)
    }

    deinit { fs_color_transform_free(UnsafeMutableRawPointer(bitPattern: address)) }

    /// Converts 4-byte pixels in place. lcms2 converts about 25-40 MP/s on one core, so a full-size 24 MP photo
    /// is split across cores in slices of 1 MP (thumbnails, decoded at 1/8, stay on their own thread).
    func apply(to pixels: inout [UInt8]) {
        let count = pixels.count / 4
        let slice = 1 << 20
        let transformAddress = address
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let slices = (count + slice - 1) / slice
            if slices <= 1 {
                fs_color_transform_apply(UnsafeMutableRawPointer(bitPattern: transformAddress), base, count)
                return
            }
            let address = UInt(bitPattern: base)
            DispatchQueue.concurrentPerform(iterations: slices) { index in
                let start = index * slice
                let pointer = UnsafeMutablePointer<UInt8>(bitPattern: address)! + start * 4
                fs_color_transform_apply(
                    UnsafeMutableRawPointer(bitPattern: transformAddress), pointer,
                    min(slice, count - start))
            }
        }
    }
}
