import FilmstripDecode
import FilmstripDiff
import FilmstripEncode
import FilmstripImage

extension Diffing where Format == RGBAImage {
    /// PNG storage and Filmstrip's comparison under `tolerance` (exact by default); a failure keeps the diff image.
    /// References are written at `default`: within a few percent of `best` at a fraction of its time, which a
    /// suite recording hundreds of frames notices.
    public static func image(tolerance: DiffOptions = DiffOptions()) -> Diffing {
        Diffing(
            toData: { try PNGEncoder(compression: .default).encode($0) },
            // The header is probed first: a reference claiming more pixels than a frame may have (a 316 KB PNG of
            // 100 megapixels) is refused before any pixel is decoded.
            fromData: { bytes, path in
                let size = try ImageProber.probe(data: bytes, path: path).size
                let limit = PreparedScene.defaultMaxOutputPixels
                guard size.area <= limit else {
                    throw DecodeError.unsupported(
                        path: path,
                        reason: "a \(size) reference is more pixels than the largest frame a check draws (\(limit))")
                }
                return try ImageDecoder().decode(data: bytes, path: path).image
            },
            diff: { expected, actual in
                let result = ImageDiff.compare(expected: expected, actual: actual, options: tolerance)
                if result.pass { return nil }
                let diffBytes = result.diffImage.flatMap { try? PNGEncoder().encode($0) }
                return DiffFailure(
                    message: result.summary, artifacts: diffBytes.map { [("diff", $0)] } ?? [], result: result)
            }
        )
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// An image as it is.
    public static func image(tolerance: DiffOptions = DiffOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { $0 }
    }
}

/// Values that draw a frame at a scroll position, so `assertSnapshot(of:at:named:)` takes either.
public protocol FrameSnapshottable {
    /// The strategy that draws the value at `position` and compares frames under `tolerance`.
    static func frame(at position: Scene.Position, tolerance: DiffOptions) -> Snapshotting<Self, RGBAImage>
}

extension PreparedScene: FrameSnapshottable {
    /// Draws the prepared scene at `position`: prepare once, then snapshot several positions without decoding again.
    public static func frame(at position: Scene.Position, tolerance: DiffOptions) -> Snapshotting<
        PreparedScene, RGBAImage
    > {
        .frame(at: position, tolerance: tolerance)
    }
}

extension Scene: FrameSnapshottable {
    /// Prepares the scene and draws it at `position`.
    public static func frame(at position: Scene.Position, tolerance: DiffOptions) -> Snapshotting<Scene, RGBAImage> {
        .frame(at: position, tolerance: tolerance)
    }
}

extension Snapshotting where Value == PreparedScene, Format == RGBAImage {
    /// The frame a prepared scene draws at `position`.
    public static func frame(at position: Scene.Position, tolerance: DiffOptions = DiffOptions()) -> Snapshotting {
        Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance).pullback { (prepared: PreparedScene) in
            try prepared.render(atOffset: try position.offset(in: prepared.layout))
        }
    }
}

extension Snapshotting where Value == Scene, Format == RGBAImage {
    /// The frame a scene draws at `position` (photos decoded for every snapshot; prepare the scene once and
    /// snapshot the `PreparedScene` when taking several).
    public static func frame(at position: Scene.Position, tolerance: DiffOptions = DiffOptions()) -> Snapshotting {
        Snapshotting<PreparedScene, RGBAImage>.frame(at: position, tolerance: tolerance).pullback {
            try PreparedScene(scene: $0)
        }
    }
}
