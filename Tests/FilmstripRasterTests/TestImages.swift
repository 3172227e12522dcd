import FilmstripImage
import Foundation

/// Deterministic synthetic images standing in for decoded photos (the scratch package has no decoder).
enum TestImages {
    /// A checkerboard of 1-pixel black and white squares.
    static func checkerboard(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { image[x, y] = (x + y) % 2 == 0 ? .white : .black }
        }
        return image
    }

    /// A zone plate (concentric rings whose frequency rises linearly from the centre up to `maximumFrequency` cycles
    /// per pixel at the corners) in three phase-shifted colour channels: the hardest case for a resampler.
    static func zonePlate(width: Int, height: Int, maximumFrequency: Double) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        let cx = Double(width) / 2
        let cy = Double(height) / 2
        let maxRadius = (cx * cx + cy * cy).squareRoot()
        // Phase = k r²/2 so the local frequency k r / 2π reaches `maximumFrequency` at maxRadius.
        let k = 2 * Double.pi * maximumFrequency / maxRadius
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x) + 0.5 - cx
                let dy = Double(y) + 0.5 - cy
                let phase = k * (dx * dx + dy * dy) / 2
                func channel(_ shift: Double) -> UInt8 { UInt8((127.5 + 127.5 * cos(phase + shift)).rounded()) }
                image[x, y] = RGBA(r: channel(0), g: channel(2.1), b: channel(4.2))
            }
        }
        return image
    }

    /// Photo-like content: uniform noise blurred by a box of radius `blurRadius` twice (≈ Gaussian), contrast
    /// stretched, plus a few hard-edged shapes, from a fixed-seed generator.
    static func blurredNoise(width: Int, height: Int, blurRadius: Int, seed: UInt64 = 0x5EED) -> RGBAImage {
        var state = seed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var planes = (0..<3).map { _ in (0..<(width * height)).map { _ in next() } }
        for plane in 0..<3 {
            for _ in 0..<2 { planes[plane] = boxBlur(planes[plane], width: width, height: height, radius: blurRadius) }
        }
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                func channel(_ plane: Int) -> UInt8 {
                    var v = (planes[plane][i] - 0.5) * 6 + 0.5
                    // Hard edges: a dark disc and a bright bar, as in real photos.
                    let dx = Double(x) - Double(width) * 0.3
                    let dy = Double(y) - Double(height) * 0.6
                    if dx * dx + dy * dy < Double(width * width) / 64 { v *= 0.3 }
                    if x > width * 6 / 10 && x < width * 7 / 10 { v = v * 0.4 + 0.6 }
                    return UInt8((min(max(v, 0), 1) * 255).rounded())
                }
                image[x, y] = RGBA(r: channel(0), g: channel(1), b: channel(2))
            }
        }
        return image
    }

    private static func boxBlur(_ plane: [Double], width: Int, height: Int, radius: Int) -> [Double] {
        var horizontal = plane
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for dx in -radius...radius { sum += plane[y * width + min(max(x + dx, 0), width - 1)] }
                horizontal[y * width + x] = sum / Double(2 * radius + 1)
            }
        }
        var result = horizontal
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for dy in -radius...radius { sum += horizontal[min(max(y + dy, 0), height - 1) * width + x] }
                result[y * width + x] = sum / Double(2 * radius + 1)
            }
        }
        return result
    }
}
