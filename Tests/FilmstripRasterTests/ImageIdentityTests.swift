import FilmstripImage
import FilmstripRaster
import XCTest

/// The resample cache's keys: equal when made of equal values of one type.
final class ImageIdentityTests: XCTestCase {
    func testIdentitiesOfDifferentTypesNeverMeet() {
        XCTAssertEqual(ImageIdentity("photo.jpg 80x60"), ImageIdentity("photo.jpg 80x60"))
        XCTAssertNotEqual(ImageIdentity("1"), ImageIdentity(1))
        XCTAssertNotEqual(ImageIdentity(PixelSize(width: 1, height: 2)), ImageIdentity(PixelSize(width: 2, height: 1)))
    }
}
