/// An opaque sRGB colour, 8 bits per channel, for the page-control dots: the layout module has no colour type of
/// its own, and renderers take these numbers as they are.
public struct PageControlDotColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The seed's `currentPageIndicatorTintColor`, `UIColor.gray` (white 0.5).
    public static let current = PageControlDotColor(red: 128, green: 128, blue: 128)
    /// The seed's `pageIndicatorTintColor`, `UIColor.systemGray4` in light mode (#D1D1D6).
    public static let other = PageControlDotColor(red: 209, green: 209, blue: 214)
}
