import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `filmstrip-bench`: performance checks that are too slow or too machine-dependent for the test suite.
@main
struct FilmstripBench {
    static func main() {
        do {
            let rest = Array(CommandLine.arguments.dropFirst())
            if rest.first == "thumbnail-quality" {
                let paths = rest.count > 1 ? Array(rest.dropFirst()) : ["fixtures/photos"]
                print(try ThumbnailQualityBenchmark(paths: paths).run())
                return
            }
            guard let arguments = try BenchArguments.parse(Array(CommandLine.arguments.dropFirst())) else {
                print(BenchArguments.usage)
                return
            }
            print(LayoutBenchmark(arguments: arguments).run())
        } catch let problem as BenchArgumentError {
            FilmstripBench.printError("filmstrip-bench: \(problem.message)\n\n\(BenchArguments.usage)")
            exit(64)
        } catch {
            FilmstripBench.printError("filmstrip-bench: \(error)")
            exit(64)
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
