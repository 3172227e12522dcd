// `filmstrip` with this package's UIKit layouts registered: every command, and scene files, can name them.
import Carousels
import Filmstrip
import FilmstripCommandLine
import FilmstripUIKit
import Gallery
import SeedCarousels
import SeedViews000

var styles = StyleCatalog.builtIn
for style in [
    CarouselStyles.coverFlow, CarouselStyles.perspectiveCoverFlow, CarouselStyles.sectionedGrid, CarouselStyles.mosaic,
] {
    styles.register(style)
}
styles.register(CarouselStyles.compositionalBanner)
styles.register(SeedStyles.slider)
styles.register(SeedStyles.peek)
styles.register(SeedViewStyles.thumbnailSliderView)
styles.register(GalleryStyles.gallery)
FilmstripCommand.main(styles: styles)
