// The `filmstrip` tool: Filmstrip's command line with the built-in styles. A package of your own can build the same
// tool with its own styles registered (see "Bring your UIKit layout" in the README).
import FilmstripCommandLine

FilmstripCommand.main()
