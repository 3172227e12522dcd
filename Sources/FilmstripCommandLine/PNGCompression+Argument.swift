import ArgumentParser
import Filmstrip

/// `--compression fast|default|best` on the command line.
extension PNGCompression: ExpressibleByArgument {
    /// The flag's help, the same for every command. `fallback` names the default where ArgumentParser cannot (an
    /// optional that a scene file may set).
    static func help(defaultingTo fallback: PNGCompression? = nil) -> ArgumentHelp {
        let meanings: KeyValuePairs<PNGCompression, String> = [
            .fast: "the up filter and Huffman-only deflate",
            .default: "each row's cheapest filter, libdeflate level 6",
            .best: "each row's cheapest filter, libdeflate level 12",
        ]
        let levels = meanings.map { level, meaning in
            "\(level.rawValue) (\(meaning)\(level == fallback ? "; the default" : ""))"
        }
        return ArgumentHelp("PNG compression: \(levels.joined(separator: ", ")).", valueName: "level")
    }
}
