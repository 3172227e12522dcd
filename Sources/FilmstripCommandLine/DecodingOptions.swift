import ArgumentParser
import Filmstrip

/// The decoder's safety settings, shared by every command that reads photos.
struct DecodingOptions: ParsableArguments {
    @Option(help: "Refuse images whose header declares more pixels than this.")
    var maxPixels: Int = DecodeOptions.defaultMaxPixels

    @Flag(
        help:
            "Decode JPEGs that libjpeg reports as damaged (e.g. truncated), filling what is missing with grey, instead of failing."
    )
    var acceptDamaged = false

    func validate() throws {
        guard (1...DecodeOptions.maximumMaxPixels).contains(maxPixels) else {
            throw ValidationError("--max-pixels must be from 1 to \(DecodeOptions.maximumMaxPixels)")
        }
    }

    var decodeOptions: DecodeOptions {
        DecodeOptions(maxPixels: maxPixels, acceptsDamagedData: acceptDamaged)
    }
}
