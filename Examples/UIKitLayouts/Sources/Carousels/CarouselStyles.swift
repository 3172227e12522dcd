import Filmstrip
import FilmstripUIKit

/// Our own UIKit layouts as Filmstrip styles, each set up by its view controller as the app does.
public enum CarouselStyles {
    /// The cover flow, 260 pt tall: turned, shrunk and faded cards either side of the centred one.
    public static let coverFlow = UIKitLayoutStyle(name: "cover-flow", height: 260) { collectionView, images in
        CoverFlowViewController(images: images).install(in: collectionView)
    }

    /// The 3-D cover flow, 240 pt tall: cards either side of the centred one turned away in perspective.
    public static let perspectiveCoverFlow = UIKitLayoutStyle(name: "cover-flow-3d", height: 240) { collectionView in
        collectionView.decelerationRate = .fast
        return PerspectiveCoverFlowLayout()
    }

    /// The album grid, 400 pt tall: three photos a row in sections under grey headers.
    public static let sectionedGrid = UIKitLayoutStyle(
        name: "sectioned-grid", height: 400, supplementaryFill: .color(RGBA(r: 0x63, g: 0x63, b: 0x66))
    ) { collectionView, images in
        SectionedGridViewController(photoCount: images.count).install(in: collectionView)
    }

    /// The banner carousel as a compositional layout with `.groupPaging`, 226 pt tall (the banners' 200 and the
    /// native banner's page-control footer of 26): swipes scroll its banner section, one banner each.
    public static let compositionalBanner: UIKitLayoutStyle = {
        var style = UIKitLayoutStyle(name: "compositional-banner", height: 226) { collectionView, images in
            BannerCarouselViewController(images: images).install(in: collectionView)
        }
        style.scrolledSection = 0
        return style
    }()

    /// The paged mosaic, 260 pt tall: three photos a page, the large one swapping sides.
    public static let mosaic = UIKitLayoutStyle(name: "mosaic", height: 260) { collectionView, images in
        MosaicViewController(photoCount: images.count).install(in: collectionView)
    }
}
