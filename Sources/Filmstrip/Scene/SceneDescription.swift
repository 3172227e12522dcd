import FilmstripJSON

/// A scene as a scene file states it, every field optional: the file's shape. A file decodes into one, a front end
/// builds one from its flags, and `overlaid(by:)` lays one over another field by field; `SceneLayers` builds the
/// scene from the result, checking every value and naming where a wrong one was given.
///
/// A style's own fields (`cellScale`, `headerWidth`) sit in the same flat object; the scene does not know them, so
/// they are kept as given until the style named reads them.
package struct SceneDescription: Sendable {
    /// The scene's fields' names in a scene file: the one place each is spelled. The cell styling fields are
    /// `CellStyleDescription.CodingKeys`, a style's its own.
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        /// Photo files and folders.
        case photos
        /// Pixel sizes to lay out instead of photos.
        case sizes
        /// The style's name.
        case style
        /// A device preset's name.
        case device
        /// The view's width in points.
        case width
        /// The view's height in points.
        case height
        /// The position: a content offset.
        case offset
        /// The position: an item centred.
        case index
        /// The release velocity for the target offset.
        case velocity
        /// Pixels per point.
        case scale
        /// The background colour.
        case background
        /// Light or dark.
        case appearance
        /// The output colour space.
        case colorSpace
        /// PNG compression.
        case compression
        /// Draw bad photos as placeholders.
        case skipBad
        /// The decoder's pixel limit.
        case maxPixels
        /// A sequence's frame rate.
        case fps
        /// The gesture: a fling's velocity.
        case fling
        /// The gesture: a drag, `DX` or `DX:SECONDS`.
        case drag
        /// The gesture: an animated scroll to an offset.
        case toOffset
        /// The gesture: an animated scroll to an item.
        case toIndex
        /// What `filmstrip test` checks.
        case checks

        /// The fields that state a position, of which a file gives at most one.
        public static let positionKeys: [CodingKeys] = [.offset, .index]
        /// The fields that state a gesture, of which a file gives at most one.
        public static let gestureKeys: [CodingKeys] = [.fling, .drag, .toOffset, .toIndex]
    }

    /// Photo files and folders, as paths that can be opened (a file's are resolved against its folder).
    public var photos: [String]?
    /// Pixel sizes `WxH` to lay out instead of photos.
    public var sizes: [String]?
    /// The style's name in the catalog.
    public var style: String?
    /// A device preset's name: its width and scale unless those are given.
    public var device: String?
    /// The view's width in points.
    public var width: Double?
    /// The view's height in points.
    public var height: Double?
    /// Where the view is scrolled to: the file's `offset` or `index`.
    public var position: Scene.Position?
    /// Release velocity in points per millisecond.
    public var velocity: Double?
    /// Pixels per point.
    public var scale: Int?
    /// The background colour, `#RRGGBB` or `#RRGGBBAA`.
    public var background: String?
    /// `light` or `dark`.
    public var appearance: String?
    /// `srgb` or `display-p3`.
    public var colorSpace: String?
    /// `fast`, `default` or `best`.
    public var compression: String?
    /// Whether bad photos are drawn as placeholders.
    public var skipBad: Bool?
    /// The largest photo decoded, in pixels.
    public var maxPixels: Int?
    /// A sequence's frame rate.
    public var framesPerSecond: Double?
    /// What moves the view in a sequence: the file's `fling`, `drag`, `toOffset` or `toIndex`.
    public var gesture: ScrollGesture?
    /// What `filmstrip test` checks.
    public var checks: [SceneCheck]?
    /// The cell styling fields.
    public var cellStyle = CellStyleDescription()
    /// The fields that are neither the scene's nor the cells': a style's, kept as given until it reads them.
    package var styleFields: [String: JSONValue] = [:]

    /// No field given.
    public init() {}

    /// This description with `other`'s fields over it, field by field: a position or gesture of `other` replaces
    /// this one's, whichever field states it.
    public func overlaid(by other: SceneDescription) -> SceneDescription {
        var merged = self
        merged.photos = other.photos ?? photos
        merged.sizes = other.sizes ?? sizes
        merged.style = other.style ?? style
        merged.device = other.device ?? device
        merged.width = other.width ?? width
        merged.height = other.height ?? height
        merged.position = other.position ?? position
        merged.velocity = other.velocity ?? velocity
        merged.scale = other.scale ?? scale
        merged.background = other.background ?? background
        merged.appearance = other.appearance ?? appearance
        merged.colorSpace = other.colorSpace ?? colorSpace
        merged.compression = other.compression ?? compression
        merged.skipBad = other.skipBad ?? skipBad
        merged.maxPixels = other.maxPixels ?? maxPixels
        merged.framesPerSecond = other.framesPerSecond ?? framesPerSecond
        merged.gesture = other.gesture ?? gesture
        merged.checks = other.checks ?? checks
        merged.cellStyle = cellStyle.overlaid(by: other.cellStyle)
        merged.styleFields.merge(other.styleFields) { $1 }
        return merged
    }

    /// Sets a style's number field (nil leaves it as it is): a front end's flag for an option of a style it knows.
    public mutating func setStyleField(_ key: some CodingKey, number: Double?) {
        if let number { styleFields[key.stringValue] = .number(number) }
    }

    /// Sets a style's string field (nil leaves it as it is).
    public mutating func setStyleField(_ key: some CodingKey, string: String?) {
        if let string { styleFields[key.stringValue] = .string(string) }
    }

    /// Sets a style's field that holds a list of strings (nil leaves it as it is).
    public mutating func setStyleField(_ key: some CodingKey, strings: [String]?) {
        if let strings { styleFields[key.stringValue] = .array(strings.map(JSONValue.string)) }
    }

    /// The fields given, as a scene file spells them: the position and the gesture by the field that states them.
    public var givenFields: [String] {
        let given: [(CodingKeys, Bool)] = [
            (.photos, photos != nil), (.sizes, sizes != nil), (.style, style != nil), (.device, device != nil),
            (.width, width != nil), (.height, height != nil), (.velocity, velocity != nil), (.scale, scale != nil),
            (.background, background != nil), (.appearance, appearance != nil), (.colorSpace, colorSpace != nil),
            (.compression, compression != nil), (.skipBad, skipBad != nil), (.maxPixels, maxPixels != nil),
            (.fps, framesPerSecond != nil), (.checks, checks != nil),
        ]
        var names = given.filter { $0.1 }.map { $0.0.stringValue }
        names += cellStyle.givenFields.map(\.stringValue)
        if let position { names += position.field.map { [$0.stringValue] } ?? [] }
        if let gesture { names.append(gesture.field.stringValue) }
        return names + styleFields.keys.sorted()
    }
}
