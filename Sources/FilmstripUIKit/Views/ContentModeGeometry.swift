/// Where a view's content of a given size lands in its bounds for each `UIView.ContentMode`, as UIKit documents
/// the modes: the scaling ones stretch (`scaleToFill`, and `redraw` for an image), fit inside or cover the bounds
/// keeping the aspect, centred; the others keep the content's size and pin it to the named edge or corner, centred
/// along any axis they do not name. Positions are not rounded, as Core Animation's `contentsGravity` does not.
public enum ContentModeGeometry {
    /// The rectangle, in the bounds' coordinates, that content of `contentSize` points fills under `mode`.
    public static func rect(ofContentSized contentSize: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        let width = contentSize.width
        let height = contentSize.height
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard width > 0, height > 0 else { return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) }
            let ratios = (bounds.width / width, bounds.height / height)
            let factor = mode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            return centred(CGSize(width: width * factor, height: height * factor), in: bounds)
        case .center: return centred(contentSize, in: bounds)
        case .top: return CGRect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: height)
        case .bottom: return CGRect(x: bounds.midX - width / 2, y: bounds.maxY - height, width: width, height: height)
        case .left: return CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: width, height: height)
        case .right: return CGRect(x: bounds.maxX - width, y: bounds.midY - height / 2, width: width, height: height)
        case .topLeft: return CGRect(x: bounds.minX, y: bounds.minY, width: width, height: height)
        case .topRight: return CGRect(x: bounds.maxX - width, y: bounds.minY, width: width, height: height)
        case .bottomLeft: return CGRect(x: bounds.minX, y: bounds.maxY - height, width: width, height: height)
        case .bottomRight: return CGRect(x: bounds.maxX - width, y: bounds.maxY - height, width: width, height: height)
        }
    }

    private static func centred(_ size: CGSize, in bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}
