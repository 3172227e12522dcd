extension CATextLayer: LayerContentDrawing {
    /// The string laid out as a `UILabel` lays out its text, in a label as wide as the bounds and as tall as the
    /// text, at the top of the bounds (UIKit choice `textLayersDrawThroughALabel`): its glyphs are the label's.
    func snapshotContent(traits: UITraitCollection) -> (any ViewContent)? {
        let label = UILabel(frame: .zero)
        switch string {
        case let text as NSAttributedString: label.attributedText = text
        case let text as String: label.text = text
        default: return nil
        }
        switch font {
        case let face as UIFont: label.font = face.withSize(fontSize)
        case let name as String: label.font = UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: label.font = .systemFont(ofSize: fontSize)
        }
        label.textColor = foregroundColor.map(UIColor.init(cgColor:)) ?? .clear
        label.textAlignment =
            switch alignmentMode {
            case .left: .left
            case .right: .right
            case .center: .center
            case .justified: .justified
            default: .natural
            }
        label.numberOfLines = 0
        label.lineBreakMode =
            switch truncationMode {
            case .start: .byTruncatingHead
            case .middle: .byTruncatingMiddle
            case .end: .byTruncatingTail
            default: isWrapped ? .byWordWrapping : .byClipping
            }
        let width = isWrapped ? bounds.width : .greatestFiniteMagnitude
        let height = min(
            label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height, bounds.height)
        label.bounds = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height)
        return label.snapshotContent()
    }
}
