import FilmstripImage

/// One filled shape of a control's drawing (a track, a knob, a selected segment): a rectangle in the view's
/// coordinates with its corner radius (half the shorter side for a capsule or a circle) and its colour.
struct ControlShape: Sendable, Equatable {
    var rect: CGRect
    var cornerRadius: CGFloat
    var color: RGBA
}
