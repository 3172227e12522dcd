import FilmstripDiff
import FilmstripReport

@testable import FilmstripSuite

/// A small suite with every status and both kinds, and names chosen to break careless escaping.
enum SampleSuite {
    static let hostile = #"</script><script>alert("x")</script> & <b>'quoted'</b>"#

    static func make() -> SuiteResult {
        let tolerance = DiffOptions(
            perceptualThreshold: 0.1, detectsAntiAliasing: true, maxDiffPixels: 0, maxDiffRatio: 0.001)
        let frames = [
            FrameResult(
                expected: "exp/fling/frame-0000.png", actual: "act/fling/frame-0000.png", diffPixels: 0, pass: true),
            FrameResult(
                expected: "exp/fling/frame-0001.png", actual: "act/fling/frame-0001.png",
                diff: "diff/fling/frame-0001.png", diffPixels: 120, pass: false),
            FrameResult(expected: nil, actual: "act/fling/frame-0002.png", pass: false),
        ]
        let sequence = SequenceResult(
            fps: 30, frames: frames,
            expectedSamples: [
                ManifestSample(t: 0, offset: -122.5, velocity: 1500),
                ManifestSample(t: 1.0 / 30, offset: -80, velocity: 1200),
            ],
            actualSamples: [
                ManifestSample(t: 0, offset: -122.5, velocity: 1500),
                ManifestSample(t: 1.0 / 30, offset: -79, velocity: 1210),
                ManifestSample(t: 2.0 / 30, offset: -50, velocity: 900),
            ],
            frameCountMismatch: "expected 2 frames, got 3")
        return SuiteResult(
            command: ["filmstrip", "test", "scenes", "--json", "out/results.json"],
            scenes: [
                SceneResult(
                    path: "scenes/slider.json", name: "slider",
                    checks: [
                        CheckResult(
                            name: "start", status: .passed, index: 0, diffPixels: 0, aaPixels: 0, ratio: 0,
                            tolerance: tolerance,
                            expected: "scenes/__snapshots__/slider/start.png"),
                        CheckResult(
                            name: "scrolled", status: .failed, message: "1234 of 93600 pixels differ (1.3184%)",
                            index: 1,
                            diffPixels: 1234, aaPixels: 56, ratio: 0.013183760683760684, tolerance: tolerance,
                            expected: "scenes/__snapshots__/slider/scrolled.png", actual: "actual/slider/scrolled.png",
                            diff: "diff/slider/scrolled.png",
                            accept: "filmstrip test --check 'scenes/slider.json#scrolled' --update"),
                        CheckResult(
                            name: "fling", kind: .sequence, status: .failed, message: "2 of 3 frames differ", index: 2,
                            diffPixels: 120, tolerance: tolerance, sequence: sequence,
                            accept: "filmstrip test --check 'scenes/slider.json#fling' --update"),
                    ]),
                SceneResult(
                    path: "scenes/odd names.json", name: hostile,
                    checks: [
                        CheckResult(
                            name: hostile, status: .recorded, message: "no reference yet; recorded", index: 0,
                            expected: "scenes/__snapshots__/odd/new.png",
                            accept:
                                #"filmstrip test --check 'scenes/odd names.json#</script><script>alert("x")</script> & <b>'\''quoted'\''</b>' --update"#
                        ),
                        CheckResult(
                            name: "broken", status: .error, message: "cannot write actual/odd/broken.png\u{1}", index: 1
                        ),
                    ]),
            ])
    }
}
