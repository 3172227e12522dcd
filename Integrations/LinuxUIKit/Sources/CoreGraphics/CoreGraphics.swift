// `import CoreGraphics` in an app's layout file: `CGFloat`, `CGPoint`, `CGSize` and `CGRect` are Foundation's, and
// `CGAffineTransform` is FilmstripUIKit's.
@_exported import FilmstripUIKit
