/// The physical orientation of the device, with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, the home button or indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the top to the left.
    case landscapeLeft = 3
    /// On its side, the top to the right.
    case landscapeRight = 4
    /// Flat, the screen up.
    case faceUp = 5
    /// Flat, the screen down.
    case faceDown = 6

    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Turned on either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Lying face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// An orientation an interface can take: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
