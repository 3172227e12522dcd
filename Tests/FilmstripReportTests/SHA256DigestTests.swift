import Foundation
import XCTest

@testable import FilmstripReport

/// The digest behind the report's Content-Security-Policy hashes, against FIPS 180-4's examples.
final class SHA256DigestTests: XCTestCase {
    func testKnownDigests() {
        XCTAssertEqual(SHA256Digest.base64(Array("abc".utf8)), "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
        XCTAssertEqual(SHA256Digest.base64([]), "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
        let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        XCTAssertEqual(
            SHA256Digest.digest(Array(twoBlocks.utf8)).map { String(format: "%02x", $0) }.joined(),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testThePagePolicyAllowsExactlyItsOwnScript() {
        let page = ReportPage.html(title: "t", dataJSON: "{}")
        let script = "\n" + ReportScript.source
        XCTAssertTrue(page.contains("<script>\(script)</script>"))
        XCTAssertTrue(page.contains("'sha256-\(SHA256Digest.base64(Array(script.utf8)))'"))
    }
}
