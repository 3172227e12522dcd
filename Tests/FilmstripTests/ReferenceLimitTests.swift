import Filmstrip
import Foundation
import XCTest

/// A reference image is probed before it is decoded: one declaring more pixels than the largest frame a check draws
/// is refused from its header, so a 316 KB PNG of 100 megapixels costs nothing.
final class ReferenceLimitTests: XCTestCase {
    func testReferenceClaimingMoreThanAFrameIsRefusedFromItsHeader() throws {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        let path = url.appendingPathComponent("FilmstripDecodeTests/Hostile/claims-8000x8000.png").path
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertThrowsError(try Diffing<RGBAImage>.image().fromData(bytes, "ref.png")) { error in
            XCTAssertEqual(
                error as? DecodeError,
                .unsupported(
                    path: "ref.png",
                    reason: "a 8000x8000 reference is more pixels than the largest frame a check draws (16000000)"))
        }
    }
}
