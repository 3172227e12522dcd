import FilmstripImage

/// A pixman image that could not be made over a pixel buffer: its size is past what pixman's 32-bit sizes and
/// strides can describe, or pixman could not allocate the image's own small header. Reported, never a crash.
public struct PixmanImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The size asked for, in pixels (as given, so possibly negative or past `Int32`).
    public var size: PixelSize

    /// `cannot draw a WxH image (past pixman's 32-bit sizes, or out of memory)`.
    public var description: String {
        "cannot draw a \(size) image (past pixman's 32-bit sizes, or out of memory)"
    }
}
