import FilmstripUIKit
import Foundation

/// A view tree described as iOS's private `recursiveDescription` describes it, with the pointers swift-snapshot-testing
/// removes already left out: one line per view, each nested view prefixed by `   | ` per level, each line
/// `<Class; frame = (x y; width height); ...; layer = <LayerClass>>`. Numbers are printed as `%g` prints them.
///
/// The fields are the ones UIKit prints that FilmstripUIKit views have, in UIKit's order, each only when it differs
/// from the default: `transform`, `clipsToBounds = YES`, `alpha`, `hidden = YES`, `opaque = NO` (image views and
/// controls, which UIKit makes non-opaque), `autoresize` (`LM+W+RM+TM+H+BM`), `tag`, `userInteractionEnabled = NO`
/// (but for labels and image views, which have it off), `backgroundColor`; a label prints its text after the frame
/// and no opacity; a scroll view adds its offset, content size and adjusted inset after the layer. A class of the
/// app's prints its module-qualified name, as the Objective-C runtime names a top-level Swift class.
enum ViewDescription {
    /// `view` and its subviews, one line each.
    static func recursive(_ view: UIView) -> String {
        var lines: [String] = []
        var pending: [(view: UIView, depth: Int)] = [(view, 0)]
        while let (next, depth) = pending.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + describe(next))
            pending.append(contentsOf: next.subviews.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    /// One view's line.
    static func describe(_ view: UIView) -> String {
        var fields = [
            "frame = (\(number(view.frame.minX)) \(number(view.frame.minY)); "
                + "\(number(view.frame.width)) \(number(view.frame.height)))"
        ]
        let label = view as? UILabel
        if let text = label?.text { fields.append("text = '\(text)'") }
        if view.transform != .identity {
            let t = view.transform
            fields.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]")
        }
        if view.clipsToBounds { fields.append("clipsToBounds = YES") }
        if view.alpha != 1 { fields.append("alpha = \(number(view.alpha))") }
        if view.isHidden { fields.append("hidden = YES") }
        if label == nil, view is UIImageView || view is UIControl { fields.append("opaque = NO") }
        if !view.autoresizingMask.isEmpty { fields.append("autoresize = \(autoresizing(view.autoresizingMask))") }
        if view.tag != 0 { fields.append("tag = \(view.tag)") }
        if !view.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if let color = view.backgroundColor { fields.append("backgroundColor = \(describe(color))") }
        fields.append("layer = <\(layerClassName(of: view))>")
        if let scroll = view as? UIScrollView {
            let inset = scroll.adjustedContentInset
            fields.append("contentOffset: {\(number(scroll.contentOffset.x)), \(number(scroll.contentOffset.y))}")
            fields.append("contentSize: {\(number(scroll.contentSize.width)), \(number(scroll.contentSize.height))}")
            fields.append(
                "adjustedContentInset: {\([inset.top, inset.left, inset.bottom, inset.right].map(number).joined(separator: ", "))}"
            )
        }
        return "<\(className(of: view)); \(fields.joined(separator: "; "))>"
    }

    /// `value` as `%g` prints it: at most six significant digits, no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value) == 0 ? 0 : Double(value))
    }

    /// UIKit's class name for FilmstripUIKit's classes; the module-qualified name for the app's.
    private static func className(of view: UIView) -> String {
        let qualified = String(reflecting: type(of: view))
        let prefix = "FilmstripUIKit."
        return qualified.hasPrefix(prefix) ? String(qualified.dropFirst(prefix.count)) : qualified
    }

    /// The class of the view's layer as iOS names it: a label's is `_UILabelLayer`, a stack view's
    /// `CATransformLayer`, any other view's its `layerClass`.
    private static func layerClassName(of view: UIView) -> String {
        if view is UILabel { return "_UILabelLayer" }
        if view is UIStackView { return "CATransformLayer" }
        let name = String(reflecting: type(of: view).layerClass)
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The mask's flexible parts, as UIKit abbreviates them.
    private static func autoresizing(_ mask: UIView.AutoresizingMask) -> String {
        let parts: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return parts.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// A colour as UIKit describes a fixed one: its colour space and components.
    private static func describe(_ color: UIColor) -> String {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.resolvedColor(with: .current).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        if red == green, green == blue { return "UIExtendedGrayColorSpace \(number(red)) \(number(alpha))" }
        return "UIExtendedSRGBColorSpace \([red, green, blue, alpha].map(number).joined(separator: " "))"
    }
}
