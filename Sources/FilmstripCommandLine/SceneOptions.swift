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

    /// The fields these flags (and `extra`'s) give.
    func flags(extra: (inout SceneFlags) throws -> Void = { _ in }) throws -> SceneFlags {
        var flags = SceneFlags()
        flags.description.photos = photos.isEmpty ? nil : photos
        flags.description.sizes = sizes?.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        flags.description.style = style
        flags.description.device = device
        flags.description.width = width
        flags.description.height = height
        flags.description.setStyleField(SliderStyle.CodingKeys.cellScale, number: cellScale)
        flags.description.setStyleField(SliderStyle.CodingKeys.spacing, number: spacing)
        let tagList = tags?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        flags.description.setStyleField(TagsStyle.CodingKeys.tags, strings: tagList)
        flags.description.setStyleField(TagsStyle.CodingKeys.align, string: align)
        flags.description.setStyleField(TagsStyle.CodingKeys.rowHeight, number: rowHeight)
        flags.description.setStyleField(PagingStyle.CodingKeys.headerWidth, number: headerWidth)
        flags.description.setStyleField(PagingStyle.CodingKeys.header, string: header)
        flags.description.setStyleField(PagingStyle.CodingKeys.itemSize, string: itemSize)
        flags.description.setStyleField(BannerStyle.CodingKeys.bannerHeight, number: bannerHeight)
        try extra(&flags)
        return flags
    }

    /// The scene file's layer, if a scene file is named.
    func fileLayer() throws -> SceneLayers {
        try scene.map { try SceneLayers.file(path: $0) } ?? SceneLayers()
    }
}
