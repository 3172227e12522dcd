import FilmstripReport
import Foundation

/// The part of `frames`' `manifest.json` the player needs.
struct FramesManifest: Decodable {
    struct Frame: Decodable {
        var file: String
        var t: Double
        var offset: Double
        var velocity: Double
    }

    var fps: Double
    var frames: [Frame]

    static func read(from url: URL) throws -> FramesManifest {
        try JSONDecoder().decode(FramesManifest.self, from: Data(contentsOf: url))
    }

    var samples: [ManifestSample] { frames.map { ManifestSample(t: $0.t, offset: $0.offset, velocity: $0.velocity) } }
}
