import FilmstripLayout
import FilmstripRaster

/// The cell styling fields of a scene file as given, every one optional: what a file or a front end's flags state
/// before they are laid over one another and checked (`CellStyle(description:)`). The fields sit in the scene file's
/// own object, beside the scene's.
package struct CellStyleDescription: Sendable, Equatable {
    /// The fields' names in a scene file: the one place each is spelled.
    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        /// `CellStyle.cornerRadius`.
        case cornerRadius
        /// `CellStyle.cornerCurve`.
        case cornerCurve
        /// `CellStyle.borderWidth`.
        case borderWidth
        /// `CellStyle.borderColor`.
        case borderColor
        /// `CellStyle.selectedBorderWidth`.
        case selectedBorderWidth
        /// `CellStyle.selectedBorderColor`.
        case selectedBorderColor
        /// `CellStyle.selectedTint`.
        case selectedTint
        /// `CellStyle.placeholderColor`.
        case placeholderColor
        /// `CellStyle.shadowOpacity`.
        case shadowOpacity
        /// `CellStyle.shadowRadius`.
        case shadowRadius
        /// `CellStyle.shadowOffset`.
        case shadowOffset
        /// `CellStyle.contentMode`.
        case contentMode
    }

    /// Corner radius in points.
    package var cornerRadius: Double?
    /// `circular` or `continuous`.
    package var cornerCurve: String?
    /// Border width in points.
    package var borderWidth: Double?
    /// Border colour, `#RRGGBB` or `#RRGGBBAA`.
    package var borderColor: String?
    /// The selected cell's border width in points.
    package var selectedBorderWidth: Double?
    /// The selected cell's border colour.
    package var selectedBorderColor: String?
    /// The colour drawn over the selected cell's photo.
    package var selectedTint: String?
    /// The colour of a cell whose photo is missing or bad.
    package var placeholderColor: String?
    /// Shadow opacity from 0 to 1.
    package var shadowOpacity: Double?
    /// Shadow blur in points.
    package var shadowRadius: Double?
    /// Shadow offset in points.
    package var shadowOffset: Size?
    /// `scaleToFill`, `aspectFill` or `aspectFit`.
    package var contentMode: String?

    /// No field given.
    package init() {}

    /// The range of every length field, in points.
    static let lengths = 0...1000.0
    /// The range of each number of `shadowOffset`, in points.
    static let offsets = -1000...1000.0

    /// A shadow offset written `"X,Y"`, as a front end's flag gives it; a malformed or out-of-range one is a
    /// `SceneError.field` of the `shadowOffset` field.
    package static func shadowOffset(parsing text: String) throws -> Size {
        try SceneValueCheck.offset(text, in: offsets, at: SceneFieldPath(CodingKeys.shadowOffset))
    }

    /// This description with `other`'s fields over it, field by field.
    package func overlaid(by other: CellStyleDescription) -> CellStyleDescription {
        var merged = self
        func take<Value>(_ fields: [WritableKeyPath<CellStyleDescription, Value?>]) {
            for field in fields { merged[keyPath: field] = other[keyPath: field] ?? self[keyPath: field] }
        }
        take([\.cornerRadius, \.borderWidth, \.selectedBorderWidth, \.shadowOpacity, \.shadowRadius])
        take([\.cornerCurve, \.borderColor, \.selectedBorderColor, \.selectedTint, \.placeholderColor, \.contentMode])
        merged.shadowOffset = other.shadowOffset ?? shadowOffset
        return merged
    }

    /// Each field with its value as a scene file writes it (nil where not given): what `givenFields` and
    /// `encode(to:)` read.
    var fieldValues: [(CodingKeys, (any Encodable)?)] {
        [
            (.cornerRadius, cornerRadius), (.cornerCurve, cornerCurve), (.borderWidth, borderWidth),
            (.borderColor, borderColor), (.selectedBorderWidth, selectedBorderWidth),
            (.selectedBorderColor, selectedBorderColor), (.selectedTint, selectedTint),
            (.placeholderColor, placeholderColor), (.shadowOpacity, shadowOpacity), (.shadowRadius, shadowRadius),
            (.shadowOffset, shadowOffset.map { [$0.width, $0.height] }), (.contentMode, contentMode),
        ]
    }

    /// The names of the fields given, as a scene file spells them.
    var givenFields: [CodingKeys] {
        fieldValues.filter { $0.1 != nil }.map(\.0)
    }
}

extension CellStyleDescription: Codable {
    /// Reads the cell styling fields of a scene file's object, each of its JSON type (`shadowOffset` also checked,
    /// as its two spellings are read here); the other fields are left to the scene.
    package init(from decoder: any Decoder) throws {
        let fields = try SceneFields(decoder)
        cornerRadius = try fields.number(CodingKeys.cornerRadius, in: -.infinity ... .infinity)
        cornerCurve = try fields.string(CodingKeys.cornerCurve)
        borderWidth = try fields.number(CodingKeys.borderWidth, in: -.infinity ... .infinity)
        borderColor = try fields.string(CodingKeys.borderColor)
        selectedBorderWidth = try fields.number(CodingKeys.selectedBorderWidth, in: -.infinity ... .infinity)
        selectedBorderColor = try fields.string(CodingKeys.selectedBorderColor)
        selectedTint = try fields.string(CodingKeys.selectedTint)
        placeholderColor = try fields.string(CodingKeys.placeholderColor)
        shadowOpacity = try fields.number(CodingKeys.shadowOpacity, in: -.infinity ... .infinity)
        shadowRadius = try fields.number(CodingKeys.shadowRadius, in: -.infinity ... .infinity)
        shadowOffset = try fields.offset(CodingKeys.shadowOffset, in: CellStyleDescription.offsets)
        contentMode = try fields.string(CodingKeys.contentMode)
    }

    /// Writes the fields given into the scene file's object.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeGiven(fieldValues)
    }
}
