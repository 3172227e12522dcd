import FilmstripDiff

/// One thing a scene file asks `filmstrip test` to check: a still at a position, or a sequence (every frame, the
/// frame count and the manifest) of a gesture.
///
/// ```json
/// "checks": [{"name": "start", "index": 0},
///            {"name": "scrolled", "offset": 250, "tolerance": {"maxDiffRatio": 0.001}},
///            {"name": "fling", "frames": {"fling": 1500, "fps": 30}}]
/// ```
package struct SceneCheck: Sendable, Equatable {
    /// Whether a check compares one frame or a whole sequence.
    package enum Kind: Sendable, Equatable {
        /// The frame at the check's position.
        case still
        /// The frames of `gesture`, from the check's position, at `framesPerSecond`.
        case sequence(gesture: ScrollGesture, framesPerSecond: Double)
    }

    /// Unique within its scene; names the reference (`__snapshots__/<scene>/<name>.png`).
    package var name: String
    /// A still, or a sequence and its gesture.
    package var kind: Kind
    /// Where it starts; nil: the scene's position.
    package var position: Scene.Position?
    /// How far the frames may differ from the references and still pass.
    package var tolerance: DiffOptions

    /// A check called `name`, unique within its scene.
    package init(
        name: String, kind: Kind = .still, position: Scene.Position? = nil, tolerance: DiffOptions = DiffOptions()
    ) {
        self.name = name
        self.kind = kind
        self.position = position
        self.tolerance = tolerance
    }

    /// The fields of a check object besides its position (`SceneDescription.CodingKeys.positionKeys`).
    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        /// The check's name.
        case name
        /// How far frames may differ.
        case tolerance
        /// The sequence's gesture and frame rate.
        case frames
    }

    /// The fields of a check's `tolerance` object: `DiffOptions`' own, as results files write them.
    package typealias ToleranceKeys = DiffOptions.CodingKeys
}

extension SceneCheck: Decodable {
    /// The most bytes a check name may have in UTF-8: it names files (`<name>.actual.png`), and file systems count
    /// at most 255 bytes.
    package static let maximumNameBytes = 200

    /// U+061C, U+200E, U+200F, U+202A...U+202E, U+2066...U+2069: marks and overrides that reorder text.
    static let bidirectionalControls = Set<UInt32>([0x061C, 0x200E, 0x200F]).union(0x202A...0x202E).union(
        0x2066...0x2069)

