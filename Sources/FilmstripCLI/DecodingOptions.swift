import ArgumentParser
import Filmstrip

/// The decoder's safety settings, shared by every command that reads photos.
struct DecodingOptions: ParsableArguments {
    @Option(help: "Refuse images whose header declares more pixels than this (default 100000000).")
    var maxPixels: Int = DecodeOptions.defaultMaxPixels

    @Flag(help: "Decode JPEGs that libjpeg reports as damaged (e.g. truncated), filling what is missing with grey, instead of failing.")
    var acceptDamaged = false

    var decodeOptions: DecodeOptions {
        DecodeOptions(maxPixels: maxPixels, acceptsDamagedData: acceptDamaged)
    }
}
