import FilmstripImage

/// Small hand-made images for the diff tests.
enum TestImages {
    /// An image whose pixel at (x, y) is `colour(x, y)`.
    static func make(width: Int, height: Int, _ color: (Int, Int) -> RGBA) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { image[x, y] = color(x, y) }
        }
        return image
    }

    /// A copy of `image` with the pixel at (x, y) replaced.
    static func changing(_ image: RGBAImage, x: Int, y: Int, to color: RGBA) -> RGBAImage {
        var copy = image
        copy[x, y] = color
        return copy
    }

    /// Black on the left, one grey column at `edgeColumn` (a 1-px soft edge), white on the right.
    static func softEdge(width: Int, height: Int, edgeColumn: Int) -> RGBAImage {
        make(width: width, height: height) { x, _ in
            x < edgeColumn ? .black : x == edgeColumn ? RGBA(r: 128, g: 128, b: 128) : .white
        }
    }

    static func grey(_ value: UInt8, alpha: UInt8 = 255) -> RGBA { RGBA(r: value, g: value, b: value, a: alpha) }
}
