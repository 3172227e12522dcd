import FilmstripDecode
import FilmstripImage
import Foundation
import XCTest

/// Decodes running at once share one memory budget: what they hold together never exceeds it, a decode larger than
/// the whole budget runs alone instead of being refused or waiting forever, and a failing decode gives its share back.
final class DecodeMemoryBudgetTests: XCTestCase {
    /// Many threads reserving sizes that do not all fit at once: inside each reservation the total held is at most
    /// the capacity, and once all are done nothing is held.
    func testReservationsTogetherNeverExceedTheCapacity() {
        let budget = DecodeMemoryBudget(capacityBytes: 1000)
        let sizes = (0..<64).map { 100 + ($0 * 37) % 400 }
        let overCapacity = Counter()
        DispatchQueue.concurrentPerform(iterations: sizes.count) { index in
            budget.withReservation(of: sizes[index]) {
                if budget.reserved > budget.capacityBytes { overCapacity.increment() }
            }
        }
        XCTAssertEqual(overCapacity.value, 0)
        XCTAssertLessThanOrEqual(budget.highWaterMark, 1000)
        XCTAssertGreaterThanOrEqual(budget.highWaterMark, sizes.max() ?? 0)
        XCTAssertEqual(budget.reserved, 0)
    }

    /// A reservation larger than the whole budget is held as the whole budget: it waits for the others to finish,
    /// runs with nothing else reserved, and all of them finish (no deadlock, no refusal).
    func testAReservationLargerThanTheBudgetRunsAlone() {
        let budget = DecodeMemoryBudget(capacityBytes: 100)
        let sizes = [30, 5000, 30, 40, 1_000_000, 20]
        let sharedWhileLarge = Counter()
        let finished = Counter()
        let done = DispatchGroup()
        for size in sizes {
            DispatchQueue.global().async(group: done) {
                budget.withReservation(of: size) {
                    if size > 100, budget.reserved != 100 { sharedWhileLarge.increment() }
                }
                finished.increment()
            }
        }
        // A guard against a hang, not a measurement: the reservations take microseconds.
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(finished.value, sizes.count)
        XCTAssertEqual(sharedWhileLarge.value, 0)
        XCTAssertEqual(budget.highWaterMark, 100)
        XCTAssertEqual(budget.reserved, 0)
    }

    /// A decoder of one's own that decodes through `ImageDecoder` (a wrapped format) reserves again on the thread
    /// that holds the budget: that inner reservation must not wait for the outer one, which waits for it.
    func testAReservationInsideAnotherOnTheSameThreadDoesNotWait() {
        let budget = DecodeMemoryBudget(capacityBytes: 100)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            budget.withReservation(of: 80) {
                budget.withReservation(of: 50) { XCTAssertEqual(budget.reserved, 80) }
            }
            finished.signal()
        }
        // A guard against a hang, not a measurement.
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(budget.reserved, 0)
    }

    /// A body that throws gives its reservation back, so a failed decode cannot shrink the budget for the rest.
    func testAThrowingBodyReleasesItsReservation() {
        struct Failure: Error {}
        let budget = DecodeMemoryBudget(capacityBytes: 100)
        XCTAssertThrowsError(try budget.withReservation(of: 60) { throw Failure() })
        XCTAssertEqual(budget.reserved, 0)
        budget.withReservation(of: 100) { XCTAssertEqual(budget.reserved, 100) }
    }

    /// Negative and zero sizes hold nothing and never wait.
    func testNothingIsHeldForAnEmptyReservation() {
        let budget = DecodeMemoryBudget(capacityBytes: 10)
        budget.withReservation(of: 10) {
            budget.withReservation(of: 0) { XCTAssertEqual(budget.reserved, 10) }
        }
        budget.withReservation(of: -5) { XCTAssertEqual(budget.reserved, 0) }
    }

    /// `ImageDecoder` reserves its decoder's estimate while it decodes: a HEIC's coded planes and the libraries'
    /// copies of them, far more than the thumbnail it delivers, and more than a JPEG of the same size needs.
    func testImageDecoderReservesTheEstimateWhileDecoding() throws {
        let budget = DecodeMemoryBudget(capacityBytes: 1 << 40)
        let options = DecodeOptions(minimumSize: PixelSize(width: 8, height: 6))
        let decoded = try ImageDecoder(options: options, memoryBudget: budget).decode(
            path: Fixtures.path("formats/photo.heic"))
        XCTAssertEqual(budget.reserved, 0)
        let size = decoded.info.storedSize
        XCTAssertGreaterThanOrEqual(budget.highWaterMark, size.width * size.height * 3 / 2)
        XCTAssertGreaterThan(budget.highWaterMark, decoded.image.pixels.count)
    }

    /// Two decodes each estimated at more than half the budget, started together, never hold it at the same time;
    /// their images are those of decodes made one after the other.
    func testDecodesTooLargeToShareTheBudgetTakeTurns() throws {
        let path = Fixtures.path("formats/photo.heic")
        let probe = DecodeMemoryBudget(capacityBytes: 1 << 40)
        let alone = try ImageDecoder(memoryBudget: probe).decode(path: path)
        let budget = DecodeMemoryBudget(capacityBytes: probe.highWaterMark * 3 / 2)
        let results = [path, path].parallelMap(threads: 2) { path in
            Result { try ImageDecoder(memoryBudget: budget).decode(path: path).image }
        }
        for result in results { XCTAssertEqual(try result.get(), alone.image) }
        XCTAssertEqual(budget.highWaterMark, probe.highWaterMark)
        XCTAssertEqual(budget.reserved, 0)
    }
}

/// A count shared by threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
