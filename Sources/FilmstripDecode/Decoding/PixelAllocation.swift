import FilmstripImage

/// Pixel buffers whose size an input file decided, checked through `PixelMemory` first: a file too large for the
/// memory at hand is a `DecodeError` naming it, never a crash.
enum PixelAllocation {
    /// A zeroed `width` x `height` RGBA buffer for the image at `path`.
    static func rgba(width: Int, height: Int, path: String) throws -> [UInt8] {
        let bytes = try reserve(width: width, height: height, path: path)
        return [UInt8](repeating: 0, count: bytes)
    }

    /// Checks that a `width` x `height` RGBA buffer can be allocated now, and returns its size in bytes.
    @discardableResult
    static func reserve(width: Int, height: Int, path: String) throws -> Int {
        do {
            return try PixelMemory.reserveRGBA(width: width, height: height)
        } catch {
            throw DecodeError.unsupported(path: path, reason: error.description)
        }
    }
}
