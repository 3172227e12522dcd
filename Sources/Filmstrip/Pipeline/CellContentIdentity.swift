import FilmstripDecode
import Foundation

/// What a cell's thumbnail is made from, as the resample cache's key (`ImageIdentity`): a photo file's thumbnail by
/// what makes it (the thumbnail cache's key: path, size, fill, every decode option), so scenes sharing a resample
/// cache share its blocks; anything else only within its scene.
enum CellContentIdentity: Hashable, Sendable {
    /// The thumbnail of a photo file.
    case thumbnail(ThumbnailCache.Key)
    /// Item `item` of the scene prepared as `scene`: a photo in memory, or a style's own item.
    case sceneItem(scene: UUID, item: Int)
    /// Photo `item` of the scene prepared as `scene`, in memory, decoded at `size` for a style's own views.
    case scenePhoto(scene: UUID, item: Int, size: PixelSize)
    /// A cell with no item behind it.
    case placeholder
}
