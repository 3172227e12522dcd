/// A horizontal position anchor: a left, right, leading, trailing or centre-x edge.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
