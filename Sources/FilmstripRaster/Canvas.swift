import CPixman
import FilmstripImage

/// A `width` x `height` pixel working surface in premultiplied 8-bit RGBA, onto which a frame is composed.
///
/// Draw calls are applied in the order made (the caller's z-order), each composited source-over by pixman, whose
/// SIMD paths are optimised even when Filmstrip itself is built in debug. Everything takes fractional pixel
/// rectangles: a partly covered pixel gets the covered fraction of its area (anti-aliased edges, never snapped),
/// rounded to 1/255. Deterministic: no threads, fixed arithmetic.
///
/// A draw that pixman cannot carry out (an image past its 32-bit sizes, or no memory for an image header) draws
/// nothing and is kept in `drawingError`, as a graphics context keeps its error state: drawing calls stay plain
/// calls, and whoever takes the image asks once whether every draw happened.
public struct Canvas: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Premultiplied pixels as pixman's `a8b8g8r8` words (R in the low byte), rows top to bottom.
    private var storage: [UInt32]
    /// True while every pixel is opaque: only source-over is ever applied, so an opaque background stays opaque
    /// and `makeImage()` can copy instead of un-premultiplying.
    private var isOpaque: Bool
    /// The first draw pixman could not carry out, nil while every draw so far was made.
    package private(set) var drawingError: PixmanImageError?

    /// A canvas filled with `background` (straight alpha; may be transparent).
    public init(width: Int, height: Int, background: RGBA = .white) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let count = self.width * self.height
        let w = self.width
        let h = self.height
        let value = PixmanBridge.premultipliedWord(background)
        storage = [UInt32](unsafeUninitializedCapacity: count) { words, initialized in
            if let base = words.baseAddress { PixmanBridge.fill(base, width: w, height: h, with: value) }
            initialized = count
        }
        isOpaque = background.a == 255
    }

    /// The whole canvas as a rectangle.
    public var bounds: PixelRect { PixelRect(width: width, height: height) }

    /// The pixel at (`x`, `y`) as premultiplied components in 0...1 (for tests and diagnostics).
    package func premultipliedPixel(x: Int, y: Int) -> SIMD4<Float> {
        let word = storage[y * width + x]
        return SIMD4(Float(word & 0xFF), Float(word >> 8 & 0xFF), Float(word >> 16 & 0xFF), Float(word >> 24)) / 255
    }

    // MARK: Images

    /// Draws `image` (or its `source` rectangle, in source pixels) stretched onto `destination`, clipped to `clip`.
    ///
    /// Each covered canvas pixel's centre is mapped exactly into the source and resampled with `filter` (widened when
    /// the image is shrunk); the result is weighted by the pixel's area overlap with `destination ∩ clip` and by
    /// `opacity`, then composited source-over. Image alpha is kept. Past the image's edges the edge pixels extend.
    public mutating func draw(
        _ image: RGBAImage, in destination: PixelRect, from source: PixelRect? = nil,
        clippedTo clip: PixelRect? = nil, opacity: Double = 1,
        filter: ResamplingFilter = .lanczos3
    ) {
        guard image.width > 0, image.height > 0, opacity > 0, destination.isFinite,
            visibleArea(of: destination, clip: clip) != nil
        else { return }
        recordingFailure {
            try $0.draw(
                PremultipliedImage(image), in: destination, from: source, clippedTo: clip, opacity: opacity,
                filter: filter)
        }
    }

    /// `draw(_:in:from:clippedTo:opacity:filter:)` for an image already premultiplied (no conversion per draw).
    package mutating func draw(
        _ image: PremultipliedImage, in destination: PixelRect, from source: PixelRect? = nil,
        clippedTo clip: PixelRect? = nil, opacity: Double = 1,
        filter: ResamplingFilter = .lanczos3
    ) {
        let source = source ?? PixelRect(width: image.width, height: image.height)
        guard image.width > 0, image.height > 0, !source.isEmpty, !destination.isEmpty, opacity > 0,
            source.isFinite, destination.isFinite,
            let visible = visibleArea(of: destination, clip: clip)
        else { return }
        let columns = pixelSpan(visible.minX, visible.maxX, limit: width)
        let rows = pixelSpan(visible.minY, visible.maxY, limit: height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let scaleX = source.width / destination.width
        let scaleY = source.height / destination.height
        let resampling = PixmanResampling(
            filter: filter, scaleX: scaleX, originX: source.x - destination.x * scaleX,
            scaleY: scaleY, originY: source.y - destination.y * scaleY)
        let block = UnsafeMutablePointer<UInt32>.allocate(capacity: columns.count * rows.count)
        defer { block.deallocate() }
        recordingFailure { canvas in
            try image.words.withUnsafeBufferPointer { words in
                // The resampler only reads its source.
                try resampling.run(
                    source: UnsafeMutablePointer(mutating: words.baseAddress!), sourceWidth: image.width,
                    sourceHeight: image.height, columns: columns, rows: rows, into: block)
            }
            try PixmanBridge.withImage(block, width: columns.count, height: rows.count) { resampled in
                try canvas.composite(
                    resampled, origin: (columns.lowerBound, rows.lowerBound), over: visible, columns: columns,
                    rows: rows, opacity: min(opacity, 1))
            }
        }
    }

    /// Draws `image` scaled to cover `destination` with its centre kept and the overflow cropped (UIKit's
    /// `.scaleAspectFill` with `clipsToBounds`), clipped further to `clip` when given.
    public mutating func drawAspectFill(
        _ image: RGBAImage, in destination: PixelRect, clippedTo clip: PixelRect? = nil,
        opacity: Double = 1, filter: ResamplingFilter = .lanczos3
    ) {
        let source = PixelRect.aspectFillSource(
            sourceWidth: Double(image.width), sourceHeight: Double(image.height),
            destinationWidth: destination.width, destinationHeight: destination.height)
        draw(image, in: destination, from: source, clippedTo: clip, opacity: opacity, filter: filter)
    }

    /// `drawAspectFill` for an image already premultiplied.
    package mutating func drawAspectFill(
        _ image: PremultipliedImage, in destination: PixelRect,
        clippedTo clip: PixelRect? = nil, opacity: Double = 1,
        filter: ResamplingFilter = .lanczos3
    ) {
        let source = PixelRect.aspectFillSource(
            sourceWidth: Double(image.width), sourceHeight: Double(image.height),
            destinationWidth: destination.width, destinationHeight: destination.height)
        draw(image, in: destination, from: source, clippedTo: clip, opacity: opacity, filter: filter)
    }

    // MARK: Shapes

    /// Fills `rect` with `colour`, edges anti-aliased by area coverage.
    public mutating func fill(_ rect: PixelRect, with color: RGBA, clippedTo clip: PixelRect? = nil) {
        guard color.a > 0, let visible = visibleArea(of: rect, clip: clip) else { return }
        let columns = pixelSpan(visible.minX, visible.maxX, limit: width)
        let rows = pixelSpan(visible.minY, visible.maxY, limit: height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        recordingFailure { canvas in
            try PixmanBridge.withSolid(color) { solid in
                try canvas.composite(
                    solid, origin: (0, 0), over: visible, columns: columns, rows: rows, opacity: 1, solidSource: true)
            }
        }
    }

    /// Fills `rect` with corners rounded to `cornerRadius` (clamped to half the shorter side), anti-aliased.
    public mutating func fillRoundedRect(
        _ rect: PixelRect, cornerRadius: Double, with color: RGBA,
        clippedTo clip: PixelRect? = nil
    ) {
        guard cornerRadius > 0 else { return fill(rect, with: color, clippedTo: clip) }
        fillShape(RoundedShape(rect: rect, cornerRadius: cornerRadius), bounds: rect, color: color, clip: clip)
    }

    /// Fills the circle of `radius` about (`centreX`, `centreY`), anti-aliased.
    public mutating func fillCircle(
        centreX: Double, centreY: Double, radius: Double, with color: RGBA,
        clippedTo clip: PixelRect? = nil
    ) {
        let square = PixelRect(x: centreX - radius, y: centreY - radius, width: 2 * radius, height: 2 * radius)
        guard radius > 0 else { return }
        fillShape(RoundedShape(rect: square, cornerRadius: radius), bounds: square, color: color, clip: clip)
    }

    /// Computes the shape's coverage into an 8-bit mask (only near corners, edges and the clip, where it can be
    /// other than full or a row's straight-edge value) and composites `colour` through it.
    private mutating func fillShape(_ shape: RoundedShape, bounds: PixelRect, color: RGBA, clip: PixelRect?) {
        guard color.a > 0, let visible = visibleArea(of: bounds, clip: clip) else { return }
        let columns = pixelSpan(visible.minX, visible.maxX, limit: width)
        let rows = pixelSpan(visible.minY, visible.maxY, limit: height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let rowBytes = (columns.count + 3) & ~3
        var mask = [UInt8](repeating: 0, count: rowBytes * rows.count)
        // Columns further than the corner radius (plus a pixel) from both side edges see only the straight top and
        // bottom edges: their coverage is the same along the row, so it is computed once per row.
        let reach = shape.cornerExtent + 2
        func column(_ x: Double) -> Int {
            Int(min(max(x, Double(columns.lowerBound)), Double(columns.upperBound)).rounded(.up))
        }
        let leftZoneEnd = column(bounds.minX + reach)
        let rightZoneStart = max(leftZoneEnd, column(bounds.maxX - reach - 1))
        let inner =
            columns.count > 2
            ? columns.lowerBound + 1..<columns.upperBound - 1 : columns.lowerBound..<columns.lowerBound
        let middle = inner.clamped(to: leftZoneEnd..<rightZoneStart)
        func byte(_ coverage: Double) -> UInt8 { UInt8((min(max(coverage, 0), 1) * 255).rounded()) }
        mask.withUnsafeMutableBufferPointer { bytes in
            for (index, row) in rows.enumerated() {
                let line = bytes.baseAddress! + index * rowBytes
                for column in columns where !middle.contains(column) {
                    line[column - columns.lowerBound] = byte(shape.coverage(column: column, row: row, clippedTo: clip))
                }
                if let first = middle.first {
                    let value = byte(shape.coverage(column: first, row: row, clippedTo: clip))
                    (line + (first - columns.lowerBound)).initialize(repeating: value, count: middle.count)
                }
            }
        }
        composite(color, through: &mask, rowBytes: rowBytes, columns: columns, rows: rows)
    }

    // MARK: Export

    /// The canvas as straight-alpha 8-bit RGBA: a copy when opaque, else un-premultiplied (round(c * 255 / a)).
    public func makeImage() -> RGBAImage {
        RGBAImage(
            width: width, height: height,
            pixels: PremultipliedImage.straightBytes(storage, count: width * height, opaque: isOpaque))
    }

    /// Writes the canvas into `image`'s storage, reusing it when it already has this size (a frame loop then
    /// allocates nothing per frame).
    package func makeImage(into image: inout RGBAImage) {
        guard image.width == width, image.height == height else {
            image = makeImage()
            return
        }
        let count = width * height
        let opaque = isOpaque
        storage.withUnsafeBytes { source in
            image.pixels.withUnsafeMutableBytes { target in
                guard let from = source.baseAddress, let to = target.baseAddress, count > 0 else { return }
                if opaque {
                    to.copyMemory(from: from, byteCount: count * 4)
                } else {
                    PremultipliedImage.unpremultiply(from, into: to, count: count)
                }
            }
        }
    }

    /// The canvas as premultiplied words (for drawing it into another canvas without a conversion).
    package func makePremultipliedImage() -> PremultipliedImage {
        PremultipliedImage(width: width, height: height, words: storage, isOpaque: isOpaque)
    }

    // MARK: Helpers

    /// Calls `body` with a pixman image over the canvas's pixels.
    mutating func withCanvasImage<Result>(_ body: (OpaquePointer) throws -> Result) throws -> Result {
        let w = width
        let h = height
        return try storage.withUnsafeMutableBufferPointer { words in
            try PixmanBridge.withImage(words.baseAddress!, width: w, height: h, body)
        }
    }

    /// Takes on the failure of `patch`, a canvas drawn apart and then drawn onto this one (a layer, a clipped or
    /// turned view): what is missing from the patch is missing from this canvas, so its error must reach whoever
    /// asks this canvas whether every draw happened. The first failure is kept.
    public mutating func keepFailure(of patch: Canvas) {
        drawingError = drawingError ?? patch.drawingError
    }

    /// Notes that an operation other than source-over (a mask) may have left pixels translucent.
    mutating func markTranslucent() { isOpaque = false }

    /// Runs one drawing operation on this canvas, keeping its failure (the first one) in `drawingError`.
    mutating func recordingFailure(_ operation: (inout Canvas) throws -> Void) {
        do {
            try operation(&self)
        } catch {
            drawingError =
                drawingError
                ?? (error as? PixmanImageError ?? PixmanImageError(size: PixelSize(width: width, height: height)))
        }
    }

    /// Composites `source` (whose pixel (0, 0) lands on canvas pixel `origin`; a solid ignores it) source-over
    /// onto `columns` x `rows`, each pixel weighted by its overlap with `visible` times `opacity`, through at most
    /// nine solid masks.
    mutating func composite(
        _ source: OpaquePointer, origin: (x: Int, y: Int), over visible: PixelRect,
        columns: Range<Int>, rows: Range<Int>, opacity: Double, solidSource: Bool = false
    ) throws {
        let columnBands = CoverageBands(span: columns, low: visible.minX, high: visible.maxX).bands
        let rowBands = CoverageBands(span: rows, low: visible.minY, high: visible.maxY).bands
        try withCanvasImage { canvas in
            for rowBand in rowBands {
                for columnBand in columnBands {
                    let alpha = UInt8((min(columnBand.coverage * rowBand.coverage * opacity, 1) * 255).rounded())
                    guard alpha > 0 else { continue }
                    let x = columnBand.pixels.lowerBound
                    let y = rowBand.pixels.lowerBound
                    let sourceX = solidSource ? 0 : x - origin.x
                    let sourceY = solidSource ? 0 : y - origin.y
                    let draw = { (mask: OpaquePointer?) in
                        PixmanBridge.composite(
                            PIXMAN_OP_OVER, source: source, mask: mask, destination: canvas,
                            sourceX: sourceX, sourceY: sourceY, destinationX: x, destinationY: y,
                            width: columnBand.pixels.count, height: rowBand.pixels.count)
                    }
                    if alpha == 255 {
                        draw(nil)
                    } else {
                        try PixmanBridge.withSolid(red: 0, green: 0, blue: 0, alpha: alpha) { draw($0) }
                    }
                }
            }
        }
    }

    /// `rect ∩ clip ∩ bounds`, or nil when nothing is visible.
    func visibleArea(of rect: PixelRect, clip: PixelRect?) -> PixelRect? {
        guard var visible = rect.intersection(bounds) else { return nil }
        if let clip {
            guard let clipped = visible.intersection(clip) else { return nil }
            visible = clipped
        }
        return visible
    }

    /// The pixel indices touched by `[low, high)`, within `0..<limit`.
    func pixelSpan(_ low: Double, _ high: Double, limit: Int) -> Range<Int> {
        let first = max(0, Int(low.rounded(.down)))
        let end = min(limit, Int(high.rounded(.up)))
        return first < end ? first..<end : 0..<0
    }
}
