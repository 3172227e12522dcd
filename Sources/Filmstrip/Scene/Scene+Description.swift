import FilmstripDecode
import FilmstripEncode
import FilmstripImage
import FilmstripJSON
import Foundation

extension Scene {
    /// The scene `description` states, every value checked: the style named in `catalog` (the slider unless named),
    /// read from the style's own fields, and every field of the right range. A field no style reads is refused
    /// rather than ignored. Errors are `SceneError.field` (or `.unknownField`) with the field's path;
    /// `resolveStylePath` resolves a path among the style's fields, given the field's name.
    package init(
        description: SceneDescription, catalog: StyleCatalog = .builtIn,
        resolveStylePath: @escaping @Sendable (_ field: String, _ path: String) -> String = { $1 }
    ) throws {
        typealias Key = SceneDescription.CodingKeys
        let styleName = try description.style.map { try SceneValueCheck.string($0, at: SceneFieldPath(Key.style)) }
        guard let entry = catalog.style(named: styleName ?? SliderStyle.name) else {
            throw SceneError.field(
                SceneFieldPath(Key.style),
                problem:
                    "must be \(SceneValueCheck.oneOf(catalog.names)), got \(SceneValueCheck.quoted(styleName ?? ""))")
        }
        for name in description.styleFields.keys.sorted() where !entry.fieldNames.contains(name) {
            if let owner = catalog.owner(ofField: name) {
                throw SceneError.field(
                    SceneFieldPath(field: name),
                    problem: "is an option of the \(owner.name) style, not of \(entry.name)")
            }
            let known =
                Key.allCases.map(\.stringValue) + CellStyleDescription.CodingKeys.allCases.map(\.stringValue)
                + entry.fieldNames
            throw SceneError.unknownField(name, known: known.sorted())
        }
        self.init(
            photos: description.photos?.map(Photo.file) ?? [],
            style: try Scene.style(entry, fields: description.styleFields, resolvePath: resolveStylePath))
        if let sizes = description.sizes {
            let path = SceneFieldPath(Key.sizes)
            input.photoSizes = try SceneValueCheck.strings(sizes, maximumCount: 100_000, at: path).enumerated().map {
                try SceneValueCheck.pixelSize($1, at: path.appending(index: $0))
            }
        }
        if let name = description.device {
            guard let preset = DevicePreset.named(name) else {
                throw SceneError.field(
                    SceneFieldPath(Key.device),
                    problem:
                        "must be \(SceneValueCheck.oneOf(DevicePreset.all.map(\.name))), got \(SceneValueCheck.quoted(name))"
                )
            }
            view.device = preset
            view.width = preset.width
            view.scale = preset.scale
        }
        view.width =
            try description.width.map { try SceneValueCheck.positive($0, at: SceneFieldPath(Key.width)) } ?? view.width
        view.height = try description.height.map { try SceneValueCheck.positive($0, at: SceneFieldPath(Key.height)) }
        _ = try viewSize()
        switch description.position {
        case .offset(let offset)?:
            motion.position = .offset(
                try SceneValueCheck.number(offset, in: -1e9...1e9, at: SceneFieldPath(Key.offset)))
        case .index(let index)?:
            motion.position = .index(
                try SceneValueCheck.integer(index, in: 0...Int(Int32.max), at: SceneFieldPath(Key.index)))
        case .start?, nil:
            break
        }
        motion.velocity =
            try description.velocity.map {
                try SceneValueCheck.number($0, in: -1e6...1e6, at: SceneFieldPath(Key.velocity))
            } ?? motion.velocity
        view.scale =
            try description.scale.map { try SceneValueCheck.integer($0, in: 1...4, at: SceneFieldPath(Key.scale)) }
            ?? view.scale
        look.appearance =
            try description.appearance.map {
                try SceneValueCheck.choice($0, Appearance.self, at: SceneFieldPath(Key.appearance))
            } ?? look.appearance
        look.contentSize =
            try description.contentSize.map {
                try SceneValueCheck.choice($0, ContentSizeCategory.self, at: SceneFieldPath(Key.contentSize))
            } ?? look.contentSize
        look.layoutDirection =
            try description.layoutDirection.map {
                try SceneValueCheck.choice($0, LayoutDirection.self, at: SceneFieldPath(Key.layoutDirection))
            } ?? look.layoutDirection
        look.background =
            try description.background.map { try SceneValueCheck.color($0, at: SceneFieldPath(Key.background)) }
            ?? look.appearance.background
        look.colorSpace =
            try description.colorSpace.map {
                try SceneValueCheck.choice($0, OutputColorSpace.self, at: SceneFieldPath(Key.colorSpace))
            } ?? look.colorSpace
        look.cellStyle = try CellStyle(description: description.cellStyle)
        output.compression =
            try description.compression.map {
                try SceneValueCheck.choice($0, PNGCompression.self, at: SceneFieldPath(Key.compression))
            } ?? output.compression
        input.skipBad = description.skipBad ?? input.skipBad
        input.maxPixels =
            try description.maxPixels.map {
                try SceneValueCheck.integer(
                    $0, in: 1...DecodeOptions.maximumMaxPixels, at: SceneFieldPath(Key.maxPixels))
            } ?? input.maxPixels
        motion.framesPerSecond =
            try description.framesPerSecond.map {
                try SceneValueCheck.number($0, in: 1...1000, at: SceneFieldPath(Key.fps))
            } ?? motion.framesPerSecond
        motion.gesture = try description.gesture?.checked { SceneFieldPath($0) }
        if let checks = description.checks {
            try Scene.checkNames(checks)
            output.checks = checks
        }
    }

