import Foundation

// A debug build (Scripts/fuzz.sh), so `@testable` reaches the scene-file reader, which is the package's own.
@testable import Filmstrip

/// Any bytes as a scene file: parsing and strict decoding must end in a scene or a `SceneError`, never a trap, and
/// in time bounded by the input (libFuzzer's -timeout catches a hang, its -rss_limit_mb a runaway allocation).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    do {
        let scene = try SceneLayers.parse(bytes, origin: .file("/fuzz/scene.json")).decode()
        // A decoded scene must be usable: its view has a size, and its checks are named.
        let view = try scene.viewSize()
        precondition(view.width > 0 && view.height > 0 && view.width.isFinite && view.height.isFinite)
        precondition(scene.output.checks.allSatisfy { !$0.name.isEmpty })
    } catch is SceneError {
    } catch {
        fatalError("a scene error that is not a SceneError: \(error)")
    }
    return 0
}
