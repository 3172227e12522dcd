import Filmstrip

/// The scenes the tests snapshot: the sample photos in the slider at @1x, so references stay small and fast.
enum SampleScenes {
    static func slider(at position: Scene.Position = .start) -> Scene {
        var scene = Scene(photos: Scene.samplePhotos)
        scene.view.scale = 1
        scene.motion.position = position
        return scene
    }
}
