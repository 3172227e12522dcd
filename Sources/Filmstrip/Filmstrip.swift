// The library users import: every pipeline stage, re-exported so `import Filmstrip` is enough.
@_exported import FilmstripDecode
@_exported import FilmstripDiff
@_exported import FilmstripEncode
@_exported import FilmstripIO
@_exported import FilmstripImage
@_exported import FilmstripJSON
@_exported import FilmstripLayout
@_exported import FilmstripPhysics
@_exported import FilmstripRaster
@_exported import FilmstripText
