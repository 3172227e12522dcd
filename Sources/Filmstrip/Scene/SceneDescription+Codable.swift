import FilmstripJSON
import Foundation

extension SceneDescription: Codable {
    /// Reads a scene file's object: each field of its JSON type (a value's range is checked when the scene is built),
    /// at most one position and one gesture, the checks in full, and every other field kept for the style. Paths are
    /// resolved as the decoder's `SceneDecodingContext` says (against the scene file's folder). Errors are
    /// `SceneError.field` naming the field's path.
    package init(from decoder: any Decoder) throws {
        let fields = try SceneFields(decoder)
        for group in [CodingKeys.positionKeys, CodingKeys.gestureKeys] {
            let given = group.filter(fields.contains)
            if given.count > 1 {
                throw SceneError.field(
                    SceneFieldPath(given[1]),
                    problem: "give only one of \(group.map(\.stringValue).joined(separator: ", "))")
            }
        }
        photos = try fields.paths(CodingKeys.photos)
        sizes = try fields.strings(CodingKeys.sizes)
        style = try fields.string(CodingKeys.style)
        device = try fields.string(CodingKeys.device)
        width = try fields.number(CodingKeys.width, in: -.infinity ... .infinity)
        height = try fields.number(CodingKeys.height, in: -.infinity ... .infinity)
        if let offset = try fields.number(CodingKeys.offset, in: -.infinity ... .infinity) {
            position = .offset(offset)
        }
        if let index = try fields.wholeNumber(CodingKeys.index) { position = .index(index) }
        velocity = try fields.number(CodingKeys.velocity, in: -.infinity ... .infinity)
        scale = try fields.wholeNumber(CodingKeys.scale)
        background = try fields.string(CodingKeys.background)
        appearance = try fields.string(CodingKeys.appearance)
        contentSize = try fields.string(CodingKeys.contentSize)
        layoutDirection = try fields.string(CodingKeys.layoutDirection)
        colorSpace = try fields.string(CodingKeys.colorSpace)
        compression = try fields.string(CodingKeys.compression)
        skipBad = try fields.bool(CodingKeys.skipBad)
        maxPixels = try fields.wholeNumber(CodingKeys.maxPixels)
        framesPerSecond = try fields.number(CodingKeys.fps, in: -.infinity ... .infinity)
        gesture = try ScrollGesture(fields)
        checks = try fields.objects(CodingKeys.checks) { try SceneCheck(from: $0) }
        cellStyle = try CellStyleDescription(from: decoder)
        let known = Set(
            CodingKeys.allCases.map(\.stringValue) + CellStyleDescription.CodingKeys.allCases.map(\.stringValue))
        let object = try decoder.container(keyedBy: JSONMemberKey.self)
        for key in object.allKeys where !known.contains(key.stringValue) {
            styleFields[key.stringValue] = try object.decode(JSONValue.self, forKey: key)
        }
    }

    /// Writes the fields given as a scene file states them, so that reading the text back gives the same scene.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeGiven(plainFieldValues)
        try position?.encode(into: &container)
        try gesture?.encode(into: &container)
        try container.encodeIfPresent(checks, forKey: .checks)
        try cellStyle.encode(to: encoder)
        var others = encoder.container(keyedBy: JSONMemberKey.self)
        for (name, value) in styleFields.sorted(by: { $0.key < $1.key }) {
            try others.encode(value, forKey: JSONMemberKey(name))
        }
    }
}

extension SceneDescription {
    /// The description as a scene file's text: the fields given, keys sorted so that the same description always
    /// writes the same bytes (Foundation's encoder otherwise orders keys by hash on Linux). Read back at the same
    /// path, the text gives the same scene, as the scene fuzzer checks.
    package func sceneFileText() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

extension Scene.Position {
    /// The scene file's field that states this position; nil for the start, which no field states.
    var field: SceneDescription.CodingKeys? {
        switch self {
        case .start: nil
        case .offset: .offset
        case .index: .index
        }
    }

