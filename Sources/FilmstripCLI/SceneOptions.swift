import ArgumentParser
import Foundation
import Filmstrip

/// The options every command that lays out a scene shares: the photos and the geometry.
/// Values come from the defaults, then the scene file, then the flags, each overriding the one before.
struct SceneOptions: ParsableArguments {
    @Argument(help: "Photos (JPEG/PNG), or directories of them in name order. Default: the scene file's photos, else fixtures/photos.")
    var photos: [String] = []

    @Option(help: ArgumentHelp("A JSON scene file giving any of these options (flags override it). See the README for its fields.", valueName: "file"))
    var scene: String?

    @Option(help: ArgumentHelp("Lay out pixel sizes instead of photo files, e.g. 4000x3000,1000x1000.", valueName: "WxH,..."))
    var sizes: String?

    @Option(help: "Layout style: \(LayoutStyle.allCases.map(\.rawValue).joined(separator: ", ")) (default slider).")
    var style: String?

    @Option(help: ArgumentHelp("tags: text tags drawn as chips instead of photos, comma-separated.", valueName: "a,b,..."))
    var tags: String?

    @Option(help: "tags: left (the seed's left-aligned rows, default) or justified (the stock flow layout).")
    var align: String?

    @Option(help: "tags: height of photo items in points (default 60).")
    var rowHeight: Double?

    @Option(help: "paging: header block width in points, 0 for none (default 120).")
    var headerWidth: Double?

    @Option(help: ArgumentHelp("paging: header colour (#RRGGBB) or image file (drawn aspect-fill).", valueName: "colour|file"))
    var header: String?

    @Option(help: ArgumentHelp("paging: card size in points (default: 80 pt narrower than the view, 80% of its height).", valueName: "WxH"))
    var itemSize: String?

    @Option(help: "banner: banner height in points (default 200; the view adds a 26 pt page-control footer).")
    var bannerHeight: Double?

    @Option(help: "Collection view width in points (default 390).")
    var width: Double?

    @Option(help: "Collection view height in points (default 120 for slider, 300 tags, 240 paging and peek).")
    var height: Double?

    @Option(help: "Thumbnail height as a fraction of the view height (default 0.8).")
    var cellScale: Double?

    @Option(help: "Space between thumbnails in points, UIKit's minimumLineSpacing (default 10).")
    var spacing: Double?

    func validate() throws {
        if sizes != nil && !photos.isEmpty { throw ValidationError("Give photos or --sizes, not both.") }
    }

    /// The scene from defaults, the scene file and the flags; `extra` adds the flags of other option groups.
    func resolve(defaultPhotos: [String] = [], extra: (inout SceneFile) -> Void = { _ in }) throws -> Scene {
        var resolved = Scene()
        if let scene { try resolved.apply(try SceneFile.load(path: scene)) }
        var flags = SceneFile()
        flags.photos = photos.isEmpty ? nil : photos
        flags.sizes = sizes?.split(separator: ",").map(String.init)
        flags.style = style
        flags.width = width
        flags.height = height
        flags.cellScale = cellScale
        flags.spacing = spacing
        flags.tags = tags?.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        flags.align = align
        flags.rowHeight = rowHeight
        flags.headerWidth = headerWidth
        flags.header = header
        flags.itemSize = itemSize
        flags.bannerHeight = bannerHeight
        extra(&flags)
        try resolved.apply(flags)
        if resolved.photoPaths.isEmpty && resolved.photoSizes == nil { resolved.photoPaths = defaultPhotos }
        return resolved
    }
}
