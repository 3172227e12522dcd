import Filmstrip
import FilmstripTesting
import Testing

/// The assertion works from Swift Testing too: a match passes, a mismatch is recorded as an issue.
@Suite struct SwiftTestingAssertionTests {
    @Test func matchingImagePassesAndMismatchIsAnIssue() {
        let white = RGBAImage(width: 8, height: 8, fill: .white)
        assertSnapshot(of: white, as: .image(), named: "white", record: .never)
        withKnownIssue {
            assertSnapshot(
                of: RGBAImage(width: 8, height: 8, fill: .black), as: .image(), named: "white", record: .never)
        }
    }
}
