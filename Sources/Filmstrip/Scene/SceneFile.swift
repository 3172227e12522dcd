import Foundation

/// A scene as written in a JSON file: every field optional, so a file states only what differs from the
/// defaults, and command-line flags override what it states. Paths are relative to the file's folder.
///
/// ```json
/// {
///   "photos": ["photos/"],
///   "style": "slider",
///   "width": 390, "height": 120, "cellScale": 0.8, "spacing": 10,
///   "index": 3,
///   "scale": 2, "background": "#FFFFFF", "compression": "fast"
/// }
/// ```
public struct SceneFile: Codable, Equatable, Sendable {
    public var photos: [String]?
    public var sizes: [String]?
    public var style: String?
    public var width: Double?
    public var height: Double?
    public var cellScale: Double?
    public var spacing: Double?
    public var offset: Double?
    public var index: Int?
    public var velocity: Double?
    public var scale: Int?
    public var background: String?
    public var compression: String?
    public var skipBad: Bool?
    public var maxPixels: Int?
    // Styles other than the slider.
    public var tags: [String]?
    public var align: String?
    public var rowHeight: Double?
    public var headerWidth: Double?
    public var header: String?
    public var itemSize: String?
    public var bannerHeight: Double?
    // Frame sequences.
    public var fps: Double?
    public var fling: Double?
    public var drag: String?
    public var toOffset: Double?
    public var toIndex: Int?

    public init() {}

    /// Reads a scene file, resolving its photo paths against the file's folder.
    public static func load(path: String) throws -> SceneFile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SceneError.unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        var scene: SceneFile
        do {
            scene = try JSONDecoder().decode(SceneFile.self, from: data)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw SceneError.invalid(path: path, reason: "field \"\(field)\": \(context.debugDescription)")
        } catch {
            throw SceneError.invalid(path: path, reason: "not valid JSON")
        }
        // A misspelt key would otherwise be ignored without a word.
        let known = Set(Mirror(reflecting: SceneFile()).children.compactMap(\.label))
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
                throw SceneError.invalid(path: path, reason: "unknown field \"\(unknown)\" (known: \(known.sorted().joined(separator: ", ")))")
            }
        }
        let folder = (path as NSString).deletingLastPathComponent
        scene.photos = scene.photos?.map { $0.hasPrefix("/") || folder.isEmpty ? $0 : "\(folder)/\($0)" }
        return scene
    }
}
