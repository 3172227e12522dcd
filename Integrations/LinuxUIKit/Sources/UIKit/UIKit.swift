// `import UIKit` in an app's file, compiled on Linux: the layout side of UIKit is FilmstripUIKit (which brings
// Foundation's geometry with it, as UIKit does on Apple's systems).
@_exported import FilmstripUIKit
