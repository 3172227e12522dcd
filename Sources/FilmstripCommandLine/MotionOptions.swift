import ArgumentParser
import Filmstrip

/// Where a frame sequence starts and which one gesture moves it (`frames`); the scene file's fields of the same
/// names fill in what is not given here.
struct MotionOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Start at this contentOffset.", valueName: "x"))
    var fromOffset: Double?

    @Option(parsing: .unconditional, help: .count("Start with item N centred (default: where the view opens)."))
    var fromIndex: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Release at the start with this velocity in points per second (positive: content moves left).",
            valueName: "v"))
    var fling: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Move the finger DX points over SECONDS (default 0.25), then release with its velocity.",
            valueName: "DX[:SECONDS]"))
    var drag: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Animated scroll to this offset (0.3 s ease-in-out).", valueName: "x"))
    var toOffset: Double?

    @Option(parsing: .unconditional, help: .count("Animated scroll until item N is centred.")) var toIndex: Int?

    @Option(parsing: .unconditional, help: "Frames per second (default 60).") var fps: Double?

    func validate() throws {
        if fromOffset != nil && fromIndex != nil {
            throw ValidationError("Give --from-offset or --from-index, not both.")
        }
        let gestures = [fling != nil, drag != nil, toOffset != nil, toIndex != nil].filter { $0 }.count
        if gestures > 1 { throw ValidationError("Give one of --fling, --drag, --to-offset, --to-index.") }
    }

    /// Sets the start and the gesture; a malformed `--drag` is refused here.
    func apply(to flags: inout SceneFlags) throws {
        flags.spell(SceneDescription.CodingKeys.offset, as: "--from-offset")
        flags.spell(SceneDescription.CodingKeys.index, as: "--from-index")
        flags.description.position = fromOffset.map(Scene.Position.offset) ?? fromIndex.map(Scene.Position.index)
        if let fling {
            flags.description.gesture = .fling(velocity: fling)
        } else if let drag {
            flags.description.gesture = try ScrollGesture(dragParsing: drag)
        } else if let toOffset {
            flags.description.gesture = .scroll(to: .offset(toOffset))
        } else if let toIndex {
            flags.description.gesture = .scroll(to: .index(toIndex))
        }
        flags.description.framesPerSecond = fps
    }
}
