import FilmstripJSON
import Foundation

/// A sequence's `manifest.json`: the rate, each frame's file, time, offset and velocity, and where and when the motion
/// comes to rest. Written by `frames -o` and beside every sequence reference; a sequence check compares the stored one
/// with this run's by value, so a manifest that only spells a number differently still matches.
package struct SequenceManifest: Codable, Equatable, Sendable {
    /// One frame's entry.
    public struct Frame: Codable, Equatable, Sendable {
        /// The frame's file name in the folder, `frame-0000.png`, ...
        public var file: String
        /// Seconds from the start of the gesture.
        public var t: Double
        /// `contentOffset` along the scroll axis, in points.
        public var offset: Double
        /// Scroll velocity in points per second.
        public var velocity: Double
    }

    /// The rate the motion was sampled at.
    public var fps: Double
    /// One entry per frame, in order.
    public var frames: [Frame]
    /// Where the motion comes to rest.
    public var target: Double
    /// Seconds from the start to rest.
    public var duration: Double

    /// A manifest file larger than this is refused unread: 3600 frames take about 300 KB.
    public static let maximumFileBytes = 64 << 20

    /// The file's text: compact JSON, keys in the order above, numbers as the shortest text that reads back as the
    /// same value, and a final newline, so that the same motion writes the same bytes.
    public var json: String {
        JSONValue.object([
            ("fps", .number(fps)),
            (
                "frames",
                .array(
                    frames.map { frame in
                        .object([
                            ("file", .string(frame.file)), ("t", .number(frame.t)), ("offset", .number(frame.offset)),
                            ("velocity", .number(frame.velocity)),
                        ])
                    })
            ),
            ("target", .number(target)),
            ("duration", .number(duration)),
        ]).serialized() + "\n"
    }
}

extension SequenceManifest {
    /// Reads a manifest's bytes; throws when they are not one.
    public init(json bytes: [UInt8]) throws {
        self = try JSONDecoder().decode(SequenceManifest.self, from: Data(bytes))
    }
}
