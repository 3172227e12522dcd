import ArgumentParser
import Filmstrip
import Foundation

/// The options every command that lays out a scene shares: the photos, the style and the geometry. They become a
/// layer of scene fields over the scene file (`SceneLayers`), so a flag is checked exactly as the file's field is,
/// and a style's option given for another style is an error, not ignored.
struct SceneOptions: ParsableArguments {
    @Argument(
        help:
            "Photos (JPEG, PNG, HEIC, AVIF, WebP), or directories of them in name order. Default: the scene file's photos, else the sample photos."
    )
    var photos: [String] = []

    @Option(
        help: ArgumentHelp(
            "A JSON scene file giving any of these options (flags override it). See the README or docs/scene.schema.json.",
            valueName: "file"))
    var scene: String?

    @Option(
        help: ArgumentHelp(
            "Lay out pixel sizes instead of photo files, e.g. 4000x3000,1000x1000.", valueName: "WxH,..."))
    var sizes: String?

    @Option(help: "Layout style: \(FilmstripCommand.styles.names.joined(separator: ", ")) (default slider).")
    var style: String?

    @Option(
        help: ArgumentHelp("tags: text tags drawn as chips instead of photos, comma-separated.", valueName: "a,b,..."))
    var tags: String?

    @Option(help: "tags: left (the seed's left-aligned rows, default) or justified (the stock flow layout).")
    var align: String?

    @Option(parsing: .unconditional, help: "tags: height of photo items in points (default 60).")
    var rowHeight: Double?

    @Option(parsing: .unconditional, help: "paging: header block width in points, 0 for none (default 120).")
    var headerWidth: Double?

    @Option(
        help: ArgumentHelp(
            "paging: header colour (#RRGGBB) or image file (drawn aspect-fill).", valueName: "colour|file"))
    var header: String?

    @Option(
        help: ArgumentHelp(
            "paging: card size in points (default: 80 pt narrower than the view, 80% of its height).", valueName: "WxH")
    )
    var itemSize: String?

    @Option(
        parsing: .unconditional,
        help: "banner: banner height in points (default 200; the view adds a 26 pt page-control footer).")
    var bannerHeight: Double?

    @Option(
        help: ArgumentHelp(
            "Width and scale of a current iPhone or iPad in portrait, e.g. iphone-15, ipad-11 (--width and --scale override them); 'list' prints the table.",
            valueName: "name"))
    var device: String?

    @Option(parsing: .unconditional, help: "Collection view width in points (default 390).")
    var width: Double?

    @Option(
        parsing: .unconditional,
        help:
            "Collection view height in points (default 120 for slider, 300 tags, 240 paging and peek; banner: see --banner-height)."
    )
    var height: Double?

    @Option(parsing: .unconditional, help: "slider: thumbnail height as a fraction of the view height (default 0.8).")
    var cellScale: Double?

    @Option(
        parsing: .unconditional,
        help: "slider: space between thumbnails in points, UIKit's minimumLineSpacing (default 10).")
    var spacing: Double?

    func validate() throws {
        if device?.lowercased() == "list" { throw CleanExit.message(DevicePreset.table) }
        if sizes != nil && !photos.isEmpty { throw ValidationError("Give photos or --sizes, not both.") }
    }

    /// The scene file's fields with these flags (and `extra`'s) over them.
    func layers(extra: (inout SceneLayers) -> Void = { _ in }) throws -> SceneLayers {
        let file = try scene.map { try SceneLayers.file(path: $0) } ?? SceneLayers()
        var flags = SceneLayers()
        flags.set("photos", photos.isEmpty ? nil : photos)
        flags.set("sizes", sizes?.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
        flags.set("style", style)
        flags.set("device", device)
        flags.set("width", width)
        flags.set("height", height)
        flags.set("cellScale", cellScale)
        flags.set("spacing", spacing)
        flags.set("tags", tags?.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) })
        flags.set("align", align)
        flags.set("rowHeight", rowHeight)
        flags.set("headerWidth", headerWidth)
        flags.set("header", header)
        flags.set("itemSize", itemSize)
        flags.set("bannerHeight", bannerHeight)
        extra(&flags)
        return file.overridden(by: flags)
    }
}
