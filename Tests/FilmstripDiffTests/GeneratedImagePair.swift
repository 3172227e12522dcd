import FilmstripImage

/// A pair of images built from integer arithmetic only, so a Python script can build the very same pair and run
/// pixelmatch on it: flat colour blocks with averaged (anti-aliased) seams and semi-transparent patches, and an
/// actual image with a band of rows shifted right by a pixel and 40 pixels recoloured at random.
struct GeneratedImagePair {
    let expected: RGBAImage
    let actual: RGBAImage

    /// PCG's 64-bit LCG step, top 31 bits out; identical in Python with `& (2**64 - 1)`.
    private struct LinearCongruentialGenerator {
        var state: UInt64 = 0x853C_49E6_748F_EA9B
        mutating func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
    }

    private static let colors: [(Int, Int, Int)] = [
        (20, 30, 40), (200, 60, 60), (60, 200, 90), (240, 240, 230), (90, 90, 200),
    ]

    init(width: Int, height: Int) {
        func block(_ x: Int, _ y: Int) -> (Int, Int, Int) { Self.colors[(x / 6 + (y / 4) * 3) % 5] }
        let expected = TestImages.make(width: width, height: height) { x, y in
            var c = block(x, y)
            if x % 6 == 0 && x > 0 {
                let left = block(x - 1, y)
                c = ((c.0 + left.0) / 2, (c.1 + left.1) / 2, (c.2 + left.2) / 2)
            }
            let alpha: UInt8 = (x / 12 + y / 8) % 7 == 0 ? 160 : 255
            return RGBA(r: UInt8(c.0), g: UInt8(c.1), b: UInt8(c.2), a: alpha)
        }
        var actual = expected
        for y in 20..<min(40, height) {
            for x in stride(from: width - 1, to: 0, by: -1) { actual[x, y] = actual[x - 1, y] }
        }
        var random = LinearCongruentialGenerator()
        for _ in 0..<40 {
            let x = random.next() % width
            let y = random.next() % height
            let r = random.next() % 256
            let g = random.next() % 256
            let b = random.next() % 256
            actual[x, y] = RGBA(r: UInt8(r), g: UInt8(g), b: UInt8(b), a: actual[x, y].a)
        }
        self.expected = expected
        self.actual = actual
    }
}
