import Foundation

extension Scene {
    /// The twelve sample photos shipped with Filmstrip (licences in the repository's `fixtures/SOURCES.md`), for
    /// trying a style or a command without photos of your own. Found in the package's resource bundle, so they
    /// work from any directory.
    public static var samplePhotos: [Photo] {
        guard let folder = Bundle.module.path(forResource: "SamplePhotos", ofType: nil) else { return [] }
        return [.file(folder)]
    }
}
