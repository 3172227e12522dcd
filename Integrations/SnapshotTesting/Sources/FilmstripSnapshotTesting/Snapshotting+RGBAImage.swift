import Filmstrip
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// An image as it is, compared exactly: one differing pixel fails.
    public static var image: Self { image(tolerance: DiffOptions()) }

    /// An image as it is, compared under `tolerance`.
    public static func image(tolerance: DiffOptions) -> Self {
        SnapshotTesting.Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance))
    }
}
