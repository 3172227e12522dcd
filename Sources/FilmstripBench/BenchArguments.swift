/// The benchmark's command line: `filmstrip-bench layout [--items N] [--queries N] [--seed N]`.
struct BenchArguments: Equatable {
    var items = 1_000_000
    var queries = 100_000
    var seed: UInt64 = 1

    static let usage = """
        usage: filmstrip-bench layout [--items N] [--queries N] [--seed N]
               filmstrip-bench thumbnail-quality [PHOTOS...]     (default fixtures/photos)

          Builds a slider of N random-aspect thumbnails (seeded, so every run lays out the same row), times its
          preparation once, then times visible-cell queries and snaps at random offsets.

          --items N     number of thumbnails (default 1000000)
          --queries N   number of timed queries (default 100000)
          --seed N      random seed for photo sizes and offsets (default 1)
        """

    /// Parses the arguments after the program name. Returns nil for `--help`.
    static func parse(_ arguments: [String]) throws -> BenchArguments? {
        guard let command = arguments.first else { throw BenchArgumentError(message: "missing benchmark name") }
        if command == "--help" || command == "-h" { return nil }
        guard command == "layout" else {
            throw BenchArgumentError(message: "unknown benchmark \"\(command)\" (known: layout)")
        }
        var parsed = BenchArguments()
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            if option == "--help" || option == "-h" { return nil }
            guard let text = rest.popFirst() else { throw BenchArgumentError(message: "\(option) needs a value") }
            switch option {
            case "--items":
                guard let value = Int(text), value >= 0 else {
                    throw BenchArgumentError(message: "--items must be 0 or more")
                }
                parsed.items = value
            case "--queries":
                guard let value = Int(text), value > 0 else {
                    throw BenchArgumentError(message: "--queries must be 1 or more")
                }
                parsed.queries = value
            case "--seed":
                guard let value = UInt64(text) else {
                    throw BenchArgumentError(message: "--seed must be a whole number")
                }
                parsed.seed = value
            default:
                throw BenchArgumentError(message: "unknown option \(option)")
            }
        }
        return parsed
    }
}
