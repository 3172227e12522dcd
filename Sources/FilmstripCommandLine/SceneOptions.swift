import ArgumentParser
import Filmstrip
import Foundation

/// The options every command that lays out a scene shares: the photos, the style and the geometry. They become a
/// layer of scene fields over the scene file (`SceneLayers`), so a flag is checked exactly as the file's field is,
/// and a style's option given for another style is an error, not ignored. The styles' own flags (`--row-height`) are
/// the catalog's, found by `StyleFlags`.
struct SceneOptions: ParsableArguments {
    @Argument(
        help:
            "Photos (JPEG, PNG, HEIC, AVIF, WebP), or directories of them in name order. Default: the scene file's photos, else the sample photos."
    )
    var photos: [String] = []

    @Option(
        help: .file(
            "A JSON scene file giving any of these options (flags override it). See the README or docs/scene.schema.json."
        ))
    var scene: String?

    @Option(
        help: ArgumentHelp(
            "Lay out pixel sizes instead of photo files, e.g. 4000x3000,1000x1000.", valueName: "WxH,..."))
    var sizes: String?

    @Option(
        help:
            "Layout style: \(FilmstripCommand.styles.names.joined(separator: ", ")) (default slider); its own options are under Style options."
    )
    var style: String?

    @Option(
        help: ArgumentHelp(
            "Width and scale of a current iPhone or iPad in portrait, e.g. iphone-15, ipad-11 (--width and --scale override them); 'list' prints the table.",
            valueName: "name"))
    var device: String?

    @Option(parsing: .unconditional, help: "Collection view width in points (default 390).") var width: Double?

    @Option(
        parsing: .unconditional,
        help:
            "Collection view height in points (default 120 for slider, 300 tags, 240 paging and peek; banner: see --banner-height)."
    )
    var height: Double?

    /// The style flags `StyleFlags` took out of the arguments, each `FIELD=TEXT`: hidden, since the help lists them
    /// by their own names.
    @Option(name: .customLong(StyleFlags.carrier), help: .hidden) var styleOptions: [String] = []

    func validate() throws {
        if device?.lowercased() == "list" { throw CleanExit.message(DevicePreset.table) }
        if sizes != nil && !photos.isEmpty { throw ValidationError("Give photos or --sizes, not both.") }
    }

    /// The fields these flags (and `extra`'s) give.
    func flags(extra: (inout SceneFlags) throws -> Void = { _ in }) throws -> SceneFlags {
        var flags = SceneFlags()
        flags.description.photos = photos.isEmpty ? nil : photos
        flags.description.sizes = sizes?.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        flags.description.style = style
        flags.description.device = device
        flags.description.width = width
        flags.description.height = height
        let styleFlags = StyleFlags(catalog: FilmstripCommand.styles)
        for given in styleOptions {
            let field = String(given.prefix { $0 != "=" })
            let text = String(given.dropFirst(field.count + 1))
            flags.description.styleFields[field] =
                styleFlags.option(forField: field)?.value(parsing: text) ?? .string(text)
        }
        try extra(&flags)
        return flags
    }

    /// The scene file's layer, if a scene file is named.
    func fileLayer() throws -> SceneLayers {
        try scene.map { try SceneLayers.file(path: $0) } ?? SceneLayers()
    }
}
