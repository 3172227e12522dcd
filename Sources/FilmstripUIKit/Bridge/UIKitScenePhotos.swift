import Filmstrip
import FilmstripImage
import FilmstripLayout

/// The scene's photos as a team's views see them: `UIImage(named:)` finds each by file name, and a view
/// controller style gets them in order. Each is decoded when a view first draws it, once per scene, just large
/// enough to cover the frame (UIKit choice `scenePhotosAreDecodedAtMostAtTheFrameSize`).
struct UIKitScenePhotos {
    let catalog: UIImageCatalog
    let images: [UIImage]
    /// Where a photo that cannot be decoded is kept, unless the scene skips bad photos (then it draws nothing).
    let failures: UIKitPhotoFailures?

    /// `photos` for frames of a view of `viewSize` points at `scale` pixels per point.
    init(_ photos: [ScenePhoto], viewSize: Size, scale: Int) {
        let frame = PixelSize(
            width: max(1, Int((viewSize.width * Double(scale)).rounded())),
            height: max(1, Int((viewSize.height * Double(scale)).rounded())))
        var named: [(String, UIImageCatalog.Entry)] = []
        var images: [UIImage] = []
        let failures = photos.contains { !$0.skipsIfBad } ? UIKitPhotoFailures() : nil
        for photo in photos {
            let size = photo.size.map { CGSize(width: $0.width, height: $0.height) } ?? .zero
            let storage = UIImagePixels {
                guard photo.size != nil else { return nil }
                do {
                    return try photo.pixels(covering: frame)
                } catch {
                    if !photo.skipsIfBad { failures?.keep(error) }
                    return nil
                }
            }
            let identity = photo.identity(covering: frame)
            named.append((photo.name, UIImageCatalog.Entry(size: size, storage: storage, identity: identity)))
            images.append(UIImage(size: size, storage: storage, identity: identity))
        }
        catalog = UIImageCatalog(named: named)
        self.images = images
        self.failures = failures
    }
}
