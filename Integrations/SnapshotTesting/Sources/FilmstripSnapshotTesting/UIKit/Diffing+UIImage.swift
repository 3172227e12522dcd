import Filmstrip
import FilmstripUIKit
import Foundation
import SnapshotTesting

extension SnapshotTesting.Diffing where Value == UIImage {
    /// A pixel-diffing strategy for images that requires a 100% match, as swift-snapshot-testing's on iOS.
    public static var image: Self { image() }

    /// Images compared as swift-snapshot-testing compares them on iOS (`UIImageComparison`): `precision` is the share
    /// of bytes (or, with `perceptualPrecision` below 1, of pixels) that must match, `perceptualPrecision` how close a
    /// pixel's colour must be to match. References are PNG files; `scale` is the scale a reference is read at (the
    /// screen's when nil or 0). A view's snapshot is drawn again at its reference's scale before the comparison,
    /// so references recorded on a 3x simulator compare with no scale in the test. A failure writes Filmstrip's
    /// diff image of every differing pixel beside its other diffs and names its path. An image of zero size is
    /// written as swift-snapshot-testing writes it on iOS: its stand-in, a red 400 x 80-point label asking for a size.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Self {
        // Exact: the diff image marks every pixel that differs.
        let png = Filmstrip.Diffing<RGBAImage>.image(tolerance: DiffOptions())
        let readScale = scale.flatMap { $0 > 0 ? $0 : nil }
        let toData: (UIImage) -> Data = { image in
            let drawn = (image as? ViewImage)?.latest ?? image
            let pixels = drawn.pixels.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? zeroSizeStandIn()
            guard let pixels, let bytes = try? png.toData(pixels) else { return Data() }
            return Data(bytes)
        }
        return LegacyDiffingMaker.compatible.diffing(
            toData: toData,
            fromData: { data in
                guard let pixels = try? png.fromData([UInt8](data), "reference") else { return UIImage(size: .zero) }
                return UIImage(pixels: pixels, scale: readScale ?? UIScreen.main.scale)
            },
            diff: { reference, actual in
                let drawn = (actual as? ViewImage)?.drawn(toMatch: reference) ?? actual
                guard
                    let message = UIImageComparison.failure(
                        reference: reference, actual: drawn, precision: precision,
                        perceptualPrecision: perceptualPrecision)
                else { return nil }
                var lines = [message]
                if let expected = reference.pixels, let got = drawn.pixels,
                    let difference = png.diff(expected, got)?.artifacts.first(where: { $0.name == "diff" })
                {
                    if let path = try? DiffImageArtifacts.write(
                        difference.bytes, environment: ProcessInfo.processInfo.environment)
                    {
                        lines.append("difference image: \(path)")
                    }
                }
                return (lines.joined(separator: "\n"), [])
            })
    }

    /// swift-snapshot-testing's stand-in for a view of zero size, drawn at the screen's scale as its iOS version
    /// draws it: a red label, 400 x 80 points, its message centred on up to three lines.
    private static func zeroSizeStandIn() -> RGBAImage? {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
        label.backgroundColor = .red
        label.text =
            "Error: No image could be generated for this view as its size was zero. Please set an explicit size in "
            + "the test."
        label.textAlignment = .center
        label.numberOfLines = 3
        return try? ViewTreeRenderer.image(of: label, scale: Double(UIScreen.main.scale))
    }
}
