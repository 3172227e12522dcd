import Filmstrip
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value: SnapshottableScene, Format == RGBAImage {
    /// The frame a scene draws at its own position, compared exactly.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .image)
    /// ```
    public static var image: Self { image() }

    /// The frame a scene draws at `position` (nil: the scene's own), compared under `tolerance`.
    ///
    /// ```swift
    /// assertSnapshot(of: prepared, as: .image(at: .offset(250), tolerance: DiffOptions(maxDiffRatio: 0.001)))
    /// ```
    public static func image(at position: Scene.Position? = nil, tolerance: DiffOptions = DiffOptions()) -> Self {
        rendering("render the scene", tolerance: tolerance) { prepared in
            try prepared.render(
                atOffset: try position.map { try $0.offset(in: prepared.layout) } ?? prepared.startOffset())
        }
    }

    /// A scroll as one image: every frame of `gesture` from `start` (nil: the scene's position), sampled at
    /// `framesPerSecond` from the start to rest, stacked top to bottom at full size (at most 120 frames).
    ///
    /// swift-snapshot-testing keeps one reference file per assertion, and its record modes, names and artifacts
    /// work per file, so a sequence is one file here: every pixel of every frame is compared in one pixelmatch run,
    /// and a motion that takes more or fewer frames changes the height and fails as a size mismatch. One reference
    /// per frame (`assertSnapshots` with a strategy per frame) would need the frame count before the scene is seen,
    /// and would leave stale references when a motion gets shorter; a contact sheet would shrink the frames and
    /// compare font rendering in its labels.
    ///
    /// ```swift
    /// assertSnapshot(of: prepared, as: .frames(of: .fling(velocity: 1500), framesPerSecond: 10))
    /// ```
    public static func frames(
        of gesture: ScrollGesture, from start: Scene.Position? = nil, framesPerSecond: Double = 10,
        tolerance: DiffOptions = DiffOptions()
    ) -> Self {
        rendering("render the frames", tolerance: tolerance) { prepared in
            try FrameStrip.render(prepared, gesture: gesture, from: start, framesPerSecond: framesPerSecond)
        }
    }

    /// A PNG strategy drawing with `draw`; a failure to prepare or draw is reported (`PlaceholderImage`).
    static func rendering(
        _ what: String, tolerance: DiffOptions, _ draw: @escaping (PreparedScene) throws -> RGBAImage
    ) -> Self {
        // An XCTest case's name is known only to an observer registered before it starts: register it now, for
        // the diff images of the tests after this one.
        if CurrentTest.name == nil { _ = XCTestCaseTracker.shared }
        return SnapshotTesting.Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { value in
            PlaceholderImage.unlessThrowing(what) { try draw(try value.preparedForSnapshot()) }
        }
    }
}
