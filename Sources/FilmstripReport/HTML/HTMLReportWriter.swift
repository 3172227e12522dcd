import FilmstripJSON
import FilmstripSuite
import Foundation

/// The review report: `DIR/index.html`, one self-contained file that works from file:// with no network. It shows
/// the counts with filters and a search, and for each check its images with side-by-side, slider wipe, blink and
/// diff-overlay viewers (a sequence: a player with a scrubber and a plot of both manifests) and the command that
/// accepts it.
///
/// The writer copies no images: the suite's paths must already be relative to `DIR` (a runner writes actual and
/// diff images under `DIR`; a merge rebases shard results onto it with `SuiteResult.rebased(from:to:)` or copies
/// them there with `ReportImages.copy`).
public enum HTMLReportWriter {
    /// The review page of `suite` as one HTML document, titled `title`; the images it shows must be copied beside it.
    public static func html(_ suite: SuiteResult, title: String = "Filmstrip report") -> String {
        // The suite as its results file has it, so every field a results file carries (an unused reference, say)
        // reaches the page without this writer naming it; only the scenes' order is the review's.
        var review = suite
        review.scenes = reviewOrder(suite.scenes)
        let results = ResultsJSON.encode(review).trimmingCharacters(in: .whitespacesAndNewlines)
        return ReportPage.html(title: title, dataJSON: #"{"mode":"report","suite":"# + results + "}")
    }

    /// The scenes in the order a review takes them: those with a failed check or an error first, then the others,
    /// each group in the run's order (a scene's checks keep theirs), so the page opens on what needs a look.
    static func reviewOrder(_ scenes: [SceneResult]) -> [SceneResult] {
        let needsReview = { (scene: SceneResult) in
            scene.checks.contains { $0.status == .failed || $0.status == .error }
        }
        return scenes.filter(needsReview) + scenes.filter { !needsReview($0) }
    }

    /// Creates `folder` if needed and writes `folder/index.html` atomically; returns its URL.
    @discardableResult
    public static func write(_ suite: SuiteResult, to folder: URL, title: String = "Filmstrip report") throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("index.html")
        try Data(html(suite, title: title).utf8).write(to: url, options: .atomic)
        return url
    }
}
