import FilmstripImage

/// Tolerant comparisons for images that went through lossy JPEG coding.
enum ImageComparison {
    /// Mean absolute difference per channel (0-255) over R, G, B.
    static func meanAbsoluteDifference(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var total = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<3 { total += abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c])) }
        }
        return Double(total) / Double(a.width * a.height * 3)
    }

    /// The mean colour of an image, per channel.
    static func meanColor(_ image: RGBAImage) -> (r: Double, g: Double, b: Double) {
        var sums = [0, 0, 0]
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            for c in 0..<3 { sums[c] += Int(image.pixels[i + c]) }
        }
        let n = Double(image.width * image.height)
        return (Double(sums[0]) / n, Double(sums[1]) / n, Double(sums[2]) / n)
    }
}
