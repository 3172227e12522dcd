import FilmstripIO
import FilmstripJSON
import Foundation

/// A scene stated in layers, each laid over the one before: a scene file, then a front end's flags. Each layer is a
/// `SceneDescription`; the merged one is checked once, when `decode` builds the scene, so a flag and a file field are
/// checked by the same code, and every error says where the bad value came from: a file's error names the file, a
/// front end's value keeps only its field's path, for the front end to name in its own words.
package struct SceneLayers: Sendable {
    /// Where a field's value came from.
    package enum Origin: Sendable, Equatable {
        /// A scene file: relative paths in it are relative to its folder.
        case file(String)
        /// A front end (the command line's flags) or code: paths are as given.
        case flags

        /// `path` as it can be opened: a scene file's relative paths are relative to its folder.
        func resolving(_ path: String) -> String {
            guard case .file(let file) = self, !path.hasPrefix("/") else { return path }
            let folder = LocalPath(file).parent
            return folder.isEmpty ? path : "\(folder)/\(path)"
        }
    }

    /// The fields all layers state, each from the last layer that gives it.
    package private(set) var description = SceneDescription()
    /// Where each field given came from, by its name in a scene file.
    private var origins: [String: Origin] = [:]

    /// Scene files larger than this are refused before they are read.
    package static let maximumFileSize = 16 << 20

    /// What a scene file's JSON may hold, checked while it is read, before Foundation's parser builds a tree of it
    /// (a 15 MB file of 3.9 million tags would cost seconds and hundreds of megabytes before the tags' own limit).
    /// The largest lists a scene has are its photo sizes (100,000); the values of every field at its limit come to
    /// about 300,000; no object has 1,000 fields.
    package static let jsonLimits = JSONLimits(maximumValues: 500_000, maximumMembers: 1_000, maximumElements: 100_000)

    /// No fields at all: every field takes its default unless set.
    package init() {}

    /// One layer: `description`'s fields, given by `origin`.
    package init(_ description: SceneDescription, origin: Origin = .flags) {
        self.description = description
        for name in description.givenFields { origins[name] = origin }
    }

    /// The layer a scene file states.
    package static func file(path: String) throws -> SceneLayers {
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
    package static func parse(_ data: Data, origin: Origin) throws -> SceneLayers {
        let path: String
        if case .file(let file) = origin { path = file } else { path = "(flags)" }
        guard data.count <= maximumFileSize else {
            throw SceneError.unreadable(
                path: path, reason: "\(data.count) bytes is more than the \(maximumFileSize) a scene file may have")
        }
        do {
            try JSONSyntax.validate([UInt8](data), limits: jsonLimits)
        } catch  where error.exceedsLimit {
            let problem =
                "\(error.reason) (a scene file's limit); not read past line \(error.line), column \(error.column)"
            guard let field = SceneFieldPath(error.path) else { throw SceneError.invalid(path: path, reason: problem) }
            throw SceneError.field(field, problem: problem, file: path)
        } catch {
            throw SceneError.invalid(path: path, reason: "not valid JSON: \(error)")
        }
        let decoder = JSONDecoder()
        decoder.userInfo[SceneDecodingContext.userInfoKey] = SceneDecodingContext { _, path in origin.resolving(path) }
        do {
            return SceneLayers(try decoder.decode(SceneDescription.self, from: data), origin: origin)
        } catch let error as SceneError {
            guard case .file(let file) = origin else { throw error }
            throw error.inFile(file)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            throw SceneError.invalid(path: path, reason: "a scene file is a JSON object ({...})")
        } catch {
            throw SceneError.invalid(path: path, reason: "not valid JSON (\(error))")
        }
    }

    /// These layers with `other`'s over them: each field `other` gives replaces this one's, and a position or
    /// gesture replaces this one's whichever field states it (the command line's index over a file's offset).
    package func overlaid(by other: SceneLayers) -> SceneLayers {
        var merged = self
        merged.description = description.overlaid(by: other.description)
        let groups = [SceneDescription.CodingKeys.positionKeys, SceneDescription.CodingKeys.gestureKeys]
        for group in groups.map({ $0.map(\.stringValue) }) where group.contains(where: { other.origins[$0] != nil }) {
            for name in group { merged.origins[name] = nil }
        }
        merged.origins.merge(other.origins) { $1 }
        return merged
    }

    /// Where the field `path` starts at was given; nil when no layer gives it.
    package func origin(of path: SceneFieldPath) -> Origin? { origins[path.field] }

    /// The scene the layers state, checked in full (see `Scene.init(description:catalog:)`), with the photos
    /// `defaultPhotos` when no layer names photos or sizes. A field's error names the file that gave the field;
    /// one a front end gave keeps only its path.
    package func decode(catalog: StyleCatalog = .builtIn, defaultPhotos: [Photo] = []) throws -> Scene {
        let origins = self.origins
        do {
            var scene = try Scene(description: description, catalog: catalog) { name, path in
                origins[name]?.resolving(path) ?? path
            }
            if scene.input.photos.isEmpty && scene.input.photoSizes == nil { scene.input.photos = defaultPhotos }
            return scene
        } catch let error as SceneError {
            guard let field = error.field else { throw error }
            switch origins[field.field] {
            case .file(let path)?:
                throw error.inFile(path)
            case .flags?:
                throw error
            case nil:
                // A value the scene derives (the banner's height): name the first file, if there is one.
                if let file = origins.values.sorted(by: { "\($0)" < "\($1)" }).compactMap(\.filePath).first {
                    throw error.inFile(file)
                }
                throw error
            }
        }
    }
}

extension SceneLayers.Origin {
    /// The scene file's path, for a file's layer.
    var filePath: String? {
        guard case .file(let path) = self else { return nil }
        return path
    }
}
