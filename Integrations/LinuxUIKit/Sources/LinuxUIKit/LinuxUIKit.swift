// What an app file's `import UIKit`, `import QuartzCore` and `import CoreGraphics` become in the plugin's Linux-ready
// copy: the layout, view and geometry side of UIKit is FilmstripUIKit, which brings Foundation's geometry with it as
// UIKit does on Apple's systems. The module is not named `UIKit`: other packages in the same build test
// `canImport(UIKit)` to find iOS, and would compile their iOS code against it.
@_exported import FilmstripUIKit
