/// Tells whether a pixel is likely part of an anti-aliased edge, after V. Vysniauskas, "Anti-aliased Pixel and
/// Intensity Slope Detector" (2009), exactly as pixelmatch applies it.
///
/// A pixel between a darker and a brighter neighbour, with at most two neighbours equal to it, is a step of an
/// intensity slope; it is anti-aliasing when that slope ends in a flat area (a neighbour with 3+ equal neighbours
/// of its own) in both images, because then only the edge moved, not the content on either side of it.
struct AntiAliasingDetector {
    /// The image whose pixel is examined.
    let image: RGBAPixelWindow
    /// The image it is compared with, of the same size; the slope's flat end must be flat there too.
    let other: RGBAPixelWindow
    /// `YIQColorDelta.channelLumas`.
    let channelLumas: UnsafePointer<Double>

    func isAntiAliased(x x1: Int, y y1: Int) -> Bool {
        let width = image.width
        let height = image.height
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let centre = image.word(x1, y1)
        // pixelmatch takes each neighbour's luma from the centre's; equal pixels count as 0 without arithmetic.
        let centreLuma = YIQColorDelta.luma(of: image.pixel(x1, y1), channelLumas: channelLumas)
        // A pixel on the border is missing neighbours; pixelmatch counts that as one equal neighbour.
        var equalNeighbours = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var lowestDelta = 0.0
        var highestDelta = 0.0
        var brightestX = 0
        var brightestY = 0
        var darkestX = 0
        var darkestY = 0

        // Columns outer, rows inner, as pixelmatch: among equally bright neighbours the first one found is kept.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if image.word(x, y) == centre {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                    continue
                }
                // Positive when the neighbour is darker than the centre; 0 for a different but equally bright one.
                let delta = centreLuma - YIQColorDelta.luma(of: image.pixel(x, y), channelLumas: channelLumas)
                if delta == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                    continue
                }
                // Selects rather than branches: which neighbour is extreme is unpredictable. The two cases exclude
                // each other since lowestDelta <= 0 <= highestDelta, as pixelmatch's else-if chain has it.
                let isLower = delta < lowestDelta
                let isHigher = delta > highestDelta
                lowestDelta = isLower ? delta : lowestDelta
                brightestX = isLower ? x : brightestX
                brightestY = isLower ? y : brightestY
                highestDelta = isHigher ? delta : highestDelta
                darkestX = isHigher ? x : darkestX
                darkestY = isHigher ? y : darkestY
            }
        }
        guard lowestDelta != 0 && highestDelta != 0 else { return false }

        return isFlatInBoth(brightestX, brightestY) || isFlatInBoth(darkestX, darkestY)
    }

    /// The slope's end at (x, y) lies in a flat area of both images.
    private func isFlatInBoth(_ x: Int, _ y: Int) -> Bool {
        Self.hasManySiblings(image, x, y) && Self.hasManySiblings(other, x, y)
    }

    /// Whether the pixel at (`x1`, `y1`) has 3 or more neighbours of exactly its RGBA, i.e. lies in a flat area.
    static func hasManySiblings(_ window: RGBAPixelWindow, _ x1: Int, _ y1: Int) -> Bool {
        let width = window.width
        let height = window.height
        let value = window.word(x1, y1)
        if x1 > 0 && x1 < width - 1 && y1 > 0 && y1 < height - 1 {
            // Inside the image: count all eight without branches, which beats early exits on photographs.
            let above = window.pixel(x1 - 1, y1 - 1)
            let row = window.pixel(x1 - 1, y1)
            let below = window.pixel(x1 - 1, y1 + 1)
            @inline(__always) func equal(_ p: UnsafePointer<UInt8>, _ i: Int) -> Int {
                UnsafeRawPointer(p + 4 * i).loadUnaligned(as: UInt32.self) == value ? 1 : 0
            }
            let count =
                equal(above, 0) + equal(above, 1) + equal(above, 2) + equal(row, 0) + equal(row, 2)
                + equal(below, 0) + equal(below, 1) + equal(below, 2)
            return count > 2
        }
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        // On the border the missing neighbours count as one equal one, as in pixelmatch.
        var equalNeighbours = 1
        for y in y0...y2 {
            for x in x0...x2 where (x != x1 || y != y1) && window.word(x, y) == value {
                equalNeighbours += 1
            }
        }
        return equalNeighbours > 2
    }
}
