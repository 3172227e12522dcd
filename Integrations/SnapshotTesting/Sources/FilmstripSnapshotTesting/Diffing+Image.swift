import Filmstrip
import Foundation
import SnapshotTesting

extension SnapshotTesting.Diffing where Value == RGBAImage {
    /// Filmstrip's image storage and comparison for swift-snapshot-testing: PNG references written as Filmstrip
    /// writes its own, compared by Filmstrip's diff under `tolerance` (exact by default). A failure's message names
    /// the comparison (`DiffOptions.metricName`) and gives the pixel counts and the path of the diff image (differing pixels red, anti-aliased ones yellow), which is also
    /// attached where XCTest has attachments.
    public static func image(tolerance: DiffOptions = DiffOptions()) -> Self {
        let filmstrip = Filmstrip.Diffing<RGBAImage>.image(tolerance: tolerance)
        return LegacyDiffingMaker.compatible.diffing(
            toData: { image in
                do {
                    return Data(try filmstrip.toData(image))
                } catch {
                    _ = PlaceholderImage.reporting("Filmstrip could not encode the snapshot as PNG: \(error)")
                    return Data()
                }
            },
            fromData: { data in
                PlaceholderImage.unlessThrowing("read the reference image") {
                    try filmstrip.fromData([UInt8](data), "reference")
                }
            },
            diff: { expected, actual in
                guard let failure = filmstrip.diff(expected, actual) else { return nil }
                var lines = ["Filmstrip's \(tolerance.metricName): \(failure.message)"]
                for artifact in failure.artifacts {
                    do {
                        let path = try DiffImageArtifacts.write(
                            artifact.bytes, environment: ProcessInfo.processInfo.environment)
                        lines.append("\(artifact.name) image: \(path)")
                    } catch {
                        lines.append("\(artifact.name) image could not be written: \(error)")
                    }
                }
                return (lines.joined(separator: "\n"), failure.artifacts.map { XCTAttachment(data: Data($0.bytes)) })
            })
    }
}
