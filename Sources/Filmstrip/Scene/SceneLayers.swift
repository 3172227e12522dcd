import FilmstripIO
import FilmstripJSON
import Foundation

/// A scene stated in layers, each overriding the one before: a scene file, then command-line flags. Fields stay in
/// JSON form until `decode()` reads the merged object once, strictly, so a flag and a file field are checked by the
/// same code and every error names where the bad value came from: the file and field, or the flag.
public struct SceneLayers {
    /// Where a field's value came from.
    public enum Origin: Sendable, Equatable {
        /// A scene file: relative paths in it are relative to its folder.
        case file(String)
        /// The command line: paths are as given.
        case flags
    }

    private var values: [String: Any] = [:]
    private var origins: [String: Origin] = [:]
    /// The flag that set a field, where it is not the field's own spelling (`--from-index` sets `index`).
    private var flags: [String: String] = [:]
    /// A scene file's own bytes while nothing else is layered over them: decoded as they are, instead of being
    /// written out again from `values` (two passes over a large file saved).
    private var fileBytes: Data?

    /// Scene files larger than this are refused before they are read.
    public static let maximumFileSize = 16 << 20

    /// No fields at all: every field takes its default unless set.
    public init() {}

    /// The layer a scene file states.
    public static func file(path: String) throws -> SceneLayers {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SceneError.unreadable(path: path, reason: "no such file")
        }
        if isDirectory.boolValue {
            throw SceneError.unreadable(path: path, reason: "it is a directory, not a JSON file")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= maximumFileSize else {
            throw SceneError.unreadable(
                path: path, reason: "\(size) bytes is more than the \(maximumFileSize) a scene file may have")
        }
        let data: [UInt8]
        do {
            // Not FileManager: a FIFO named like a scene file would block it forever.
            data = try InputFile.read(path, maximumBytes: maximumFileSize)
        } catch {
            throw SceneError.unreadable(path: path, reason: error.reason)
        }
        return try parse(Data(data), origin: .file(path))
    }

    /// The layer a scene file's bytes state; `origin` names the file in errors and resolves its relative paths.
    public static func parse(_ data: Data, origin: Origin) throws -> SceneLayers {
        let path: String
        if case .file(let file) = origin { path = file } else { path = "(flags)" }
        guard data.count <= maximumFileSize else {
            throw SceneError.unreadable(
                path: path, reason: "\(data.count) bytes is more than the \(maximumFileSize) a scene file may have")
        }
        do {
            try JSONSyntax.validate([UInt8](data))
        } catch {
            throw SceneError.invalid(path: path, reason: "not valid JSON: \(error)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw SceneError.invalid(path: path, reason: "not valid JSON" + (detail.map { " (\($0))" } ?? ""))
        }
        guard let fields = object as? [String: Any] else {
            throw SceneError.invalid(path: path, reason: "a scene file is a JSON object ({...})")
        }
        var layer = SceneLayers()
        for (name, value) in fields { layer.set(name, value, from: origin) }
        if case .file = origin { layer.fileBytes = data }
        return layer
    }

    /// Sets a field (nil leaves it as it is). `value` is what JSON would hold: a String, a number, a Bool or an
    /// array of Strings.
    public mutating func set(_ name: String, _ value: Any?, from origin: Origin = .flags, flag: String? = nil) {
        guard let value else { return }
        fileBytes = nil
        values[name] = value
        origins[name] = origin
        flags[name] = flag
    }

    /// Where field `name` was given, for a message about its value: `scene.json: field "index"` or `--from-index`;
    /// nil when no layer gives it.
    public func source(of name: String) -> String? {
        switch origins[name] {
        case .file(let path)?: return "\(path): field \"\(name)\""
        case .flags?: return flags[name] ?? SceneLayers.flag(for: name)
        case nil: return nil
        }
    }

    /// This layer with `other`'s fields over it. A field of an exclusive group (`offset`/`index`, the gestures)
    /// replaces the others of its group, so `--index` overrides a file's `offset`.
    public func overridden(by other: SceneLayers) -> SceneLayers {
        var merged = self
        if !other.values.isEmpty { merged.fileBytes = nil }
        for group in Scene.exclusiveFields where group.contains(where: { other.values[$0] != nil }) {
            for name in group {
                merged.values[name] = nil
                merged.origins[name] = nil
                merged.flags[name] = nil
            }
        }
        for (name, value) in other.values {
            merged.set(name, value, from: other.origins[name] ?? .flags, flag: other.flags[name])
        }
        return merged
    }

    /// Whether any layer states `name`.
    public func contains(_ name: String) -> Bool { values[name] != nil }

    /// The scene the layers state, read strictly (see `Scene.init(from:)`), with the scene's photo folder
    /// `defaultPhotos` when no layer names photos or sizes.
    public func decode(catalog: StyleCatalog = .builtIn, defaultPhotos: [Photo] = []) throws -> Scene {
        let origins = self.origins
        let context = SceneDecodingContext(catalog: catalog) { name, path in
            guard case .file(let file)? = origins[name], !path.hasPrefix("/") else { return path }
            let folder = (file as NSString).deletingLastPathComponent
            return folder.isEmpty ? path : "\(folder)/\(path)"
        }
        let decoder = JSONDecoder()
        decoder.userInfo[SceneDecodingContext.userInfoKey] = context
        // JSON has no NaN or infinity, but a flag can give one: refuse it here, by name.
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            if let number = value as? Double, !number.isFinite {
                throw describe(field: name, reason: "must be a finite number, got \(number)")
            }
        }
        do {
            let data = try fileBytes ?? JSONSerialization.data(withJSONObject: values)
            var scene = try decoder.decode(Scene.self, from: data)
            if scene.photos.isEmpty && scene.photoSizes == nil { scene.photos = defaultPhotos }
            return scene
        } catch SceneError.field(let name, let reason) {
            throw describe(field: name, reason: reason)
        }
    }

    /// The error for field `name`, naming its file or its flag.
    private func describe(field name: String, reason: String) -> SceneError {
        let base = String(name.prefix { $0 != "[" })
        switch origins[base] {
        case .file(let path)?:
            return reason.hasPrefix("unknown field \"")
                ? .invalid(path: path, reason: reason)
                : .invalid(path: path, reason: "field \"\(name)\": \(reason)")
        case .flags?:
            return .badValue(reason: "\(flags[base] ?? SceneLayers.flag(for: base)): \(reason)")
        case nil:
            // A value the scene derives, such as the banner's height: name the field.
            if let file = origins.values.compactMap({ origin -> String? in
                if case .file(let path) = origin { return path }
                return nil
            }).first {
                return .invalid(path: file, reason: "field \"\(name)\": \(reason)")
            }
            return .badValue(reason: "\(name): \(reason)")
        }
    }

    /// The command-line flag for a field: `cellScale` → `--cell-scale`.
    public static func flag(for field: String) -> String {
        "--"
            + field.reduce(into: "") { result, character in
                if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
            }
    }
}
