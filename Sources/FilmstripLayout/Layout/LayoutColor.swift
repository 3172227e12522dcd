/// An sRGB colour named by a layout for what it draws itself (page-control dots). The layout module stays free of
/// image code, so it has its own small colour type; the renderer converts it.
public struct LayoutColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
