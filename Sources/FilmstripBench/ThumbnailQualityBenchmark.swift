import Filmstrip

/// Measures how much detail the prepared-thumbnail path loses on real photos: each photo's cell is drawn at
/// zoom 1.0, 1.1 and 1.25 at a fractional pixel position from a thumbnail prepared at 1.0x, 1.25x and 1.5x the
/// largest drawn size, and compared (PSNR over RGB) with drawing the full-size decoded photo directly.
struct ThumbnailQualityBenchmark {
    var paths: [String]
    var scale = 2
    var cellHeight = 96.0
    let zooms = [1.0, 1.1, 1.25]
    let oversamplings = [1.0, 1.25, 1.5]

    func run() throws -> String {
        var table = [[Double]](repeating: [Double](repeating: 0, count: zooms.count), count: oversamplings.count)
        // Photos no taller than the largest thumbnail have nothing to lose, so they would only pad the mean.
        let largest = cellHeight * zooms.last! * Double(scale) * oversamplings.last!
        let photos = try PhotoPaths.expand(paths).filter {
            Double(try ImageProber.probe(path: $0).size.height) > largest
        }
        for path in photos {
            let original = try ImageDecoder().decode(path: path).image
            let cell = Size(width: Double(original.width) * cellHeight / Double(original.height), height: cellHeight)
            for (o, oversampling) in oversamplings.enumerated() {
                let spec = ThumbnailSpec(
                    cellSize: cell, maximumScale: zooms.last!, scale: scale, oversampling: oversampling)
                let thumbnail = try ThumbnailMaker().thumbnail(path: path, size: spec.pixelSize)
                for (z, zoom) in zooms.enumerated() {
                    let rect = PixelRect(
                        x: 0.37, y: 0.61, width: cell.width * zoom * Double(scale),
                        height: cell.height * zoom * Double(scale))
                    func drawn(_ image: RGBAImage) -> RGBAImage {
                        var canvas = Canvas(width: Int(rect.maxX.rounded(.up)), height: Int(rect.maxY.rounded(.up)))
                        canvas.draw(image, in: rect)
                        return canvas.makeImage()
                    }
                    table[o][z] +=
                        PeakSignalToNoiseRatio.decibels(drawn(original), drawn(thumbnail)) / Double(photos.count)
                }
            }
        }
        var lines = [
            "Mean PSNR (dB) over \(photos.count) photos, cell height \(Int(cellHeight)) pt at @\(scale), drawn at (0.37, 0.61) px,",
            "thumbnail vs the full-size photo drawn directly:", "",
            "thumbnail size (x largest drawn)   zoom 1.0   zoom 1.1   zoom 1.25",
        ]
        for (o, oversampling) in oversamplings.enumerated() {
            let cells = table[o].map { String(Int(($0 * 10).rounded())) }.map {
                "\($0.dropLast()).\($0.suffix(1))".padding(toLength: 11, withPad: " ", startingAt: 0)
            }
            lines.append("\(oversampling)".padding(toLength: 35, withPad: " ", startingAt: 0) + cells.joined())
        }
        return lines.joined(separator: "\n")
    }
}
