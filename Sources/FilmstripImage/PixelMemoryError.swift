/// A pixel buffer that the memory at hand (or a `ulimit -v`) cannot hold: reported as "not enough memory", never an
/// abort.
public struct PixelMemoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The width of the buffer asked for, in pixels.
    public var width: Int
    /// The height of the buffer asked for, in pixels.
    public var height: Int

    /// `not enough memory for WxH pixels (N MB)`.
    public var description: String {
        let megabytes = Double(width) * Double(height) * 4 / 1_048_576
        let size = megabytes < 1e15 ? "\(Int(megabytes.rounded(.up))) MB" : "too many bytes"
        return "not enough memory for \(width)x\(height) pixels (\(size))"
    }
}
