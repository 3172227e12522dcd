@_exported import FilmstripUIKit
