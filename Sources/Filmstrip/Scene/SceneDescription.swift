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
    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
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
        /// The Dynamic Type size a team's UIKit views get.
        case contentSize
        /// The layout direction a team's UIKit views get.
        case layoutDirection
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
        package static let positionKeys: [CodingKeys] = [.offset, .index]
        /// The fields that state a gesture, of which a file gives at most one.
        package static let gestureKeys: [CodingKeys] = [.fling, .drag, .toOffset, .toIndex]
    }

    /// Photo files and folders, as paths that can be opened (a file's are resolved against its folder).
    package var photos: [String]?
    /// Pixel sizes `WxH` to lay out instead of photos.
    package var sizes: [String]?
    /// The style's name in the catalog.
    package var style: String?
    /// A device preset's name: its width and scale unless those are given.
    package var device: String?
    /// The view's width in points.
    package var width: Double?
    /// The view's height in points.
    package var height: Double?
    /// Where the view is scrolled to: the file's `offset` or `index`.
    package var position: Scene.Position?
    /// Release velocity in points per millisecond.
    package var velocity: Double?
    /// Pixels per point.
    package var scale: Int?
    /// The background colour, `#RRGGBB` or `#RRGGBBAA`.
    package var background: String?
    /// `light` or `dark`.
    package var appearance: String?
    /// A content size category's name, `large` to `accessibilityExtraExtraExtraLarge`.
    package var contentSize: String?
    /// `leftToRight` or `rightToLeft`.
    package var layoutDirection: String?
    /// `srgb` or `display-p3`.
    package var colorSpace: String?
    /// `fast`, `default` or `best`.
    package var compression: String?
    /// Whether bad photos are drawn as placeholders.
    package var skipBad: Bool?
    /// The largest photo decoded, in pixels.
    package var maxPixels: Int?
    /// A sequence's frame rate.
    package var framesPerSecond: Double?
    /// What moves the view in a sequence: the file's `fling`, `drag`, `toOffset` or `toIndex`.
    package var gesture: ScrollGesture?
    /// What `filmstrip test` checks.
    package var checks: [SceneCheck]?
    /// The cell styling fields.
    package var cellStyle = CellStyleDescription()
    /// The fields that are neither the scene's nor the cells': a style's, kept as given until it reads them.
    package var styleFields: [String: JSONValue] = [:]

    /// No field given.
    package init() {}

    /// This description with `other`'s fields over it, field by field: a position or gesture of `other` replaces
    /// this one's, whichever field states it.
    package func overlaid(by other: SceneDescription) -> SceneDescription {
        var merged = self
        func take<Value>(_ fields: [WritableKeyPath<SceneDescription, Value?>]) {
            for field in fields { merged[keyPath: field] = other[keyPath: field] ?? self[keyPath: field] }
        }
        take([\.photos, \.sizes])
        take([\.style, \.device, \.background, \.appearance, \.colorSpace, \.compression])
        take([\.contentSize, \.layoutDirection])
        take([\.width, \.height, \.velocity, \.framesPerSecond])
        take([\.scale, \.maxPixels])
        merged.skipBad = other.skipBad ?? skipBad
        merged.position = other.position ?? position
        merged.gesture = other.gesture ?? gesture
        merged.checks = other.checks ?? checks
        merged.cellStyle = cellStyle.overlaid(by: other.cellStyle)
        merged.styleFields.merge(other.styleFields) { $1 }
        return merged
    }

    /// Sets a style's number field (nil leaves it as it is): a front end's flag for an option of a style it knows.
    package mutating func setStyleField(_ key: some CodingKey, number: Double?) {
        if let number { styleFields[key.stringValue] = .number(number) }
    }

    /// Sets a style's string field (nil leaves it as it is).
    package mutating func setStyleField(_ key: some CodingKey, string: String?) {
        if let string { styleFields[key.stringValue] = .string(string) }
    }

    /// Sets a style's field that holds a list of strings (nil leaves it as it is).
    package mutating func setStyleField(_ key: some CodingKey, strings: [String]?) {
        if let strings { styleFields[key.stringValue] = .array(strings.map(JSONValue.string)) }
    }

    /// The scene's own fields that hold their value as a scene file writes it (all but the position, the gesture and
    /// the checks), each with its value, nil where not given: what `givenFields` and `encode(to:)` read.
    var plainFieldValues: [(CodingKeys, (any Encodable)?)] {
        [
            (.photos, photos), (.sizes, sizes), (.style, style), (.device, device), (.width, width), (.height, height),
            (.velocity, velocity), (.scale, scale), (.background, background), (.appearance, appearance),
            (.contentSize, contentSize), (.layoutDirection, layoutDirection),
            (.colorSpace, colorSpace), (.compression, compression), (.skipBad, skipBad), (.maxPixels, maxPixels),
            (.fps, framesPerSecond),
        ]
    }

    /// The fields given, as a scene file spells them: the position and the gesture by the field that states them.
    package var givenFields: [String] {
        var names = plainFieldValues.filter { $0.1 != nil }.map { $0.0.stringValue }
        if checks != nil { names.append(CodingKeys.checks.stringValue) }
        names += cellStyle.givenFields.map(\.stringValue)
        if let position { names += position.field.map { [$0.stringValue] } ?? [] }
        if let gesture { names.append(gesture.field.stringValue) }
        return names + styleFields.keys.sorted()
    }
}
