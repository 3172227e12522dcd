import FilmstripDiff

/// One thing a scene file asks `filmstrip test` to check: a still at a position, or a sequence (every frame, the
/// frame count and the manifest) of a gesture.
///
/// ```json
/// "checks": [{"name": "start", "index": 0},
///            {"name": "scrolled", "offset": 250, "tolerance": {"maxDiffRatio": 0.001}},
///            {"name": "fling", "frames": {"fling": 1500, "fps": 30}}]
/// ```
public struct SceneCheck: Sendable {
    /// Whether a check compares one frame or a whole sequence.
    public enum Kind: Sendable {
        /// The frame at the check's position.
        case still
        /// The frames of `gesture`, from the check's position, at `framesPerSecond`.
        case sequence(gesture: ScrollGesture, framesPerSecond: Double)
    }

    /// Unique within its scene; names the reference (`__snapshots__/<scene>/<name>.png`).
    public var name: String
    /// A still, or a sequence and its gesture.
    public var kind: Kind
    /// Where it starts; nil: the scene's position.
    public var position: Scene.Position?
    /// How far the frames may differ from the references and still pass.
    public var tolerance: DiffOptions

    /// A check called `name`, unique within its scene.
    public init(
        name: String, kind: Kind = .still, position: Scene.Position? = nil, tolerance: DiffOptions = DiffOptions()
    ) {
        self.name = name
        self.kind = kind
        self.position = position
        self.tolerance = tolerance
    }

    /// The fields a check object may have.
    public static let fieldNames = ["name", "index", "offset", "tolerance", "frames"]
}

extension SceneCheck: Decodable {
    /// Reads a check of a scene file's `checks`: a name, a position or `frames`, and a `tolerance`.
    public init(from decoder: any Decoder) throws {
        let fields = try SceneFields(decoder)
        for name in fields.names.sorted() where !SceneCheck.fieldNames.contains(name) {
            throw SceneError.field(
                name, reason: "unknown field of a check (known: \(SceneCheck.fieldNames.joined(separator: ", ")))")
        }
        guard let name = try fields.string("name") else {
            throw SceneError.field("name", reason: "every check needs a name")
        }
        // A name becomes a file name and a line of output: no control character (a NUL would cut the file name
        // short, so that two checks shared one reference; a newline would forge a CI log line).
        if let control = name.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            throw SceneError.field(
                "name",
                reason: "must not hold control characters, found U+\(String(format: "%04X", control.value))")
        }
        guard !name.isEmpty, name.count <= 100, !name.contains("/"), !name.hasPrefix(".") else {
            throw SceneError.field(
                "name",
                reason:
                    "must be 1 to 100 characters, without / and not starting with a dot, got \(SceneFields.quoted(name))"
            )
        }
        if fields.contains("index") && fields.contains("offset") {
            throw SceneError.field("offset", reason: "give only one of offset, index")
        }
        var position: Scene.Position?
        if let offset = try fields.number("offset") { position = .offset(offset) }
        if let index = try fields.integer("index", in: 0...Int(Int32.max)) { position = .index(index) }
        let tolerance = try fields.object("tolerance") { try SceneCheck.tolerance(from: $0) } ?? DiffOptions()
        var kind = Kind.still
        if let sequence = try fields.object("frames", { try SceneCheck.sequence(from: $0) }) { kind = sequence }
        self.init(name: name, kind: kind, position: position, tolerance: tolerance)
    }

    private static func tolerance(from decoder: any Decoder) throws -> DiffOptions {
        let fields = try SceneFields(decoder)
        let known = ["threshold", "maxDiffPixels", "maxDiffRatio", "includeAA"]
        for name in fields.names.sorted() where !known.contains(name) {
            throw SceneError.field(name, reason: "unknown tolerance field (known: \(known.joined(separator: ", ")))")
        }
        let defaults = DiffOptions()
        return DiffOptions(
            threshold: try fields.number("threshold", in: DiffOptions.thresholdRange) ?? defaults.threshold,
            includeAA: try fields.bool("includeAA") ?? defaults.includeAA,
            maxDiffPixels: try fields.integer("maxDiffPixels", in: DiffOptions.maxDiffPixelsRange)
                ?? defaults.maxDiffPixels,
            maxDiffRatio: try fields.number("maxDiffRatio", in: DiffOptions.maxDiffRatioRange) ?? defaults.maxDiffRatio)
    }

    private static func sequence(from decoder: any Decoder) throws -> Kind {
        let fields = try SceneFields(decoder)
        let gestures = ["fling", "drag", "toOffset", "toIndex"]
        for name in fields.names.sorted() where !(gestures + ["fps"]).contains(name) {
            throw SceneError.field(
                name, reason: "unknown field of frames (known: \((gestures + ["fps"]).joined(separator: ", ")))")
        }
        let given = gestures.filter(fields.contains)
        guard given.count == 1 else {
            throw SceneError.field(
                given.count > 1 ? given[1] : "fling",
                reason: "frames need exactly one of \(gestures.joined(separator: ", "))")
        }
        let gesture: ScrollGesture
        if let velocity = try fields.number("fling", in: -1e6...1e6) {
            gesture = .fling(velocity: velocity)
        } else if let drag = try fields.string("drag") {
            gesture = try Scene.parseDrag(drag)
        } else if let offset = try fields.number("toOffset") {
            gesture = .scroll(to: .offset(offset))
        } else {
            gesture = .scroll(to: .index(try fields.integer("toIndex", in: 0...Int(Int32.max)) ?? 0))
        }
        return .sequence(gesture: gesture, framesPerSecond: try fields.number("fps", in: 1...1000) ?? 60)
    }
}
