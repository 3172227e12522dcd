/// A glyph a bar or a cell draws itself, stroked in its colour: the back chevron, the plus of an add item, a cell's
/// disclosure chevron and checkmark, standing in for
/// SF Symbols, which Filmstrip does not have (UIKit choice `barGlyphsAreStrokedShapes`).
final class BarGlyphView: UIView {
    /// The glyphs, each drawn in a box of its own size.
    enum Glyph {
        /// `chevron.backward` as a back button shows it: 12 by 21 points.
        case backChevron
        /// `plus` as an add item shows it: 18 by 18 points.
        case plus
        /// `chevron.forward` as a cell's disclosure indicator shows it: 8 by 13 points.
        case disclosure
        /// `checkmark` as a cell's checkmark accessory shows it: 14 by 12 points.
        case checkmark

        /// The glyph's box.
        var size: CGSize {
            switch self {
            case .backChevron: CGSize(width: 12, height: 21)
            case .plus: CGSize(width: 18, height: 18)
            case .disclosure: CGSize(width: 8, height: 13)
            case .checkmark: CGSize(width: 14, height: 12)
            }
        }
    }

    override class var layerClass: AnyClass { CAShapeLayer.self }

    /// A view of the glyph's size drawing it in `colour`.
    init(_ glyph: Glyph, color: UIColor) {
        super.init(frame: CGRect(origin: .zero, size: glyph.size))
        guard let shape = layer as? CAShapeLayer else { return }
        let path = CGMutablePath()
        switch glyph {
        case .backChevron:
            path.addLines(between: [CGPoint(x: 10.5, y: 1.5), CGPoint(x: 1.5, y: 10.5), CGPoint(x: 10.5, y: 19.5)])
            shape.lineWidth = 3
        case .plus:
            path.move(to: CGPoint(x: 9, y: 1))
            path.addLine(to: CGPoint(x: 9, y: 17))
            path.move(to: CGPoint(x: 1, y: 9))
            path.addLine(to: CGPoint(x: 17, y: 9))
            shape.lineWidth = 2
        case .disclosure:
            path.addLines(between: [CGPoint(x: 1.5, y: 1.5), CGPoint(x: 6.5, y: 6.5), CGPoint(x: 1.5, y: 11.5)])
            shape.lineWidth = 2
        case .checkmark:
            path.addLines(between: [CGPoint(x: 1.5, y: 6.5), CGPoint(x: 5, y: 10.5), CGPoint(x: 12.5, y: 1.5)])
            shape.lineWidth = 2
        }
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = color.cgColor
        shape.lineCap = .round
        shape.lineJoin = .round
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}
