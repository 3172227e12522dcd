/// A pixman image that could not be made over a pixel buffer: its size is past what pixman's 32-bit sizes and
/// strides can describe, or pixman could not allocate the image's own small header. Reported, never a crash.
public struct PixmanImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The width asked for, in pixels.
    public var width: Int
    /// The height asked for, in pixels.
    public var height: Int

    /// The error for a `width` x `height` image.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `cannot draw a WxH image (past pixman's 32-bit sizes, or out of memory)`.
    public var description: String {
        "cannot draw a \(width)x\(height) image (past pixman's 32-bit sizes, or out of memory)"
    }
}
