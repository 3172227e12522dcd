import Foundation

// A debug build (Scripts/fuzz.sh), so `@testable` reaches the scene-file reader, which is the package's own.
@testable import Filmstrip
@testable import FilmstripIO

/// Where the fuzzed scene file claims to be: its relative paths resolve against `/fuzz`.
let origin = SceneLayers.Origin.file("/fuzz/scene.json")

/// Any bytes as a scene file: parsing and strict decoding must end in a scene or a `SceneError`, never a trap, and
/// in time bounded by the input (libFuzzer's -timeout catches a hang, its -rss_limit_mb a runaway allocation).
/// A scene that decodes must also survive its description written as a scene file and read again through the same
/// path: the same scene, and the same text when written a second time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let layers: SceneLayers
    let scene: Scene
    do {
        layers = try SceneLayers.parse(bytes, origin: origin)
        scene = try layers.decode()
        // A decoded scene must be usable: its view has a size, and its checks are named.
        let view = try scene.viewSize()
        precondition(view.width > 0 && view.height > 0 && view.width.isFinite && view.height.isFinite)
        precondition(scene.output.checks.allSatisfy { !$0.name.isEmpty })
    } catch is SceneError {
        return 0
    } catch {
        fatalError("a scene error that is not a SceneError: \(error)")
    }
    checkRoundTrip(layers.description, of: scene)
    checkOutputNames(scene)
    return 0
}

/// Output names: each check's reference, `__snapshots__/<scene>/<check>.png` as `test` names it, is taken apart by
/// `LocalPath` without trapping (Foundation's path helpers trap on some), into the scene's folder and the check's file:
/// a check name cannot hold `/` or start with `.`, so it can never name another folder.
func checkOutputNames(_ scene: Scene) {
    for check in scene.output.checks {
        let path = LocalPath("__snapshots__/scene/\(check.name).png")
        precondition(path.folder == "__snapshots__/scene", "\(check.name) leaves its scene's folder")
        precondition(path.name == "\(check.name).png", "\(check.name) is not its own file")
        _ = (path.stem, path.pathExtension, path.sibling("x"), path.parent)
    }
}

/// Writes `description` as a scene file, reads it back as a file at the same place and requires the same scene,
/// and the same text on a second write.
func checkRoundTrip(_ description: SceneDescription, of scene: Scene) {
    let text: Data
    let again: SceneLayers
    let sceneAgain: Scene
    do {
        text = try description.sceneFileText()
        again = try SceneLayers.parse(text, origin: origin)
        sceneAgain = try again.decode()
    } catch {
        fatalError("a scene's own description does not read back: \(error)")
    }
    let before = dumped(scene)
    let after = dumped(sceneAgain)
    if before != after {
        let line = zip(before.split(separator: "\n"), after.split(separator: "\n")).first { $0 != $1 }
        fatalError(
            "the scene changed through its description \(String(decoding: text, as: UTF8.self)): "
                + "\(line.map { "\($0.0) became \($0.1)" } ?? "\(before.count) then \(after.count) characters")")
    }
    let textAgain = try? again.description.sceneFileText()
    guard textAgain == text else {
        fatalError(
            "a description written twice differs: \(String(decoding: text, as: UTF8.self)) then "
                + String(decoding: textAgain ?? Data(), as: UTF8.self))
    }
}

/// Every stored value of `scene`, as `dump` prints it: Scene is not Equatable (its style and cell renderer are
/// existentials), and the dump prints each number exactly (negative zero included).
func dumped(_ scene: Scene) -> String {
    var text = ""
    dump(scene, to: &text)
    return text
}
