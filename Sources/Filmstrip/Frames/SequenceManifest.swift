import FilmstripJSON
import Foundation

/// A sequence's `manifest.json`: the rate, each frame's file, time, offset and velocity, and where and when the motion
/// comes to rest. Written by `frames -o` and beside every sequence reference; a sequence check compares the stored one
/// with this run's by value, so a manifest that only spells a number differently still matches.
package struct SequenceManifest: Codable, Equatable, Sendable {
    /// One frame's entry.
    package struct Frame: Codable, Equatable, Sendable {
        /// The frame's file name in the folder, `frame-0000.png`, ...
        package var file: String
        /// Seconds from the start of the gesture.
        package var t: Double
        /// `contentOffset` along the scroll axis, in points.
        package var offset: Double
        /// Scroll velocity in points per second.
        package var velocity: Double
    }

    /// The rate the motion was sampled at.
    package var fps: Double
    /// One entry per frame, in order.
    package var frames: [Frame]
    /// Where the motion comes to rest.
    package var target: Double
    /// Seconds from the start to rest.
    package var duration: Double

    /// A manifest file larger than this is refused unread: 3600 frames take about 360 KB.
    package static let maximumFileBytes = 4 << 20

    /// The most JSON values a manifest may hold (each frame's object and its four numbers among them): 3600 frames
    /// hold about 18000. Members this version does not know are ignored, but only this many in all, so a bomb of
    /// millions of them stops at the first past the limit.
    package static let maximumValues = 50_000

    /// The file's text: compact JSON, keys in the order above, numbers as the shortest text that reads back as the
    /// same value, and a final newline, so that the same motion writes the same bytes.
    package var json: String {
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
    /// Reads a manifest's bytes as a user's reference means them, or throws why they are not one.
    ///
    /// The text must be strict JSON (`JSONSyntax`): a key given twice is refused, as Foundation would read its first
    /// value and Python's `json` (the scripts that plot a sequence) its last, so the two would see different
    /// motions. Numbers are read by value, as a sequence check compares them: `-0` is zero (written back `0`), a
    /// whole number past 2^53 is the nearest Double, and one past Double's range is refused rather than read as
    /// infinity (JSON has no infinity or NaN, so `json` never writes one). A field the manifest does not have is
    /// ignored, so a reference written by a later version that adds one still compares.
    package init(json bytes: [UInt8]) throws(SequenceManifestError) {
        do {
            try JSONSyntax.validate(bytes, maximumValues: Self.maximumValues)
        } catch {
            let reason =
                error.reason.hasPrefix("more than ")
                ? "\(error.reason) (a manifest of 3600 frames holds about 18000)" : error.reason
            throw SequenceManifestError(
                reason: "byte \(error.offset) (line \(error.line), column \(error.column)): \(reason)")
        }
        do {
            self = try JSONDecoder().decode(SequenceManifest.self, from: Data(bytes))
        } catch let DecodingError.keyNotFound(key, context) {
            throw SequenceManifestError(reason: "\(Self.path(context.codingPath + [key])) is missing")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw SequenceManifestError(reason: "\(Self.path(context.codingPath)) is of the wrong type or null")
        } catch {
            // A number past Double's range is the only other way valid JSON fails to decode.
            throw SequenceManifestError(reason: "a number is out of range")
        }
    }

    /// `frames[3].offset`, as an error names a field.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce("") { path, key in
            key.intValue.map { "\(path)[\($0)]" } ?? (path.isEmpty ? key.stringValue : "\(path).\(key.stringValue)")
        }
    }
}
