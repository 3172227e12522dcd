import CFilmstripPixels
import FilmstripImage

/// The rectangle of pixels that differ between two frames of one size: an animated PNG stores only this part of a
/// frame over the previous one. Found in C (rows by memcmp, then columns), so a debug build is not slowed per pixel.
/// Only `between` makes one.
package struct ChangedRegion: Equatable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    /// The smallest rectangle holding every pixel of `current` that differs from `previous` (any of R, G, B, A),
    /// nil when the images are identical. Both must have the same size.
    package static func between(_ previous: RGBAImage, _ current: RGBAImage) -> ChangedRegion? {
        precondition(previous.width == current.width && previous.height == current.height, "frames differ in size")
        var x = 0
        var y = 0
        var width = 0
        var height = 0
        let changed = previous.pixels.withUnsafeBufferPointer { a in
            current.pixels.withUnsafeBufferPointer { b in
                fs_pixels_changed_bounds(
                    a.baseAddress, b.baseAddress, current.width, current.height, &x, &y, &width, &height)
            }
        }
        return changed != 0 ? ChangedRegion(x: x, y: y, width: width, height: height) : nil
    }

    /// The region's pixels copied out of `image`, row by row.
    package func crop(_ image: RGBAImage) -> RGBAImage {
        precondition(
            x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= image.width && y + height <= image.height,
            "region outside the image")
        let rowBytes = width * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            image.pixels.withUnsafeBytes { source in
                for row in 0..<height {
                    let from = source.baseAddress! + ((y + row) * image.width + x) * 4
                    (out.baseAddress! + row * rowBytes).initialize(
                        from: from.assumingMemoryBound(to: UInt8.self), count: rowBytes)
                }
            }
            count = rowBytes * height
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
