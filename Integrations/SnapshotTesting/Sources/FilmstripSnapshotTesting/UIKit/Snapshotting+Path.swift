import FilmstripUIKit
import Foundation
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == CGPath, Format == UIImage {
    /// The path filled by the even-odd rule, compared exactly.
    public static var image: Self { image() }

    /// The path drawn in black on clear as swift-snapshot-testing draws it on iOS: an image of the path's box at
    /// `scale` (1 by default), drawn in `drawingMode` (strokes one point wide).
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
        drawingMode: CGPathDrawingMode = .eoFill
    ) -> Self {
        let traits = UITraitCollection(displayScale: scale)
        return UIKitSnapshot.strategy(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
            path in
            UIKitSnapshot.image(
                of: PathLayer.make(path, bounds: path.boundingBoxOfPath, mode: drawingMode), traits: traits)
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == UIBezierPath, Format == UIImage {
    /// The path filled by its own rule, compared exactly.
    public static var image: Self { image() }

    /// The path filled in black on clear as `fill()` fills it on iOS, by its `usesEvenOddFillRule`: an image of its
    /// `bounds` at `scale` (1 by default).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Self {
        let traits = UITraitCollection(displayScale: scale)
        return UIKitSnapshot.strategy(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
            path in
            let layer = PathLayer.make(
                path.cgPath, bounds: path.bounds, mode: path.usesEvenOddFillRule ? .eoFill : .fill)
            return UIKitSnapshot.image(of: layer, traits: traits)
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == CGPath, Format == String {
    /// The path's elements, one a line, its points with one to three decimals.
    public static var elementsDescription: Self { elementsDescription(numberFormatter: PathDescription.numbers) }

    /// The path's elements as swift-snapshot-testing lists them: each element's name and points, a blank line before
    /// each subpath after the first, numbers written by `numberFormatter`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Self {
        SimplySnapshotting.lines.pullback { path in PathDescription.text(of: path, numbers: numberFormatter) }
    }
}

extension SnapshotTesting.Snapshotting where Value == UIBezierPath, Format == String {
    /// The elements of the path's `cgPath`.
    public static var elementsDescription: Self { elementsDescription(numberFormatter: PathDescription.numbers) }

    /// The elements of the path's `cgPath`, numbers written by `numberFormatter`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Self {
        Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter).pullback(\.cgPath)
    }
}

/// A shape layer that draws a path as Core Graphics draws it into an image of the path's box.
enum PathLayer {
    /// The layer of `bounds`' size with `path` moved to its origin, black where `mode` fills or strokes.
    static func make(_ path: CGPath, bounds: CGRect, mode: CGPathDrawingMode) -> CAShapeLayer {
        let layer = CAShapeLayer()
        let box = bounds.isNull ? .zero : bounds
        layer.bounds = CGRect(origin: .zero, size: box.size)
        var shift = CGAffineTransform(translationX: -box.minX, y: -box.minY)
        layer.path = path.copy(using: &shift)
        let fills = mode != .stroke
        layer.fillColor = fills ? CGColor.black : nil
        layer.fillRule = mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .nonZero
        layer.strokeColor = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke ? CGColor.black : nil
        return layer
    }
}

/// The text of `elementsDescription`.
enum PathDescription {
    /// Numbers with a point, one to three decimals, as iOS's plain formatter writes them. Linux's Foundation keeps
    /// one decimal in a formatter without a style, so this one has the decimal style without grouping.
    nonisolated(unsafe) static let numbers: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        formatter.decimalSeparator = "."
        formatter.minimumFractionDigits = 1
        formatter.maximumFractionDigits = 3
        return formatter
    }()

    /// Each element's name and points on a line of its own, and a blank line before each move after the first line.
    static func text(of path: CGPath, numbers: NumberFormatter) -> String {
        var text = ""
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            let (name, count): (String, Int) =
                switch element.type {
                case .moveToPoint: ("MoveTo", 1)
                case .addLineToPoint: ("LineTo", 1)
                case .addQuadCurveToPoint: ("QuadCurveTo", 2)
                case .addCurveToPoint: ("CurveTo", 3)
                case .closeSubpath: ("Close", 0)
                }
            if element.type == .moveToPoint && !text.isEmpty { text += "\n" }
            let points = (0..<count).map { index in
                let point = element.points[index]
                return "(\(format(point.x, numbers)), \(format(point.y, numbers)))"
            }
            text += name + " " + points.joined(separator: " ") + "\n"
        }
        return text
    }

    private static func format(_ value: CGFloat, _ numbers: NumberFormatter) -> String {
        numbers.string(from: NSNumber(value: Double(value))) ?? "\(value)"
    }
}
