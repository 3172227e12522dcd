import FilmstripUIKit
import XCTest

@testable import Filmstrip

extension XCTestCase {
    /// Asserts each pixel `(x, y)` of `image` is exactly its colour, naming the pixel that is not.
    func expect(
        _ image: RGBAImage, _ pixels: [(x: Int, y: Int, color: RGBA)], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for pixel in pixels {
            XCTAssertEqual(image[pixel.x, pixel.y], pixel.color, "at \(pixel.x), \(pixel.y)", file: file, line: line)
        }
    }
}
