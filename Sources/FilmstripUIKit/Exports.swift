// A layout file written for iOS says `import UIKit` and gets Foundation's geometry with it; `import FilmstripUIKit`
// must do the same, and must use Foundation's own CGFloat, CGPoint, CGSize and CGRect so that the compiler's
// implicit Double/CGFloat conversion works as it does on Apple's systems.
@_exported import Foundation
