// `filmstrip` with the feed registered: scene files and `--style` name it, and its option `gap` is the flag `--gap`
// (`swift run feed-filmstrip render --style feed --gap 12 -o feed.png`), with no command-line code of its own.
import FeedStyle
import Filmstrip
import FilmstripCommandLine

var styles = StyleCatalog.builtIn
styles.register(FeedStyle.self)
FilmstripCommand.main(styles: styles)
