/// Why the benchmark's command line could not be used; the message is printed above the usage.
struct BenchArgumentError: Error, Equatable {
    var message: String
}
