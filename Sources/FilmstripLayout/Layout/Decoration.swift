import FilmstripImage

/// A shape a layout draws over its elements that is not an element itself, such as a page-control dot. The
/// renderer draws decorations above every element without knowing which layout asked for them.
public struct Decoration: Hashable, Sendable {
    /// What a decoration draws.
    public enum Shape: Hashable, Sendable {
        /// An ellipse filling the frame (a page dot).
        case ellipse
        /// The frame filled.
        case rectangle
    }

    /// What is drawn.
    public var shape: Shape
    /// In view coordinates (points from the view's top-left corner): decorations do not scroll.
    public var frame: Rect
    /// The fill colour.
    public var color: RGBA
}

extension Decoration {
    /// An ellipse filling `frame` (a circle when it is square), such as a page-control dot.
    public static func ellipse(in frame: Rect, color: RGBA) -> Decoration {
        Decoration(shape: .ellipse, frame: frame, color: color)
    }

    /// A rectangle filling `frame`.
    public static func rectangle(in frame: Rect, color: RGBA) -> Decoration {
        Decoration(shape: .rectangle, frame: frame, color: color)
    }
}
