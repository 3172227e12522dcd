import Filmstrip
import FilmstripUIKit

/// Our own UIKit layouts as Filmstrip styles, each set up by its view controller as the app does.
public enum CarouselStyles {
    /// The cover flow, 260 pt tall: turned, shrunk and faded cards either side of the centred one.
    public static let coverFlow = UIKitLayoutStyle(name: "cover-flow", height: 260) { collectionView, images in
        CoverFlowViewController(images: images).install(in: collectionView)
    }
}
