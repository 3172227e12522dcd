import FilmstripLayout

/// The Photos-app thumbnail slider: thumbnails at the photos' aspect, the centred one zoomed to full height, a
/// release snapping the nearest one to the centre.
public struct SliderStyle: CarouselStyle, Equatable {
    public static let name = "slider"
    /// The style's fields in a scene file: the one place each is spelled.
    package enum CodingKeys: String, StyleOptionKey {
        /// `cellScale`.
        case cellScale
        /// `spacing`.
        case spacing

        /// The field as a command-line option, with its help.
        package var option: StyleOption {
            switch self {
            case .cellScale:
                StyleOption(
                    self, kind: .number, help: "Thumbnail height as a fraction of the view height (default 0.8).")
            case .spacing:
                StyleOption(
                    self, kind: .number,
                    help: "Space between thumbnails in points, UIKit's minimumLineSpacing (default 10).")
            }
        }
    }

    /// The scene-file fields this style reads, with their help.
    public static let options = CodingKeys.options
    /// The view height in points when a scene gives none.
    public static let defaultHeight = 120.0

    /// Thumbnail height as a fraction of the view height; the width follows from the photo's aspect.
    public var cellScale: Double
    /// `minimumLineSpacing` between thumbnails, in points.
    public var spacing: Double

    /// The Photos-app slider with thumbnails `cellScale` times the view's height, `spacing` points apart.
    public init(cellScale: Double = 0.8, spacing: Double = 10) {
        self.cellScale = cellScale
        self.spacing = spacing
    }

    /// Reads `cellScale` and `spacing` from a scene file.
    public init(from decoder: any Decoder) throws {
        let fields = try SceneFields(decoder)
        self.init(
            cellScale: try fields.number(CodingKeys.cellScale, in: 0.001...1) ?? 0.8,
            spacing: try fields.number(CodingKeys.spacing, in: 0...SceneFields.maximumLength) ?? 10)
    }

    public func viewHeight(requested: Double?) throws -> Double {
        viewHeight(requested: requested, default: SliderStyle.defaultHeight)
    }

    public func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout {
        SliderLayout(viewSize: viewSize, photoSizes: itemSizes, cellScale: cellScale, lineSpacing: spacing)
    }
}
