import ArgumentParser
import Filmstrip
import Foundation

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

    @Argument(help: "Image files, or directories whose .jpg/.jpeg/.png files are probed in name order.")
    var inputs: [String]

    @Flag(help: "Print a JSON array: {path, format, width, height, orientation, storedWidth, storedHeight} per file, or {path, error}.")
    var json = false

    func run() throws {
        let results = InputPaths.expand(inputs).map { path in
            Result { try ImageProber.probe(path: path) }.mapError { $0 as? DecodeError ?? .unreadable(path: path, reason: "\($0)") }
                .map { (path, $0) }
        }
        if json {
            print(try ProbeReport.json(results))
        } else {
            for result in results {
                switch result {
                case .success(let (path, info)):
                    let turn = info.orientation == .up ? "" : " (stored \(info.storedSize), orientation \(info.orientation.rawValue))"
                    print("\(path): \(info.format.rawValue) \(info.size)\(turn)")
                case .failure(let error):
                    Terminal.printError(error.description)
                }
            }
        }
        if results.contains(where: { if case .failure = $0 { true } else { false } }) {
            throw ExitStatus.inputFailed
        }
    }
}

/// The `probe --json` document.
enum ProbeReport {
    struct Entry: Encodable {
        var path: String
        var format: String
        var width: Int
        var height: Int
        var orientation: Int
        var storedWidth: Int
        var storedHeight: Int
    }

    struct Failure: Encodable {
        var path: String
        var error: String
    }

    enum Item: Encodable {
        case entry(Entry)
        case failure(Failure)

        func encode(to encoder: Encoder) throws {
            switch self {
            case .entry(let entry): try entry.encode(to: encoder)
            case .failure(let failure): try failure.encode(to: encoder)
            }
        }
    }

    static func json(_ results: [Result<(String, ImageInfo), DecodeError>]) throws -> String {
        let items: [Item] = results.map { result in
            switch result {
            case .success(let (path, info)):
                return .entry(Entry(path: path, format: info.format.rawValue, width: info.size.width,
                                    height: info.size.height, orientation: info.orientation.rawValue,
                                    storedWidth: info.storedSize.width, storedHeight: info.storedSize.height))
            case .failure(let error):
                return .failure(Failure(path: error.path, error: error.reason))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode(items), as: UTF8.self)
    }
}
