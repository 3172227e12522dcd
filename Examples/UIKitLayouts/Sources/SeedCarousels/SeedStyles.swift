import Filmstrip
import FilmstripUIKit

/// The seeds' carousels as Filmstrip styles: their layout classes, set up by their view controllers.
public enum SeedStyles {
    /// Seed 000's thumbnail slider, 120 pt tall. Its cell is a plain `UIImageView`, whose content mode is
    /// `.scaleToFill`.
    public static let slider = UIKitLayoutStyle(name: "seed-slider", height: 120, contentMode: .scaleToFill) {
        collectionView, images in
        ThumbnailSliderViewController(images: images).install(in: collectionView)
    }

    /// Seed 003's peeking pager, 240 pt tall, its cards shrinking away from the centre.
    public static let peek = UIKitLayoutStyle(name: "seed-peek", height: 240) { collectionView in
        PeekCarouselViewController(scalesCells: true).install(in: collectionView)
    }
}
