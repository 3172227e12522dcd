// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Animation's C-style names are kept as they are, so that layout code written for iOS compiles unchanged.

/// Core Animation's 4x4 transform, row-vector convention (`[x y z 1] · M`), as layers and layout attributes use
/// it. Filmstrip draws what it does to the z = 0 plane: the 2-D part (`m11 m12 m21 m22 m41 m42`) and, with a
/// perspective, the division by `w = m14·x + m24·y + m44`, as Core Animation projects a layer.
public struct CATransform3D: Hashable, Sendable {
    /// Row 1: what the x axis maps to (`m11 m12 m13`) and its perspective term `m14`.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2: what the y axis maps to (`m21 m22 m23`) and its perspective term `m24`.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3: what the z axis maps to and the perspective term `m34` (`1 / -eyeDistance` in a cover flow). On the
    /// z = 0 plane it acts through a turn about x or y, which carries it into `m14` and `m24`.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation (`m41 m42 m43`) and `m44`, the perspective division's constant.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity, as `CATransform3DIdentity`.
    public init() { self = CATransform3DIdentity }

    /// A transform with every entry given, row by row, as Core Animation's memberwise initializer.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }
}

/// The transform that leaves everything in place.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
    m43: 0, m44: 1)

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are exactly equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `tx`, `ty`, `tz` points; the z part is not drawn.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by `sx`, `sy`, `sz` about the element's centre; the z part is not drawn.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`), as Core Animation builds it.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (u, v, w) = (x / length, y / length, z / length)
    let cosine = cos(angle)
    let sine = sin(angle)
    let k = 1 - cosine
    return CATransform3D(
        m11: cosine + u * u * k, m12: u * v * k + w * sine, m13: u * w * k - v * sine, m14: 0,
        m21: u * v * k - w * sine, m22: cosine + v * v * k, m23: v * w * k + u * sine, m24: 0,
        m31: u * w * k + v * sine, m32: v * w * k - u * sine, m33: cosine + w * w * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let (left, right) = (a.rows, b.rows)
    var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
        for column in 0..<4 {
            product[row][column] = (0..<4).reduce(0) { $0 + left[row][$1] * right[$1][column] }
        }
    }
    return CATransform3D(rows: product)
}

/// `t` preceded by a translation by `tx`, `ty`, `tz`, as Core Animation composes it.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` preceded by a scale by `sx`, `sy`, `sz`, as Core Animation composes it.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` preceded by a rotation by `angle` radians about (`x`, `y`, `z`), as Core Animation composes it. Only rotations
/// about the z axis stay flat; one about x or y is drawn foreshortened, in perspective when `t` has an `m34`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` itself when it cannot be inverted (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting; a singular matrix is returned unchanged, as Core Animation
    // does.
    var m = t.rows
    var inverse = CATransform3DIdentity.rows
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
            m[pivot][column] != 0
        else { return t }
        m.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let divisor = m[column][column]
        m[column] = m[column].map { $0 / divisor }
        inverse[column] = inverse[column].map { $0 / divisor }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            m[row] = zip(m[row], m[column]).map { $0 - factor * $1 }
            inverse[row] = zip(inverse[row], inverse[column]).map { $0 - factor * $1 }
        }
    }
    return CATransform3D(rows: inverse)
}

/// The 3-D transform equal to the affine transform `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// True when the transform maps the z = 0 plane without depth or perspective, so it equals an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0
        && t.m14 == 0 && t.m24 == 0 && t.m44 == 1
}

/// The affine part of `t` (`m11 m12 m21 m22 m41 m42`): all Filmstrip draws when `t` has no perspective.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