    /// U+FDD0...U+FDEF and the last two code points of every plane: never text, refused by XML.
    static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }

    /// Reads a check of a scene file's `checks`: a name, a position or `frames`, and a `tolerance`, every value
    /// checked.
    package init(from decoder: any Decoder) throws {
        typealias Field = SceneDescription.CodingKeys
        let fields = try SceneFields(decoder)
        let known = [
            CodingKeys.name.stringValue, Field.index.stringValue, Field.offset.stringValue,
            CodingKeys.tolerance.stringValue, CodingKeys.frames.stringValue,
        ]
        try fields.refuseOthers(than: known, saying: "unknown field of a check")
        guard let name = try fields.string(CodingKeys.name) else {
            throw SceneError.field(SceneFieldPath(CodingKeys.name), problem: "every check needs a name")
        }
        // A name becomes a file name and a line of output: no control character (a NUL would cut the file name
        // short, so that two checks shared one reference; a newline would forge a CI log line).
        if let control = name.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            throw SceneError.field(
                SceneFieldPath(CodingKeys.name),
                problem: "must not hold control characters, found U+\(String(format: "%04X", control.value))")
        }
        // Bidirectional controls would make a name display as another in the report and the log; noncharacters
        // (U+FFFE, U+FFFF, U+FDD0...) are not allowed in XML, so JUnit would change them and its accept command
        // would name nothing.
        if let bidi = name.unicodeScalars.first(where: { SceneCheck.bidirectionalControls.contains($0.value) }) {
            throw SceneError.field(
                SceneFieldPath(CodingKeys.name),
                problem: "must not hold bidirectional controls, found U+\(String(format: "%04X", bidi.value))")
        }
        if let non = name.unicodeScalars.first(where: SceneCheck.isNoncharacter) {
            throw SceneError.field(
                SceneFieldPath(CodingKeys.name),
                problem: "must not hold noncharacters, found U+\(String(format: "%04X", non.value))")
        }
        guard !name.isEmpty, name.count <= 100, !name.contains("/"), !name.hasPrefix(".") else {
            throw SceneError.field(
                SceneFieldPath(CodingKeys.name),
                problem:
                    "must be 1 to 100 characters, without / and not starting with a dot, got \(SceneFields.quoted(name))"
            )
        }
        // A name is a file name (`<name>.actual.png` the longest): file systems count bytes, at most 255.
        guard name.utf8.count <= SceneCheck.maximumNameBytes else {
            throw SceneError.field(
                SceneFieldPath(CodingKeys.name),
                problem:
                    "is \(name.utf8.count) bytes in UTF-8, more than the \(SceneCheck.maximumNameBytes) a name may have"
            )
        }
        if fields.contains(Field.index) && fields.contains(Field.offset) {
            throw SceneError.field(SceneFieldPath(Field.offset), problem: "give only one of offset, index")
        }
        var position: Scene.Position?
        if let offset = try fields.number(Field.offset) { position = .offset(offset) }
        if let index = try fields.integer(Field.index, in: 0...Int(Int32.max)) { position = .index(index) }
        let tolerance = try fields.object(CodingKeys.tolerance) { try SceneCheck.tolerance(from: $0) } ?? DiffOptions()
        var kind = Kind.still
        if let sequence = try fields.object(CodingKeys.frames, { try SceneCheck.sequence(from: $0) }) {
            kind = sequence
        }
        self.init(name: name, kind: kind, position: position, tolerance: tolerance)
    }

    private static func tolerance(from decoder: any Decoder) throws -> DiffOptions {
        let fields = try SceneFields(decoder)
        let known = ToleranceKeys.allCases.map(\.stringValue)
        // The 0.2 names, refused with their replacements so that a scene written for 0.2 says how to move on.
        let renamed = [
            "threshold": "is now perceptualThreshold (checks are exact unless it is given; 0.1 was the old default)",
            "includeAA": "is the default now: anti-aliased pixels count unless detectsAntiAliasing is true",
        ]
        for (old, problem) in renamed.sorted(by: { $0.key < $1.key }) where fields.names.contains(old) {
            throw SceneError.field(SceneFieldPath(field: old), problem: problem)
        }
        try fields.refuseOthers(than: known, saying: "unknown tolerance field")
        var tolerance = DiffOptions()
        try SceneFieldValues<DiffOptions>(from: decoder).apply(to: &tolerance)
        return tolerance
    }

    private static func sequence(from decoder: any Decoder) throws -> Kind {
        typealias Field = SceneDescription.CodingKeys
        let fields = try SceneFields(decoder)
        let gestures = Field.gestureKeys
        let known = (gestures + [Field.fps]).map(\.stringValue)
        try fields.refuseOthers(than: known, saying: "unknown field of frames")
        let given = gestures.filter(fields.contains)
        guard given.count == 1, let gesture = try ScrollGesture(fields) else {
            throw SceneError.field(
                SceneFieldPath(given.count > 1 ? given[1] : Field.fling),
                problem: "frames need exactly one of \(gestures.map(\.stringValue).joined(separator: ", "))")
        }
        return .sequence(
            gesture: try gesture.checked { SceneFieldPath($0) },
            framesPerSecond: try fields.number(Field.fps, in: 1...1000) ?? 60)
    }
}

extension SceneCheck: Encodable {
    /// Writes the check as a scene file's `checks` states it, so that reading it back gives the same check: its
    /// name, its position, its tolerance (as `DiffOptions` spells it for scene and results files, when it is not the
    /// default) and its sequence's gesture and frame rate.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        var positionFields = encoder.container(keyedBy: SceneDescription.CodingKeys.self)
        try position?.encode(into: &positionFields)
        if tolerance != DiffOptions() { try container.encode(tolerance, forKey: .tolerance) }
        if case .sequence(let gesture, let framesPerSecond) = kind {
            var fields = container.nestedContainer(keyedBy: SceneDescription.CodingKeys.self, forKey: .frames)
            try gesture.encode(into: &fields)
            try fields.encode(framesPerSecond, forKey: .fps)
        }
    }
}
