/// A way to snapshot a `Value` as a `Format` that a `Diffing` can store and compare, like
/// swift-snapshot-testing's strategies: small, and composed with `pullback`.
public struct Snapshotting<Value, Format>: Sendable {
    /// The extension of the reference file, such as `png`.
    public var pathExtension: String
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// Turns the value under test into its snapshot, such as a scene into its frame.
    public var snapshot: @Sendable (Value) throws -> Format

    /// A strategy that snapshots with `snapshot` and stores and compares with `diffing` in `.pathExtension` files.
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
