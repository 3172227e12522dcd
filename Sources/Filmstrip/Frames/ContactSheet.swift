import FilmstripImage
import FilmstripRaster
import FilmstripText

/// Frames of a sequence side by side in a grid, each labelled with its index and time, so a reviewer sees the whole
/// motion in one image. Frames are added one at a time as they are rendered, shrunk on arrival, so a long sequence
/// is never held in memory; past `maximumFrames` an evenly spaced selection (always with the last frame) is shown.
package struct ContactSheet {
    package var columns: Int
    /// Each frame is shrunk by this factor (Lanczos3) before it is placed.
    package var frameScale: Double
    package var background = RGBA(r: 0xF2, g: 0xF2, b: 0xF7)
    package var labelColor = RGBA(r: 0x3C, g: 0x3C, b: 0x43)
    static let gap = 8, labelHeight = 18, labelSize = 13.0
    /// The most frames one sheet shows.
    package static let maximumFrames = 240

    /// The indices of the frames shown, in order.
    package let shownFrames: [Int]
    private let slots: [Int: Int]
    private let font: FreeTypeFont
    private let cellSize: PixelSize
    private var canvas: Canvas

    /// A sheet for `frameCount` frames of `frameSize` pixels.
    package init(frameCount: Int, frameSize: PixelSize, font: FreeTypeFont, columns: Int = 4, frameScale: Double = 0.5)
    {
        self.columns = max(1, columns)
        self.frameScale = frameScale
        self.font = font
        let count = max(1, frameCount)
        if count <= ContactSheet.maximumFrames {
            shownFrames = Array(0..<count)
        } else {
            let step = Double(count - 1) / Double(ContactSheet.maximumFrames - 1)
            shownFrames = (0..<ContactSheet.maximumFrames).map { Int((Double($0) * step).rounded()) }
        }
        slots = Dictionary(uniqueKeysWithValues: shownFrames.enumerated().map { ($1, $0) })
        cellSize = PixelSize(
            width: max(1, Int((Double(frameSize.width) * frameScale).rounded())),
            height: max(1, Int((Double(frameSize.height) * frameScale).rounded())))
        let shownColumns = min(self.columns, shownFrames.count)
        let rows = (shownFrames.count + shownColumns - 1) / shownColumns
        let gap = ContactSheet.gap
        self.columns = shownColumns
        canvas = Canvas(
            width: gap + shownColumns * (cellSize.width + gap),
            height: gap + rows * (cellSize.height + ContactSheet.labelHeight + gap), background: background)
    }

    /// Places frame `index` (shown at `time` seconds) if the sheet shows it.
    package mutating func add(_ frame: RGBAImage, index: Int, time: Double) throws {
        guard let slot = slots[index] else { return }
        let shrunk = try ImageResampler(threadCount: 1).resize(frame, width: cellSize.width, height: cellSize.height)
        let gap = ContactSheet.gap
        let x = Double(gap + (slot % columns) * (cellSize.width + gap))
        let y = Double(gap + (slot / columns) * (cellSize.height + ContactSheet.labelHeight + gap))
        canvas.draw(shrunk, in: PixelRect(x: x, y: y, width: Double(cellSize.width), height: Double(cellSize.height)))
        let text = font.render(
            "#\(index)  \(ContactSheet.seconds(time)) s", size: ContactSheet.labelSize, color: labelColor)
        canvas.draw(
            text,
            in: PixelRect(
                x: x, y: y + Double(cellSize.height) + 2, width: Double(text.width), height: Double(text.height)))
    }

    package func makeImage() throws -> RGBAImage {
        if let failure = canvas.drawingError { throw failure }
        return canvas.makeImage()
    }

    /// Seconds with three decimals, without Foundation's formatting.
    static func seconds(_ t: Double) -> String {
        let millis = Int((t * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
