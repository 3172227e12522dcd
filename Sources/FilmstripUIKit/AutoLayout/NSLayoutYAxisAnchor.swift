/// A vertical position anchor: a top, bottom or centre-y edge.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
