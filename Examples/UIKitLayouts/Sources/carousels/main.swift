// `filmstrip` with this package's UIKit layouts registered: every command, and scene files, can name them.
import AppCarousels
import Carousels
import Filmstrip
import FilmstripCommandLine
import FilmstripUIKit
import Gallery
import ThumbnailSliderViews

var styles = StyleCatalog.builtIn
for style in [
    CarouselStyles.coverFlow, CarouselStyles.perspectiveCoverFlow, CarouselStyles.sectionedGrid, CarouselStyles.mosaic,
] {
    styles.register(style)
}
styles.register(CarouselStyles.compositionalBanner)
styles.register(AppCarouselStyles.slider)
styles.register(AppCarouselStyles.peek)
styles.register(AppViewStyles.thumbnailSliderView)
styles.register(GalleryStyles.gallery)
FilmstripCommand.main(styles: styles)
