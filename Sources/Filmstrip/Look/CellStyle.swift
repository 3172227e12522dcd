import FilmstripImage
import FilmstripLayout
import FilmstripRaster

/// How every cell of a scene looks beyond its photo, after the `CALayer` properties an app sets on a cell: rounded
/// corners that clip the photo, a border (another for the selected cell), a tint over the selected cell, a shadow,
/// the placeholder of a missing photo and the content mode. Lengths are in points. The defaults draw the plain cells of
/// the UIKit layouts the built-in styles reproduce: square corners, no border, no shadow.
public struct CellStyle: Sendable, Equatable {
    /// `layer.cornerRadius` with `clipsToBounds`; clamped to half the cell's shorter side.
    public var cornerRadius: Double = 0
    /// The corners' shape: circular arcs, or iOS's continuous "squircle".
    public var cornerCurve: CornerCurve = .circular
    /// `layer.borderWidth`: drawn inside the cell, over the photo.
    public var borderWidth: Double = 0
    /// `layer.borderColor`.
    public var borderColor: RGBA = .black
    /// The selected (centred) cell's border width; nil: `borderWidth`.
    public var selectedBorderWidth: Double?
    /// The selected cell's border colour; nil: `borderColor`.
    public var selectedBorderColor: RGBA?
    /// Drawn over the selected cell's photo, within its corners (give it an alpha).
    public var selectedTint: RGBA?
    /// A cell whose photo is missing or cannot be decoded; nil: the appearance's `systemGray4`.
    public var placeholderColor: RGBA?
    /// `layer.shadowOpacity`: 0 draws no shadow.
    public var shadowOpacity: Double = 0
    /// `layer.shadowRadius` (UIKit's default 3), drawn as a Gaussian blur of that standard deviation.
    public var shadowRadius: Double = 3
    /// `layer.shadowOffset` (UIKit's default 0, -3: up).
    public var shadowOffset = Size(width: 0, height: -3)
    /// Overrides the style's content mode.
    public var contentMode: ContentMode?

    /// The plain cell of the original UIKit layouts: no corners, border, selection, shadow or override.
    public init() {}

    /// The cell style a description states, every field checked and named in errors by its path; a field not
    /// given keeps its default.
    package init(description: CellStyleDescription) throws {
        try description.apply(to: &self)
    }

    /// Whether the selected cell looks different from the others, so a frame needs to know which it is.
    public var marksSelection: Bool {
        selectedBorderWidth != nil || selectedBorderColor != nil || selectedTint != nil
    }

    /// The border width and colour of a cell, selected or not (width 0: none).
    public func border(selected: Bool) -> (width: Double, color: RGBA) {
        guard selected else { return (borderWidth, borderColor) }
        return (selectedBorderWidth ?? borderWidth, selectedBorderColor ?? borderColor)
    }

    /// Whether drawing a photo needs nothing but a plain stretched draw, as the original UIKit cells do.
    var isPlain: Bool {
        cornerRadius == 0 && borderWidth == 0 && !marksSelection && shadowOpacity == 0
    }
}
