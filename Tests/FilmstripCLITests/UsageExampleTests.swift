import ArgumentParser
import Foundation
import Synchronization
import XCTest

@testable import FilmstripCommandLine

/// Every command line that `--help` or the README shows parses and validates, so an example copied from either
/// never fails on a renamed or removed flag. (Running them needs their files; the CLI tests run the commands.)
final class UsageExampleTests: XCTestCase {
    func testEveryHelpExampleParses() throws {
        let commands: [any ParsableCommand.Type] = [FilmstripCommand.self] + FilmstripCommand.configuration.subcommands
        let examples = commands.flatMap { Self.commandLines(in: $0.configuration.discussion) }
        XCTAssertGreaterThanOrEqual(examples.count, 30, "the examples of every command")
        assertEachParses(examples, source: "--help")
    }

    func testEveryCommandInTheREADMEParses() throws {
        let readme = try String(contentsOfFile: "\(CLIRunner.repositoryRoot)/README.md", encoding: .utf8)
        let inline = Self.inlineCommands(in: readme)
        let blocks = Self.commandLines(in: readme)
        XCTAssertGreaterThanOrEqual(inline.count + blocks.count, 10, "the landing page's examples")
        assertEachParses(inline + blocks, source: "README")
    }

    /// Inline commands (`filmstrip render --index 1`), not synopses (`filmstrip render [PHOTOS...]`) or a command's
    /// name (`filmstrip diff`).
    static func inlineCommands(in text: String) -> [String] {
        text.matches(of: /`(filmstrip [^`]*)`/).map { String($0.output.1) }
            .filter { !$0.contains("[") && !$0.contains("|") && !$0.contains("...") }
            .filter { Self.words(of: $0).count > 2 }
    }

    /// Parses the lines across cores: ArgumentParser's reflection costs about 70 ms a parse at -Onone.
    func assertEachParses(_ lines: [String], source: String, file: StaticString = #filePath, line: UInt = #line) {
        let failures = Mutex<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: lines.count) { index in
            do {
                _ = try FilmstripCommand.parseWithStyleFlags(Array(Self.words(of: lines[index]).dropFirst()))
            } catch  where FilmstripCommand.exitCode(for: error) == .success {
                // A listing such as `--device list` ends the parse early, successfully.
            } catch {
                let message = FilmstripCommand.message(for: error)
                failures.withLock { $0[index] = message }
            }
        }
        for (index, message) in failures.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
            XCTFail("\(source): \(lines[index]): \(message)", file: file, line: line)
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
        var words: [String] = []
        var word = ""
        var quote: Character? = nil
        var inWord = false
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
