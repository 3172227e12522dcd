import FilmstripText
import Foundation

/// A font: a face and a size in points. The system font is Inter laid out as SF Pro
/// (UIKit choice `systemFontIsInterScaledToSFPro`): SF Pro's vertical metrics, Apple's tracking and Inter's
/// advances scaled to SF Pro's widths. A font named "Inter-..." is Inter itself, with the metrics of its file.
open class UIFont: NSObject, @unchecked Sendable {
    /// The size in points (the em).
    public let pointSize: CGFloat
    /// The face's file and weight.
    let face: InterFace
    /// True for the system font (and the text styles'), which lays out as SF Pro; false for a font named "Inter-...".
    let isSystemFont: Bool
    /// The face's design metrics (zeros when no font file could be read).
    private let design: FontFaceMetrics
    /// The Dynamic Type text style and content size the font was made for (`preferredFont(forTextStyle:)`), nil for
    /// any other font: what a label that adjusts its font for the content size category makes it again from.
    let textStyle: (style: TextStyle, category: UIContentSizeCategory)?

    init(
        face: InterFace, pointSize: CGFloat, isSystemFont: Bool = true,
        textStyle: (style: TextStyle, category: UIContentSizeCategory)? = nil
    ) {
        self.face = face
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
        self.isSystemFont = isSystemFont
        self.textStyle = textStyle
        design = face.font?.faceMetrics ?? .empty
        super.init()
    }

    /// The Inter face named `fontName` ("Inter-Bold", "Inter-SemiBoldItalic") at `size`; nil for any other name,
    /// as UIKit returns nil for a font it does not have.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        for weight in InterFace.allWeightNames {
            for italic in [false, true] {
                let face = InterFace(weightName: weight, isItalic: italic)
                if face.postScriptName == fontName {
                    self.init(face: face, pointSize: fontSize, isSystemFont: false)
                    return
                }
            }
        }
        return nil
    }

    /// The system font at `fontSize`, regular.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: InterFace(weight: .regular, italic: false), pointSize: fontSize)
    }

    /// The system font at `fontSize` and `weight` (the nearest of Inter's weights).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: InterFace(weight: weight, italic: false), pointSize: fontSize)
    }

    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: InterFace(weight: .bold, italic: false), pointSize: fontSize)
    }

    /// The italic system font at `fontSize`.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: InterFace(weight: .regular, italic: true), pointSize: fontSize)
    }

    /// The font of a Dynamic Type text style at the application's content size (the scene's `contentSize`, Large
    /// by default), as iOS sizes it.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a Dynamic Type text style at the content size `traitCollection` gives (the application's when nil
    /// or unspecified), sized by Apple's published Dynamic Type table.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let specified = traitCollection?.preferredContentSizeCategory ?? .unspecified
        let category = specified == .unspecified ? UIApplication.shared.preferredContentSizeCategory : specified
        let (_, weight) = style.largeSizeAndWeight
        let size = style.pointSize(at: category)
        return UIFont(
            face: InterFace(weight: weight, italic: false), pointSize: size, textStyle: (style, category))
    }

    /// The system font's size for labels: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The system font's size: 14 points, as UIKit's `systemFontSize`.
    open class var systemFontSize: CGFloat { 14 }

    /// The same face at `fontSize`.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, pointSize: fontSize, isSystemFont: isSystemFont)
    }

    /// The face's PostScript name ("Inter-Regular").
    open var fontName: String { face.postScriptName }
    /// The family's name: "Inter".
    open var familyName: String { "Inter" }
    /// Height above the baseline, in points (SF Pro's for the system font).
    open var ascender: CGFloat { isSystemFont ? sfPro(SFProMetrics.ascender) : scaled(design.ascender) }
    /// Depth below the baseline, in points (negative; SF Pro's for the system font).
    open var descender: CGFloat { isSystemFont ? sfPro(SFProMetrics.descender) : scaled(design.descender) }
    /// Extra space between lines, in points (SF Pro's for the system font: none).
    open var leading: CGFloat { isSystemFont ? sfPro(SFProMetrics.lineGap) : scaled(design.lineGap) }
    /// The height of capital letters above the baseline, in points (SF Pro's for the system font).
    open var capHeight: CGFloat { isSystemFont ? sfPro(SFProMetrics.capHeight) : scaled(design.capHeight) }
    /// The height of lowercase letters without ascenders above the baseline, in points (SF Pro's for the system
    /// font).
    open var xHeight: CGFloat { isSystemFont ? sfPro(SFProMetrics.xHeight) : scaled(design.xHeight) }
    /// The distance from one baseline to the next: ascender, descender and leading.
    open var lineHeight: CGFloat { ascender - descender + leading }

    /// How much wider Inter's advances and outlines are drawn: the system font's calibrated scale to SF Pro's
    /// widths at this weight and size, 1 for Inter itself.
    var horizontalScale: CGFloat {
        isSystemFont ? SFProMetrics.horizontalScale(weightName: face.weightName, size: pointSize) : 1
    }

    /// Points added after each character: SF Pro's tracking at this size for the system font, none for Inter itself.
    var tracking: CGFloat { isSystemFont ? SFProMetrics.tracking(atSize: pointSize) : 0 }

    /// Fonts are equal when their faces and sizes are, and both are or are not the system font.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.face == face && other.pointSize == pointSize && other.isSystemFont == isSystemFont
    }

    /// Agrees with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(face)
        hasher.combine(pointSize)
        hasher.combine(isSystemFont)
        return hasher.finalize()
    }

    /// The name and size, as UIKit describes a font.
    open override var description: String {
        "<UIFont> font-family: \"Inter\"; font-name: \"\(fontName)\"; font-size: \(pointSize)pt"
    }

    private func scaled(_ units: Double) -> CGFloat { CGFloat(units * Double(pointSize) / design.unitsPerEm) }

    private func sfPro(_ units: CGFloat) -> CGFloat { units * pointSize / SFProMetrics.unitsPerEm }
}
