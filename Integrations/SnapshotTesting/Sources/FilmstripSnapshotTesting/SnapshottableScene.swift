import Filmstrip

/// The values Filmstrip's strategies snapshot: a `Scene`, prepared (photos probed, laid out) for every snapshot, or
/// a `PreparedScene`, prepared once for several.
public protocol SnapshottableScene {
    func preparedForSnapshot() throws -> PreparedScene
}

extension Scene: SnapshottableScene {
    public func preparedForSnapshot() throws -> PreparedScene { try PreparedScene(scene: self) }
}

extension PreparedScene: SnapshottableScene {
    public func preparedForSnapshot() throws -> PreparedScene { self }
}
