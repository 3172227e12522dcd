import FilmstripDecode
import FilmstripImage

extension Scene {
    /// How a scene is drawn beyond its layout: the background, light or dark mode, how each cell looks and is drawn, and
    /// the colour space of the pixels.
    public struct Look: Sendable {
        /// What shows behind and between the cells.
        public var background: RGBA = .white
        /// Light or dark mode: the default background, tag chips, page dots and placeholder take its system colours.
        /// Set from a scene file or flags it also picks the background (unless one is given); set in code, set
        /// `background` too (`appearance.background`).
        public var appearance: Appearance = .light
        /// The Dynamic Type size a team's UIKit views are drawn at (Large, iOS's default).
        public var contentSize: ContentSizeCategory = .large
        /// Which way a team's UIKit views lay out (left to right by default).
        public var layoutDirection: LayoutDirection = .leftToRight
        /// How every cell looks beyond its photo: corners, borders, selection, shadow, placeholder, content mode.
        public var cellStyle = CellStyle()
        /// The colour space photos are converted to and output PNGs are tagged with (untagged for sRGB).
        public var colorSpace: OutputColorSpace = .sRGB
        /// Draws each cell: swap it to draw cells your own way (a badge over the photo) without a new renderer.
        public var cellRenderer: any CellRenderer = StandardCellRenderer()

        /// White, light mode, plain cells, sRGB, the standard cell renderer.
        public init() {}

        /// The appearance, content size and layout direction as the one value styles are given.
        public var traits: SceneTraits {
            SceneTraits(appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection)
        }
    }
}