    /// The style of `entry`, read from the style's own fields.
    private static func style(
        _ entry: StyleCatalog.Entry, fields: [String: JSONValue],
        resolvePath: @escaping @Sendable (_ field: String, _ path: String) -> String
    ) throws -> any CarouselStyle {
        for (name, value) in fields {
            // JSON has no NaN or infinity, but a front end's flag can give one.
            if case .number(let number) = value, !number.isFinite {
                throw SceneError.field(SceneFieldPath(field: name), problem: "must be a finite number, got \(number)")
            }
        }
        let object = JSONValue.object(fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        let context = SceneDecodingContext(resolvePath: resolvePath)
        return try entry.make(JSONValueDecoder(object, userInfo: [SceneDecodingContext.userInfoKey: context]))
    }

    /// A scene's checks are refused when the list is empty or two share a name.
    private static func checkNames(_ checks: [SceneCheck]) throws {
        let path = SceneFieldPath(SceneDescription.CodingKeys.checks)
        if checks.isEmpty {
            // An empty list reads as "check nothing"; running a default check instead would be a surprise.
            throw SceneError.field(
                path, problem: "is empty; list at least one check, or leave the field out for one named default")
        }
        var seen = Set<String>()
        var folded = Set<String>()
        for (index, check) in checks.enumerated() {
            let field = path.appending(index: index).appending(SceneCheck.CodingKeys.name)
            if !seen.insert(check.name).inserted {
                throw SceneError.field(
                    field,
                    problem:
                        "\(SceneValueCheck.quoted(check.name)) is the name of an earlier check: names are unique within a scene"
                )
            }
            // `Start` and `start` name one reference file on a case-insensitive file system (macOS by default).
            if !folded.insert(check.name.lowercased()).inserted {
                throw SceneError.field(
                    field,
                    problem:
                        "\(SceneValueCheck.quoted(check.name)) differs from an earlier check's name only in case; on a "
                        + "case-insensitive file system (macOS) both would share one reference")
            }
        }
    }
}

extension Scene: Decodable {
    /// Reads a scene file's object (`SceneDescription`) and builds the scene it states, with the catalog and path
    /// resolution of the decoder's `SceneDecodingContext`.
    public init(from decoder: any Decoder) throws {
        let context =
            decoder.userInfo[SceneDecodingContext.userInfoKey] as? SceneDecodingContext ?? SceneDecodingContext()
        try self.init(
            description: SceneDescription(from: decoder), catalog: context.catalog,
            resolveStylePath: context.resolvePath)
    }
}
