import Foundation
import XCTest

@testable import FilmstripSuite

final class RelativePathTests: XCTestCase {
    func testRebase() {
        let root = URL(fileURLWithPath: "/ci/artifacts", isDirectory: true)
        func rebase(_ path: String, _ from: String, _ to: String) -> String {
            RelativePath.rebase(path, from: root.appendingPathComponent(from), to: root.appendingPathComponent(to))
        }
        XCTAssertEqual(rebase("actual/a.png", "shard-1", "merged"), "../shard-1/actual/a.png")
        XCTAssertEqual(rebase("actual/a.png", "shard-1", "shard-1"), "actual/a.png")
        XCTAssertEqual(rebase("actual/a.png", "shard-1", "shard-1/actual"), "a.png")
        XCTAssertEqual(rebase("../refs/./a.png", "shard-1", "."), "refs/a.png")
        XCTAssertEqual(rebase("a.png", "x/y", "p/q/r"), "../../../x/y/a.png")
        XCTAssertEqual(rebase("/abs/a.png", "x", "y"), "/abs/a.png")
    }
}
