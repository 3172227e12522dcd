/// How a photo fills its cell, after `UIView.ContentMode`.
public enum ContentMode: String, Sendable, CaseIterable, Codable {
    /// The photo is scaled to the cell; the styles that use it size each cell to its photo's aspect ratio.
    case scaleToFill
    /// The photo covers the cell, aspect kept, cropped about its centre.
    case aspectFill
    /// The whole photo inside the cell, aspect kept, centred: the bands beside it (letterbox) stay empty.
    case aspectFit
}
