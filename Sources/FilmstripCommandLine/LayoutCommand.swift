import ArgumentParser
import Filmstrip

struct LayoutCommand: ParsableCommand {
    /// The command's help ends with the flags of the running catalog's styles.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "layout",
            abstract: "Print where each thumbnail is drawn at a scroll offset: pure geometry, no pixels.",
            discussion: """
                Cells are sized from the photos' upright pixel sizes (read from their headers) or from --sizes, \
                then placed as the UICollectionViewFlowLayout subclass of the style would place them at the offset: \
                for the slider, the centred thumbnail zoomed to full height and its neighbours moved aside.

                Offsets are UIKit's contentOffset.x: the first item is centred at -contentInset.left. "target" is \
                where a release at that offset (with --velocity, default 0) comes to rest.

                Examples:
                  filmstrip layout --sizes 4000x3000,1000x1000,3000x4000 --index 1
                  filmstrip layout fixtures/photos --offset 250 --json
                  filmstrip layout --scene slider.json --all

                \(StyleFlags(catalog: FilmstripCommand.styles).help(for: LayoutCommand.self))
                """
        )
    }

    @OptionGroup var scene: SceneOptions
    @OptionGroup var position: PositionOptions

    @Flag(help: "Print JSON: {contentSize, contentInset, offsetRange, offset, target, items: [{index, frame, scale}]}.")
    var json = false

    @Flag(help: "List every item unscaled instead of the visible ones.") var all = false

    func run() throws {
        let resolved = try CLIScene.resolve(scene, extra: position.apply)
        let scene = resolved.scene
        let layout: any CollectionLayout
        if let items = try scene.style.ownItems(scale: scene.view.scale) {
            layout = try scene.makeLayout(itemSizes: items.map(\.size))
        } else {
            let sizes =
                scene.input.photoSizes ?? resolved.source?.photos.map { $0.size ?? PixelSize(width: 1, height: 1) }
                ?? []
            layout = try scene.makeLayout(photoSizes: sizes)
        }
        let offset = try resolved.positioned { try scene.resolvedOffset(in: layout) }
        let report = LayoutReport(
            layout: layout, offset: offset, scope: all ? .all : .visible,
            velocity: resolved.scene.motion.velocity)
        print(json ? report.json() : report.table(), terminator: json ? "\n" : "")
    }
}
