/// A way to snapshot a `Value` as a `Format` that a `Diffing` can store and compare, like
/// swift-snapshot-testing's strategies: small, and composed with `pullback`.
public struct Snapshotting<Value, Format>: Sendable {
    public var pathExtension: String
    public var diffing: Diffing<Format>
    public var snapshot: @Sendable (Value) throws -> Format

    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format)
    {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for another value type, snapshotted by first turning it into this one's.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<
        NewValue, Format
    > {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
            try snapshot(transform($0))
        }
    }
}