    /// Writes the field that states this position (none for the start), in a scene's object or a check's.
    func encode(into container: inout KeyedEncodingContainer<SceneDescription.CodingKeys>) throws {
        switch self {
        case .offset(let offset): try container.encode(offset, forKey: .offset)
        case .index(let index): try container.encode(index, forKey: .index)
        case .start: break
        }
    }
}

extension ScrollGesture {
    /// The scene file's field that states this gesture.
    var field: SceneDescription.CodingKeys {
        switch self {
        case .fling: .fling
        case .drag: .drag
        case .scroll(to: .index): .toIndex
        case .scroll: .toOffset
        }
    }

    /// Writes the field that states this gesture, in a scene's object or a check's `frames`: a drag as its
    /// `"DX:SECONDS"` text, each number as Swift's shortest text that reads back as the same value.
    func encode(into container: inout KeyedEncodingContainer<SceneDescription.CodingKeys>) throws {
        switch self {
        case .fling(let velocity): try container.encode(velocity, forKey: .fling)
        case .drag(let distance, let duration): try container.encode("\(distance):\(duration)", forKey: .drag)
        case .scroll(to: .offset(let offset)): try container.encode(offset, forKey: .toOffset)
        case .scroll(to: .index(let index)): try container.encode(index, forKey: .toIndex)
        case .scroll(to: .start): break
        }
    }

    /// The gesture of an object's `fling`, `drag`, `toOffset` or `toIndex` (at most one given, checked by the
    /// caller), each of its JSON type; a drag's text is parsed here, the ranges are checked where the scene is built.
    init?(_ fields: SceneFields) throws {
        typealias Key = SceneDescription.CodingKeys
        if let velocity = try fields.number(Key.fling, in: -.infinity ... .infinity) {
            self = .fling(velocity: velocity)
        } else if let drag = try fields.string(Key.drag) {
            self = try ScrollGesture(drag: drag, at: SceneFieldPath(Key.drag))
        } else if let offset = try fields.number(Key.toOffset, in: -.infinity ... .infinity) {
            self = .scroll(to: .offset(offset))
        } else if let index = try fields.wholeNumber(Key.toIndex) {
            self = .scroll(to: .index(index))
        } else {
            return nil
        }
    }

    /// A drag written `"DX"` or `"DX:SECONDS"`, as a front end's flag gives it; a malformed one is a
    /// `SceneError.field` of the `drag` field.
    public init(dragParsing text: String) throws {
        try self.init(drag: text, at: SceneFieldPath(SceneDescription.CodingKeys.drag))
    }

    /// `"DX"` or `"DX:SECONDS"`: the finger moves DX points over SECONDS (default 0.25), given at `path`.
    package init(drag text: String, at path: SceneFieldPath) throws {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let distance = Double(parts[0]), distance.isFinite, abs(distance) <= 1e6,
            let duration = parts.count == 2 ? Double(parts[1]) : 0.25, duration > 0, duration <= 60
        else {
            throw SceneError.field(
                path,
                problem:
                    "must be DX or DX:SECONDS with |DX| at most 1000000 and SECONDS more than 0 and at most 60, got \(SceneValueCheck.quoted(text))"
            )
        }
        self = .drag(distance: distance, duration: duration)
    }

    /// This gesture with its values checked, for one stated in code or by a front end: a fling's velocity and
    /// the target of a scroll in range, each named by `path(field)`.
    func checked(at path: (SceneDescription.CodingKeys) -> SceneFieldPath) throws -> ScrollGesture {
        switch self {
        case .fling(let velocity):
            _ = try SceneValueCheck.number(velocity, in: -1e6...1e6, at: path(.fling))
        case .drag(let distance, let duration):
            guard distance.isFinite, abs(distance) <= 1e6, duration.isFinite, duration > 0, duration <= 60 else {
                throw SceneError.field(
                    path(.drag),
                    problem: "must move at most 1000000 points over more than 0 and at most 60 seconds")
            }
        case .scroll(to: .offset(let offset)):
            _ = try SceneValueCheck.number(offset, in: -1e9...1e9, at: path(.toOffset))
        case .scroll(to: .index(let index)):
            _ = try SceneValueCheck.integer(index, in: 0...Int(Int32.max), at: path(.toIndex))
        case .scroll(to: .start):
            break
        }
        return self
    }
}
