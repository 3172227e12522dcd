import FilmstripIO
import FilmstripJSON
import FilmstripSuite
import Foundation

/// The `--json FILE` results format (its shape is documented on `SuiteResult`): written byte-stable through
/// `JSONValue`, read with `JSONDecoder`. Image paths inside are relative to the file's folder, so a CI job uploads
/// that one folder and a merge job reads it anywhere.
public enum ResultsJSON {
    /// The `format` field that marks a Filmstrip results file.
    public static let format = "filmstrip-results"
    /// The version of the results format this build writes. Version 2 made the shard a field (`"shard"`); a
    /// version-1 file, which said it only in its command line, is still read (see `legacyShard(in:)`), for one
    /// release, so that shards of the previous version still merge.
    public static let version = 2
    /// The versions this build reads.
    public static let readableVersions = 1...2
    /// A results file larger than this is refused unread; ten thousand checks with long messages fit in 8 MB.
    public static let maximumFileBytes = 64 << 20

    /// The JSON text, compact, with a final newline.
    public static func encode(_ suite: SuiteResult) -> String {
        var members: [(String, JSONValue)] = [
            ("format", .string(format)), ("version", .int(version)),
            ("command", .array(suite.command.map { .string($0) })),
        ]
        if let shard = suite.shard {
            members.append(("shard", .object([("index", .int(shard.index)), ("count", .int(shard.count))])))
        }
        members += [
            ("counts", suite.counts.jsonValue),
            ("scenes", .array(suite.scenes.map(\.jsonValue))),
        ]
        if !suite.deleted.isEmpty { members.append(("deleted", .array(suite.deleted.map(\.jsonValue)))) }
        return JSONValue.object(members).serialized() + "\n"
    }

    /// What a results file's JSON may hold, checked while it is read, before Foundation's parser builds a tree of
    /// it (5 million unknown members in 61 MB would cost 650 MB, and be ignored). 100,000 checks hold 1.3 million
    /// values; no object in the format has more than a dozen members, and a check's frames at most `--max-frames`.
    package static let jsonLimits = JSONLimits(maximumValues: 2_000_000, maximumMembers: 1_000)

    /// Reads a results file written by `filmstrip test --json`; throws when it is not one.
    public static func decode(_ data: Data) throws -> SuiteResult {
        let syntax = data.withUnsafeBytes { raw -> JSONSyntaxError? in
            do throws(JSONSyntaxError) {
                try JSONSyntax.checkLimits(raw.bindMemory(to: UInt8.self), limits: jsonLimits)
                return nil
            } catch {
                return error
            }
        }
        if let syntax, syntax.exceedsLimit {
            let place = syntax.path.isEmpty ? "" : "field \"\(JSONPathComponent.describe(syntax.path))\": "
            throw ResultsJSONError.notResults(
                "\(place)\(syntax.reason) (a results file's limit); not read past line \(syntax.line), column \(syntax.column)"
            )
        } else if let syntax {
            throw ResultsJSONError.notResults("not JSON results: \(syntax)")
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw ResultsJSONError.notResults("not JSON results (\(error.localizedDescription))")
        }
        guard header.format == format else { throw ResultsJSONError.notResults("not a Filmstrip results file") }
        guard readableVersions.contains(header.version) else {
            throw ResultsJSONError.notResults(
                "results version \(header.version), expected \(readableVersions.lowerBound) to \(version)")
        }
        do {
            var suite = try JSONDecoder().decode(SuiteResult.self, from: data)
            if header.version == 1 { suite.shard = legacyShard(in: suite.command) }
            return suite
        } catch {
            throw ResultsJSONError.notResults("malformed results: \(Self.describe(error))")
        }
    }

    /// Writes `suite`, whose paths are already relative to `url`'s folder, atomically.
    public static func write(_ suite: SuiteResult, to url: URL) throws {
        try Data(encode(suite).utf8).write(to: url, options: .atomic)
    }

    /// Reads a results file. With `relativeTo`, the paths are rebased from the file's folder onto that folder
    /// (what a merge into `OUT_DIR` wants); otherwise they stay relative to the file's folder.
    public static func read(from url: URL, relativeTo folder: URL? = nil) throws -> SuiteResult {
        let data: Data
        do {
            // Not Data(contentsOf:): a FIFO in a shard's folder would block the merge.
            data = Data(try InputFile.read(url.path, maximumBytes: maximumFileBytes))
        } catch {
            throw ResultsJSONError.unreadable(url.path, reason: error.reason)
        }
        let suite: SuiteResult
        do {
            suite = try decode(data)
        } catch ResultsJSONError.notResults(let why) {
            throw ResultsJSONError.notResults("\(url.path): \(why)")
        }
        guard let folder else { return suite }
        return suite.rebased(from: URL(fileURLWithPath: LocalPath(url.path).folder, isDirectory: true), to: folder)
    }

    /// The shard a version-1 results file covers, which only its command line said (`--shard I/N` or
    /// `--shard=I/N`). Read for one release; version 2 writes the shard as data.
    static func legacyShard(in command: [String]) -> Shard? {
        var value: String?
        for (position, argument) in command.enumerated() {
            if argument == "--shard", position + 1 < command.count { value = command[position + 1] }
            if argument.hasPrefix("--shard=") { value = String(argument.dropFirst("--shard=".count)) }
        }
        return value.flatMap(Shard.init)
    }

    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default: return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return keys.isEmpty ? "the top level" : keys
    }
}
