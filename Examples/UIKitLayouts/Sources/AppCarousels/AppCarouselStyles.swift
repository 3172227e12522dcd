import Filmstrip
import FilmstripUIKit

/// Published apps' carousels as Filmstrip styles: each app's own layout class, compiled unedited and set up as the
/// app's view controller sets it up. Each is the UIKit original of a native style (`slider`, `peek`).
public enum AppCarouselStyles {
    /// `app-slider`: the thumbnail slider's flow layout, 120 pt tall. Its cell is a plain `UIImageView`, whose content
    /// mode is `.scaleToFill`.
    public static let slider = UIKitLayoutStyle(name: "app-slider", height: 120, contentMode: .scaleToFill) {
        collectionView, images in
        ThumbnailSliderViewController(images: images).install(in: collectionView)
    }

    /// `app-peek`: the peeking pager's paging flow layout, 240 pt tall, its cards shrinking away from the centre.
    public static let peek = UIKitLayoutStyle(name: "app-peek", height: 240) { collectionView in
        PeekCarouselViewController(scalesCells: true).install(in: collectionView)
    }
}
