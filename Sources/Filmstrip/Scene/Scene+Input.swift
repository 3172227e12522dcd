import FilmstripDecode
import FilmstripImage

extension Scene {
    /// What a scene shows and how its photos are read: the photos (or pixel sizes laid out instead), and what happens
    /// to one that cannot be decoded or is too large.
    public struct Input: Sendable {
        /// The photos shown, in item order: files, folders (their images in name order), encoded bytes or pixels.
        public var photos: [Photo]
        /// Pixel sizes to lay out instead of photos, for layout without images.
        public var photoSizes: [PixelSize]?
        /// Draw a neutral placeholder for photos that cannot be decoded, instead of failing.
        public var skipBad = false
        /// The largest photo, in pixels from its header, that is decoded; larger ones are refused before any allocation.
        public var maxPixels = DecodeOptions.defaultMaxPixels

        /// `photos`, every other field at its default.
        public init(photos: [Photo] = []) {
            self.photos = photos
        }
    }
}
