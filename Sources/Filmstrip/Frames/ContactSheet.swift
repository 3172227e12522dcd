import FilmstripImage
import FilmstripRaster
import FilmstripText

/// Frames of a sequence side by side in a grid, each labelled with its index and time, so a reviewer sees the
/// whole motion in one image.
public struct ContactSheet: Sendable {
    public var columns: Int
    /// Each frame is shrunk by this factor (Lanczos3) before it is placed.
    public var frameScale: Double
    public var background = RGBA(r: 0xF2, g: 0xF2, b: 0xF7)
    public var labelColour = RGBA(r: 0x3C, g: 0x3C, b: 0x43)
    static let gap = 8, labelHeight = 18, labelSize = 13.0

    public init(columns: Int = 4, frameScale: Double = 0.5) {
        self.columns = max(1, columns)
        self.frameScale = frameScale
    }

    /// The sheet for `frames`, labelled `#index  t.tttt s` from `times`.
    public func make(frames: [RGBAImage], times: [Double], font: Font) -> RGBAImage {
        guard let first = frames.first else { return RGBAImage(width: 1, height: 1, fill: background) }
        let cellWidth = max(1, Int((Double(first.width) * frameScale).rounded()))
        let cellHeight = max(1, Int((Double(first.height) * frameScale).rounded()))
        let columns = min(self.columns, frames.count)
        let rows = (frames.count + columns - 1) / columns
        let gap = ContactSheet.gap, label = ContactSheet.labelHeight
        var canvas = Canvas(width: gap + columns * (cellWidth + gap),
                            height: gap + rows * (cellHeight + label + gap), background: background)
        let shrunk = frames.parallelMap { ImageResampler(threadCount: 1).resize($0, width: cellWidth, height: cellHeight) }
        for (i, frame) in shrunk.enumerated() {
            let x = Double(gap + (i % columns) * (cellWidth + gap))
            let y = Double(gap + (i / columns) * (cellHeight + label + gap))
            canvas.draw(frame, in: PixelRect(x: x, y: y, width: Double(cellWidth), height: Double(cellHeight)))
            let text = font.render("#\(i)  \(ContactSheet.seconds(times[i])) s", size: ContactSheet.labelSize, color: labelColour)
            canvas.draw(text, in: PixelRect(x: x, y: y + Double(cellHeight) + 2, width: Double(text.width), height: Double(text.height)))
        }
        return canvas.makeImage()
    }

    /// Seconds with three decimals, without Foundation's formatting.
    static func seconds(_ t: Double) -> String {
        let millis = Int((t * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
