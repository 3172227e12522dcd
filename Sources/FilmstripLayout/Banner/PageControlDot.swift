import FilmstripImage

/// One dot of a page control, placed in view coordinates (x from the view's left edge, y from its top), so a
/// renderer fills a circle without knowing the scroll offset.
package struct PageControlDot: Hashable, Sendable {
    /// The page the dot stands for.
    package var page: Int
    /// The dot's centre in view coordinates.
    package var center: Point
    /// The dot's diameter in points; the dots at the ends of a partial window are smaller.
    package var diameter: Double
    /// Whether it is the current page's dot (drawn in `PageControlDotColor.current`).
    package var isCurrent: Bool

    /// The square the circle is inscribed in.
    package var rect: Rect {
        Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
    }

    /// The dot's colour: `currentColor` for the current page, else `otherColor`.
    package var color: RGBA { isCurrent ? PageControlDot.currentColor : PageControlDot.otherColor }

    /// iOS's page-control colours (light appearance): the current page's dot grey, the others light grey.
    package static let currentColor = RGBA(r: 128, g: 128, b: 128)
    /// The other pages' dots.
    package static let otherColor = RGBA(r: 209, g: 209, b: 214)
}
