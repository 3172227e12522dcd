/// One of `count` parts of a suite, for running it on several machines. The checks a run takes are put in one order
/// (scene file path, then check name) and cut into `count` contiguous parts: by count, so that part sizes differ by at
/// most one, or by what each check cost in an earlier run, so that the machines finish together.
public struct Shard: Hashable, Sendable, Codable, CustomStringConvertible {
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

    private enum CodingKeys: String, CodingKey {
        case index, count
    }

    /// Reads `{"index":I,"count":N}` from a results file, which a pull request may have written: a shard outside
    /// 1 <= I <= N <= 10,000 is a decoding error, never a trap.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decode(Int.self, forKey: .index)
        let count = try container.decode(Int.self, forKey: .count)
        guard let shard = Shard("\(index)/\(count)") else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "shard \(index)/\(count) is not I/N with 1 <= I <= N <= 10000"))
        }
        self = shard
    }

    /// `index/count`, as `--shard` takes it.
    public var description: String { "\(index)/\(count)" }

    /// The positions this shard takes of `total` checks in the suite's order: `count` contiguous parts whose sizes
    /// differ by at most one. A shard past the checks (more shards than checks) is empty.
    public func range(ofTotal total: Int) -> Range<Int> {
        (index - 1) * total / count..<index * total / count
    }

    /// The positions this shard takes of checks costing `costs` (seconds, in the suite's order): `count` contiguous
    /// parts, each cut where the running total comes nearest to its share of the whole. Costs that are all zero
    /// (or none given) split by count.
    public func range(ofCosts costs: [Double]) -> Range<Int> {
        let total = costs.reduce(0, +)
        guard total > 0 else { return range(ofTotal: costs.count) }
        // Running totals in the checks' order: the same sums, in the same order, on every machine.
        var prefix = [0.0]
        prefix.reserveCapacity(costs.count + 1)
        for cost in costs { prefix.append(prefix[prefix.count - 1] + cost) }
        var cuts = [0]
        for part in 1..<count {
            let target = total * Double(part) / Double(count)
            // The first position whose running total reaches the target, or the one before it if that is nearer.
            var cut = prefix.firstIndex(where: { $0 >= target }) ?? costs.count
            if cut > 0 && target - prefix[cut - 1] < prefix[cut] - target { cut -= 1 }
            cuts.append(max(cut, cuts[cuts.count - 1]))
        }
        cuts.append(costs.count)
        return cuts[index - 1]..<cuts[index]
    }
}
