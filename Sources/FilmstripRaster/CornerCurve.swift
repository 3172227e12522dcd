import Foundation

/// How a rounded corner bends, after `CALayer.cornerCurve`.
public enum CornerCurve: String, Sendable, CaseIterable, Codable {
    /// A quarter circle of the corner radius (UIKit's default).
    case circular
    /// The "squircle" of `.continuous`: the curve leaves the straight side earlier (1.52866483 x the radius from the
    /// corner) and bends with continuous curvature, drawn as iOS shapes it (`ContinuousCornerProfile`).
    case continuous

    /// How far along each side, from the corner, the curve of radius `radius` reaches.
    func extent(radius: Double) -> Double {
        switch self {
        case .circular: radius
        case .continuous: radius * CornerCurve.continuousExtent
        }
    }

    /// The superellipse exponent: 2 (a circle); the continuous curve is drawn from its profile, and this exponent
    /// (the superellipse through the same diagonal point) is only its rough equal.
    var exponent: Double {
        switch self {
        case .circular: 2
        case .continuous: CornerCurve.continuousExponent
        }
    }

    /// UIKit's continuous corner leaves the side this many radii from the corner.
    static let continuousExtent = ContinuousCornerProfile.extent
    /// Solves `extent * (1 - 2^(-1/n)) = radius * (sqrt(2) - 1) / sqrt(2)`: the curve crosses the corner's diagonal
    /// at the same point as the circular corner of that radius does (n is about 3.26).
    static let continuousExponent: Double = {
        let inset = (1 - 1 / 2.0.squareRoot()) / continuousExtent
        return -log(2) / log(1 - inset)
    }()
}
