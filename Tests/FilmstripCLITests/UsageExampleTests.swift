@testable import FilmstripCLI
import ArgumentParser
import Foundation
import XCTest

/// Every command line that `--help` or the README shows parses and validates, so an example copied from either
/// never fails on a renamed or removed flag. (Running them needs their files; the CLI tests run the commands.)
final class UsageExampleTests: XCTestCase {
    func testEveryHelpExampleParses() throws {
        let commands: [any ParsableCommand.Type] = [FilmstripCommand.self] + FilmstripCommand.configuration.subcommands
        let examples = commands.flatMap { Self.commandLines(in: $0.configuration.discussion) }
        XCTAssertGreaterThanOrEqual(examples.count, 30, "the examples of every command")
        for example in examples { assertParses(example, source: "--help") }
    }

    func testEveryCommandInTheREADMEParses() throws {
        let readme = try String(contentsOfFile: "\(CLIRunner.repositoryRoot)/README.md", encoding: .utf8)
        // Inline commands (`filmstrip render --index 1`), not synopses (`filmstrip render [PHOTOS...]`), and the
        // lines of shell blocks.
        let inline = readme.matches(of: /`(filmstrip [^`]*)`/).map { String($0.output.1) }
            .filter { !$0.contains("[") && !$0.contains("|") && !$0.contains("...") }
        let blocks = Self.commandLines(in: readme)
        XCTAssertGreaterThanOrEqual(inline.count + blocks.count, 15)
        for example in inline + blocks { assertParses(example, source: "README") }
    }

    func assertParses(_ line: String, source: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
        let words = Self.words(of: line)
        do {
            _ = try FilmstripCommand.parseAsRoot(Array(words.dropFirst()))
        } catch where FilmstripCommand.exitCode(for: error) == .success {
            // A listing such as `--device list` ends the parse early, successfully.
        } catch {
            XCTFail("\(source): \(line): \(FilmstripCommand.message(for: error))", file: file, line: lineNumber)
        }
    }

    /// Lines that run `filmstrip` (after `$ ` or `swift run `), up to a comment or `&&`.
    static func commandLines(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            var rest = line.drop { $0 == " " || $0 == "$" }
            if rest.hasPrefix("swift run ") { rest = rest.dropFirst("swift run ".count) }
            guard rest.hasPrefix("filmstrip ") else { return nil }
            return String(rest)
        }
    }

    /// The words a POSIX shell would pass, for the quoting the examples use: single and double quotes, `#`
    /// comments, and `&&` ending the command.
    static func words(of line: String) -> [String] {
        var words: [String] = [], word = "", quote: Character? = nil, inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if character == "#" && !inWord {
                break
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        if let end = words.firstIndex(of: "&&") { words.removeSubrange(end...) }
        return words
    }
}
