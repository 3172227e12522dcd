import FilmstripImage
import Synchronization

/// A `UIImage`'s pixels: given, or decoded the first time they are asked for and kept (one decode per photo and
/// scene, however many images name it). A photo that cannot be decoded has no pixels and draws nothing.
final class UIImagePixels: Sendable {
    private let state: Mutex<State>

    private enum State: @unchecked Sendable {
        case decoded(RGBAImage?)
        case pending(@Sendable () -> RGBAImage?)
    }

    /// Pixels already at hand.
    init(_ pixels: RGBAImage) { state = Mutex(.decoded(pixels)) }

    /// Pixels that `load` makes when first asked for.
    init(loading load: @escaping @Sendable () -> RGBAImage?) { state = Mutex(.pending(load)) }

    var pixels: RGBAImage? {
        state.withLock { state in
            switch state {
            case .decoded(let pixels): return pixels
            case .pending(let load):
                let pixels = load()
                state = .decoded(pixels)
                return pixels
            }
        }
    }
}
