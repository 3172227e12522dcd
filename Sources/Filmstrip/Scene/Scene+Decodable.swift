import FilmstripDecode
import FilmstripEncode
import FilmstripImage

extension Scene: Decodable {
    /// The scene's own fields; a style adds its `fieldNames`.
    package static let fieldNames =
        [
            "photos", "sizes", "style", "width", "height", "offset", "index", "velocity", "scale",
            "background", "compression", "skipBad", "maxPixels", "fps", "fling", "drag",
            "toOffset", "toIndex", "checks", "device", "appearance", "colorSpace",
        ]
        + CellStyle.fieldNames

    /// Fields of which a scene states at most one: a later layer's choice replaces an earlier one's.
    package static let exclusiveFields = [["offset", "index"], ["fling", "drag", "toOffset", "toIndex"]]

    /// Decodes a scene file's object strictly: every field of the right type and range, no field that neither the
    /// scene nor its style reads, at most one of each `exclusiveFields` group. Errors are `SceneError.field`.
    public init(from decoder: any Decoder) throws {
        let fields = try SceneFields(decoder)
        let catalog = fields.context.catalog
        let styleName = try fields.string("style") ?? SliderStyle.name
        guard let style = catalog.style(named: styleName) else {
            throw SceneError.field(
                "style", reason: "must be \(SceneFields.oneOf(catalog.names)), got \(SceneFields.quoted(styleName))")
        }
        let known = Set(Scene.fieldNames + style.fieldNames)
        for name in fields.names.sorted() where !known.contains(name) {
            if let owner = catalog.owner(ofField: name) {
                throw SceneError.field(name, reason: "is an option of the \(owner.name) style, not of \(styleName)")
            }
            throw SceneError.field(
                name,
                reason:
                    "unknown field \"\(SceneFields.quoted(name).dropFirst().dropLast())\" (known: \(known.sorted().joined(separator: ", ")))"
            )
        }
        for group in Scene.exclusiveFields {
            let given = group.filter(fields.contains)
            if given.count > 1 {
                throw SceneError.field(given[1], reason: "give only one of \(group.joined(separator: ", "))")
            }
        }

        self.init(photos: try fields.paths("photos")?.map(Photo.file) ?? [], style: try style.make(decoder))
        if let sizes = try fields.strings("sizes") {
            photoSizes = try sizes.enumerated().map { index, text in
                try Scene.parseSize(text, field: "sizes[\(index)]")
            }
        }
        if let name = try fields.string("device") {
            guard let preset = DevicePreset.named(name) else {
                throw SceneError.field(
                    "device",
                    reason:
                        "must be \(SceneFields.oneOf(DevicePreset.all.map(\.name))), got \(SceneFields.quoted(name))")
            }
            device = preset
            width = preset.width
            scale = preset.scale
        }
        width = try fields.positive("width") ?? width
        height = try fields.positive("height")
        _ = try viewSize()
        if let offset = try fields.number("offset") { position = .offset(offset) }
        if let index = try fields.integer("index", in: 0...Int(Int32.max)) { position = .index(index) }
        velocity = try fields.number("velocity", in: -1e6...1e6) ?? velocity
        scale = try fields.integer("scale", in: 1...4) ?? scale
        appearance = try fields.choice("appearance", Appearance.self) ?? appearance
        background = try fields.colour("background") ?? appearance.background
        colorSpace = try fields.choice("colorSpace", OutputColorSpace.self) ?? colorSpace
        cellStyle = try CellStyle(fields: fields)
        compression = try fields.choice("compression", PNGCompression.self) ?? compression
        skipBad = try fields.bool("skipBad") ?? skipBad
        maxPixels = try fields.integer("maxPixels", in: 1...DecodeOptions.maximumMaxPixels) ?? maxPixels
        framesPerSecond = try fields.number("fps", in: 1...1000) ?? framesPerSecond
        if let velocity = try fields.number("fling", in: -1e6...1e6) { gesture = .fling(velocity: velocity) }
        if let drag = try fields.string("drag") { gesture = try Scene.parseDrag(drag) }
        if let offset = try fields.number("toOffset") { gesture = .scroll(to: .offset(offset)) }
        if let index = try fields.integer("toIndex", in: 0...Int(Int32.max)) { gesture = .scroll(to: .index(index)) }
        checks = try fields.objects("checks") { try SceneCheck(from: $0) } ?? []
        if fields.contains("checks") && checks.isEmpty {
            // An empty list reads as "check nothing"; running a default check instead would be a surprise.
            throw SceneError.field(
                "checks", reason: "is empty; list at least one check, or leave the field out for one named default")
        }
        var seen = Set<String>()
        for (index, check) in checks.enumerated() where !seen.insert(check.name).inserted {
            throw SceneError.field(
                "checks[\(index)].name",
                reason:
                    "\(SceneFields.quoted(check.name)) is the name of an earlier check: names are unique within a scene"
            )
        }
    }

    /// `"DX"` or `"DX:SECONDS"`: the finger moves DX points over SECONDS (default 0.25).
    static func parseDrag(_ text: String) throws -> ScrollGesture {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let distance = Double(parts[0]), distance.isFinite, abs(distance) <= 1e6,
            let duration = parts.count == 2 ? Double(parts[1]) : 0.25, duration > 0, duration <= 60
        else {
            throw SceneError.field(
                "drag",
                reason:
                    "must be DX or DX:SECONDS with |DX| at most 1000000 and SECONDS more than 0 and at most 60, got \(SceneFields.quoted(text))"
            )
        }
        return .drag(distance: distance, duration: duration)
    }

    /// Parses `WxH` in whole pixels from 1 to 1000000: the size of a real image.
    package static func parseSize(_ text: String, field: String = "sizes") throws -> PixelSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...1_000_000).contains(w),
            (1...1_000_000).contains(h)
        else {
            throw SceneError.field(
                field, reason: "must be WxH in whole pixels from 1 to 1000000, got \(SceneFields.quoted(text))")
        }
        return PixelSize(width: w, height: h)
    }
}
