/// A size in whole pixels, as images are stored.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Pixel count, computed without overflow for any header-declared size.
    public var area: Int { width.multipliedReportingOverflow(by: height).overflow ? Int.max : width * height }

    /// The size with width and height exchanged.
    public var transposed: PixelSize { PixelSize(width: height, height: width) }

    public var description: String { "\(width)x\(height)" }
}
