import ArgumentParser
import Filmstrip

struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Print each image's format, size and EXIF orientation, reading only its header.",
        discussion: """
            Sizes are in pixels. The stored size is as in the file; the oriented size is what the photo shows \
            once its EXIF orientation is applied (orientations 5-8 exchange width and height). An orientation \
            outside 1-8, or none, counts as 1.

            Exits with 1 if any file could not be probed; the others are still listed.

            Examples:
              filmstrip probe fixtures/photos
              filmstrip probe --json photo.jpg other.png
            """
    )

    @Argument(
        help: "Image files, or directories whose images (JPEG, PNG, HEIC/HEIF, AVIF, WebP) are probed in name order.")
    var inputs: [String]

    @Flag(
        help:
            "Print a JSON array: {path, format, width, height, orientation, storedWidth, storedHeight, profile (when the image has one)} per file, or {path, error}."
    )
    var json = false

    func run() throws {
        try PhotoPaths.refuseEmptyFolders(inputs)
        let results = PhotoPaths.expand(inputs).map { path in
            Result { try ImageProber.probe(path: path) }.mapError {
                $0 as? DecodeError ?? .unreadable(path: path, reason: "\($0)")
            }
            .map { (path, $0) }
        }
        if json {
            print(ProbeReport.json(results))
        } else {
            for result in results {
                switch result {
                case .success(let (path, info)):
                    let turn =
                        info.orientation == .up
                        ? "" : " (stored \(info.storedSize), orientation \(info.orientation.rawValue))"
                    let profile = info.colorProfileDescription.map { ", profile \"\($0)\"" } ?? ""
                    print("\(path): \(info.format.rawValue) \(info.size)\(turn)\(profile)")
                case .failure(let error):
                    Terminal.printError(UserMessage.of(error))
                }
            }
        }
        if results.contains(where: { if case .failure = $0 { true } else { false } }) {
            throw CommandFailure.inputsFailed
        }
    }
}

/// The `probe --json` document.
enum ProbeReport {
    static func json(_ results: [Result<(String, ImageInfo), DecodeError>]) -> String {
        JSONValue.array(
            results.map { result in
                switch result {
                case .success(let (path, info)):
                    var fields: [(String, JSONValue)] = [
                        ("path", .string(path)), ("format", .string(info.format.rawValue)),
                        ("width", .int(info.size.width)), ("height", .int(info.size.height)),
                        ("orientation", .int(info.orientation.rawValue)),
                        ("storedWidth", .int(info.storedSize.width)), ("storedHeight", .int(info.storedSize.height)),
                    ]
                    if let profile = info.colorProfileDescription { fields.append(("profile", .string(profile))) }
                    return .object(fields)
                case .failure(let error):
                    return .object([("path", .string(error.path)), ("error", .string(error.reason))])
                }
            }
        ).serialized()
    }
}
