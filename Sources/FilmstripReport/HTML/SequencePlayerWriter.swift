import FilmstripJSON
import FilmstripSuite
import Foundation

/// The sequence player on its own, for `frames -o DIR`: `DIR/index.html` plays the frames beside it at their real
/// speed, with a scrubber, step buttons, arrow keys and a plot of offset and velocity from the manifest. There is
/// no expected side.
public enum SequencePlayerWriter {
    /// The player page of a frame sequence as one HTML document: play, pause, scrub and step through the frames.
    ///
    /// - Parameters:
    ///   - frames: the frame files, relative to the page's folder (for `frames -o DIR`, just their names).
    ///   - samples: the manifest's entries, one per frame.
    ///   - fps: the rate the frames play at, the sequence's own.
    ///   - duration: the manifest's `duration`, the motion's length, which the page states; the last frame is the
    ///     first one at or after rest, so its time can be later. Nil states the last frame's time.
    ///   - title: the page's title.
    public static func html(
        frames: [String], samples: [ManifestSample], fps: Double, duration: Double? = nil,
        title: String = "Filmstrip frames"
    ) -> String {
        var members: [(String, JSONValue)] = [
            ("mode", .string("player")), ("fps", .number(fps)),
            ("frames", .array(frames.map { .string($0) })),
            ("samples", .array(samples.map(\.jsonValue))),
        ]
        if let duration { members.append(("duration", .number(duration))) }
        let data = JSONValue.object(members)
        return ReportPage.html(title: title, data: data)
    }

    /// Writes `folder/index.html` atomically (the folder must exist; it holds the frames); returns its URL.
    @discardableResult
    public static func write(
        to folder: URL, frames: [String], samples: [ManifestSample], fps: Double, duration: Double? = nil,
        title: String = "Filmstrip frames"
    ) throws -> URL {
        let url = folder.appendingPathComponent("index.html")
        let page = html(frames: frames, samples: samples, fps: fps, duration: duration, title: title)
        try Data(page.utf8).write(to: url, options: .atomic)
        return url
    }
}
