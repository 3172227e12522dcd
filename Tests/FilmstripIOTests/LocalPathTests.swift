import FilmstripIO
import XCTest

/// Paths taken apart without Foundation, which traps on a one-character relative path: folder, name, stem and
/// joins, spelled as `NSString`'s path methods spell them for every path they do not trap on.
final class LocalPathTests: XCTestCase {
    func testFolderAndNameOfEveryShapeOfPath() {
        let cases: [(path: String, parent: String, folder: String, name: String)] = [
            ("f", "", ".", "f"), ("f/", "", ".", "f"), ("ab", "", ".", "ab"), ("a/b", "a", "a", "b"),
            ("a/b/", "a", "a", "b"), ("a//b", "a", "a", "b"), ("/a", "/", "/", "a"), ("//a", "/", "/", "a"),
            ("/", "/", "/", "/"), ("///", "/", "/", "/"), ("", "", ".", ""), ("./f", ".", ".", "f"),
            ("../x.png", "..", "..", "x.png"), ("/tmp/out/r", "/tmp/out", "/tmp/out", "r"),
            ("é/\u{301}x", "é", "é", "\u{301}x"),
        ]
        for item in cases {
            let path = LocalPath(item.path)
            XCTAssertEqual(path.parent, item.parent, "parent of \(item.path)")
            XCTAssertEqual(path.folder, item.folder, "folder of \(item.path)")
            XCTAssertEqual(path.name, item.name, "name of \(item.path)")
        }
    }

    func testStemDropsOnlyARealExtension() {
        let stems = [
            "a/b.png": "b", "b.tar.gz": "b.tar", ".hidden": ".hidden", "b.": "b.", "b": "b", "x/.a.json": ".a",
            "s": "s",
        ]
        for (path, stem) in stems { XCTAssertEqual(LocalPath(path).stem, stem, path) }
        let extensions = ["a/b.PNG": "PNG", "b.tar.gz": "gz", ".hidden": "", "b.": "", "b": "", "x.y/z": ""]
        for (path, pathExtension) in extensions { XCTAssertEqual(LocalPath(path).pathExtension, pathExtension, path) }
    }

    func testJoinsPutOneSlashBetween() {
        XCTAssertEqual(LocalPath("r").appending("index.html").string, "r/index.html")
        XCTAssertEqual(LocalPath("r/").appending("index.html").string, "r/index.html")
        XCTAssertEqual(LocalPath("/").appending("x").string, "/x")
        XCTAssertEqual(LocalPath("").appending("x").string, "x")
        XCTAssertEqual(LocalPath("f").sibling(".f.staging").string, ".f.staging")
        XCTAssertEqual(LocalPath("out/f").sibling(".f.staging").string, "out/.f.staging")
        XCTAssertEqual(LocalPath("/f").sibling("g").string, "/g")
    }
}
