import FilmstripEncode

extension Scene {
    /// What a scene writes and what `filmstrip test` checks of it.
    public struct Output: Sendable {
        /// How hard written PNGs are compressed; the pixels are the same at every level.
        public var compression: PNGCompression = .fast
        /// What `filmstrip test` checks; empty: one still named `default` at the scene's position.
        package var checks: [SceneCheck] = []

        /// Fast compression, no checks of its own.
        public init() {}
    }
}
