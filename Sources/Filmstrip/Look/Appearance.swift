import FilmstripImage
import FilmstripLayout

/// Light or dark mode: the UIKit system colours the scene's own surfaces take (the background, the tag chips, the
/// page-control dots, the placeholder of a missing photo). Colours a scene states explicitly win over these.
public enum Appearance: String, Sendable, CaseIterable, Codable {
    /// Light mode, iOS's default.
    case light
    /// Dark mode.
    case dark

    /// `systemBackground`.
    public var background: RGBA {
        switch self {
        case .light: .white
        case .dark: .black
        }
    }

    /// `systemGray4`: a cell whose photo is missing or could not be decoded.
    public var placeholderColor: RGBA {
        switch self {
        case .light: RGBA(r: 0xD1, g: 0xD1, b: 0xD6)
        case .dark: RGBA(r: 0x3A, g: 0x3A, b: 0x3C)
        }
    }

    /// `systemGray5`: a tag chip's fill.
    public var chipFill: RGBA {
        switch self {
        case .light: RGBA(r: 0xE5, g: 0xE5, b: 0xEA)
        case .dark: RGBA(r: 0x2C, g: 0x2C, b: 0x2E)
        }
    }

    /// `label` (opaque): a tag chip's text.
    public var chipText: RGBA {
        switch self {
        case .light: RGBA(r: 0x1C, g: 0x1C, b: 0x1E)
        case .dark: .white
        }
    }

    /// A decoration's colour in this appearance: the layouts state theirs in light mode. The banner's page control
    /// sets its dots to `UIColor.gray` (current) and `.systemGray4` (others): `gray` is a fixed colour, the same in
    /// both appearances, while `systemGray4` is dynamic and takes its dark variant, so in dark mode the current dot
    /// is the lighter of the two, as on a device.
    public func resolve(_ color: RGBA) -> RGBA {
        guard self == .dark else { return color }
        switch color {
        case PageControlDot.otherColor: return RGBA(r: 0x3A, g: 0x3A, b: 0x3C)
        default: return color
        }
    }
}
