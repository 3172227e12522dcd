/// A size in whole pixels, as images are stored.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// A size of `width` by `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Pixel count, computed without overflow for any header-declared size.
    public var area: Int { width.multipliedReportingOverflow(by: height).overflow ? Int.max : width * height }

    /// The size with width and height exchanged.
    public var transposed: PixelSize { PixelSize(width: height, height: width) }

    /// `WxH`, as the CLI writes sizes.
    public var description: String { "\(width)x\(height)" }
}
