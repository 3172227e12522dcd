/// One of `count` parts of a suite, for running it on several machines: a check belongs to shard
/// `hash(scene path, check name) mod count`, so each check's shard stays the same when other scenes or checks are
/// added or removed.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// From 1 to `count`.
    public var index: Int
    /// How many shards the suite is split into.
    public var count: Int

    /// Shard `index` of `count`, as `--shard index/count` says.
    public init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "a shard is I/N with 1 <= I <= N")
        self.index = index
        self.count = count
    }

    /// `"2/4"` → shard 2 of 4.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 10_000,
            (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    /// `index/count`, as `--shard` takes it.
    public var description: String { "\(index)/\(count)" }

    /// Whether the check `check` of the scene at `scene` runs in this shard.
    public func contains(scene: String, check: String) -> Bool {
        Int(Shard.fnv1a("\(scene)\u{0}\(check)") % UInt64(count)) == index - 1
    }

    /// FNV-1a, 64 bits: small, stable across runs and platforms (Swift's `Hasher` is seeded per process).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
