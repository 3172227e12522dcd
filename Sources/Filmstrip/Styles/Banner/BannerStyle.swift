import FilmstripLayout

/// The banner carousel: full-width banners, one page per flick, over a footer of page-control dots; photos fill the
/// banners aspect-fill. The view is as tall as a banner plus the footer, so the scene's height is not the style's to
/// take.
public struct BannerStyle: CarouselStyle, Equatable {
    public static let name = "banner"
    /// The style's fields in a scene file: the one place each is spelled.
    package enum CodingKeys: String, StyleOptionKey {
        /// `bannerHeight`.
        case bannerHeight

        /// The field as a command-line option, with its help.
        package var option: StyleOption {
            switch self {
            case .bannerHeight:
                StyleOption(
                    self, kind: .number,
                    help: "Banner height in points (default 200; the view adds a 26 pt page-control footer).")
            }
        }
    }

    /// The scene-file fields this style reads, with their help.
    public static let options = CodingKeys.options

    /// The original UIKit layout's banner height in points: the default of `bannerHeight`.
    public static let defaultBannerHeight = BannerLayout.defaultBannerHeight

    /// Height of the banners in points.
    public var bannerHeight: Double

    /// A banner carousel whose banners are `bannerHeight` points tall.
    public init(bannerHeight: Double = BannerStyle.defaultBannerHeight) {
        self.bannerHeight = bannerHeight
    }

    /// Reads `bannerHeight` from a scene file.
    public init(from decoder: any Decoder) throws {
        let fields = try SceneFields(decoder)
        self.init(bannerHeight: try fields.positive(CodingKeys.bannerHeight) ?? BannerLayout.defaultBannerHeight)
    }

    public var contentMode: ContentMode { .aspectFill }

    public func viewHeight(requested: Double?) throws -> Double {
        if requested != nil {
            throw SceneError.field(
                SceneFieldPath(SceneDescription.CodingKeys.height),
                problem:
                    "the banner style's view is bannerHeight plus the \(Int(BannerLayout.bannerFooterHeight)) pt page-control footer: set bannerHeight instead"
            )
        }
        return bannerHeight + BannerLayout.bannerFooterHeight
    }

    public func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout {
        BannerLayout(viewWidth: viewSize.width, itemCount: itemSizes.count, bannerHeight: bannerHeight)
    }
}
