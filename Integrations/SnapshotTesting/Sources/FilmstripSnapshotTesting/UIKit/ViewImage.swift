import Filmstrip
import FilmstripUIKit

/// A snapshot of a view tree or layer: drawn at the default scale when taken, and drawn again at the scale of the
/// reference it is compared with (the scale its simulator had), so that a team's iOS references are compared pixel
/// for pixel without a scale in every test. A view that took the screen's size takes the size of the reference's
/// simulator screen first. What it draws stays in place until the image is released.
final class ViewImage: UIImage {
    private let render: (CGFloat) throws -> RGBAImage
    private let dispose: () -> Void
    /// Resizes what is drawn to a screen's size, for a view that is as large as the screen; nil for any other.
    private let resizeToScreen: ((CGSize) -> Void)?
    /// The latest drawing: the first one, or the one at the reference's scale; what a failure writes.
    private(set) var latest: UIImage

    /// Draws with `render` at `scale` now; `dispose` runs when the image is released. `resizeToScreen` is given for
    /// a view that nobody sized, which is as large as whichever screen it is on.
    init(
        scale: CGFloat, render: @escaping (CGFloat) throws -> RGBAImage, dispose: @escaping () -> Void,
        resizeToScreen: ((CGSize) -> Void)? = nil
    ) throws {
        self.render = render
        self.dispose = dispose
        self.resizeToScreen = resizeToScreen
        let pixels: RGBAImage
        do {
            pixels = try render(scale)
        } catch {
            dispose()
            throw error
        }
        latest = UIImage(pixels: pixels, scale: scale)
        super.init(pixels: pixels, scale: scale)
    }

    required init?(coder: NSCoder) { nil }

    /// The drawing at the reference's scale when a whole scale of 1 to 4 gives its pixel size, to within half a
    /// point, else the latest. A view as large as the screen is drawn at the size and scale of the simulator screen
    /// the reference has the pixels of.
    func drawn(toMatch reference: UIImage) -> UIImage {
        guard let pixels = reference.pixels, size.width > 0, size.height > 0 else { return latest }
        if let resizeToScreen, let screen = SimulatorScreen.matching(width: pixels.width, height: pixels.height),
            screen.size != size
        {
            resizeToScreen(screen.size)
            guard let redrawn = try? render(screen.scale) else { return latest }
            latest = UIImage(pixels: redrawn, scale: screen.scale)
            return latest
        }
        let scale = (CGFloat(pixels.width) / size.width).rounded()
        // Within half a point: a view sized by its content rounds its size to the pixels of the scale it is drawn at.
        guard (1...4).contains(scale), scale != latest.scale,
            abs(CGFloat(pixels.width) / scale - size.width) <= 0.5,
            abs(CGFloat(pixels.height) / scale - size.height) <= 0.5,
            let redrawn = try? render(scale)
        else { return latest }
        latest = UIImage(pixels: redrawn, scale: scale)
        return latest
    }

    deinit { dispose() }
}
