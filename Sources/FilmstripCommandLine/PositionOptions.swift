import ArgumentParser
import Filmstrip

/// Where the scene is scrolled to, for the commands that show one moment (`layout`, `render`).
struct PositionOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Scroll position as UIKit's contentOffset in points (the first item is centred at -contentInset.left).",
            valueName: "x"))
    var offset: Double?

    @Option(
        parsing: .unconditional,
        help: .count(
            "Scroll so that item N (from 0) is centred. Default: where the view opens (the slider: item 0 centred)."))
    var index: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Release velocity in points per millisecond for the reported target (default 0).", valueName: "v"))
    var velocity: Double?

    func validate() throws {
        if offset != nil && index != nil { throw ValidationError("Give --offset or --index, not both.") }
    }

    func apply(to flags: inout SceneFlags) {
        flags.description.position = offset.map(Scene.Position.offset) ?? index.map(Scene.Position.index)
        flags.description.velocity = velocity
    }
}
