import FilmstripImage
import XCTest

/// The package's one eviction policy: least recently used first, past a total cost.
final class BoundedCacheTests: XCTestCase {
    func testTheLeastRecentlyUsedGoesFirstPastTheCapacity() {
        let cache = BoundedCache<String, Int>(capacity: 3) { _ in 1 }
        for key in ["a", "b", "c"] { cache.value(for: key) { 0 } }
        cache.value(for: "a") {
            XCTFail("a is kept")
            return 0
        }
        cache.value(for: "d") { 0 }
        XCTAssertEqual(cache.count, 3)
        var remade: [String] = []
        for key in ["a", "c", "d", "b"] {
            cache.value(for: key) {
                remade.append(key)
                return 0
            }
        }
        XCTAssertEqual(remade, ["b"], "b was the least recently used")
    }

    func testABatchIsKeptWholePastTheCapacityAndMadeInOneCall() {
        let cache = BoundedCache<Int, String>(capacity: 2) { _ in 1 }
        var calls: [[Int]] = []
        let first = cache.values(for: [1, 2, 3]) { missing in
            calls.append(missing)
            return missing.map { "v\($0)" }
        }
        XCTAssertEqual(first, [1: "v1", 2: "v2", 3: "v3"])
        XCTAssertEqual(cache.count, 3, "a batch is never evicted while it is asked for")
        let second = cache.values(for: [3, 4]) { missing in
            calls.append(missing)
            return missing.map { "w\($0)" }
        }
        XCTAssertEqual(second, [3: "v3", 4: "w4"])
        XCTAssertEqual(calls, [[1, 2, 3], [4]])
        XCTAssertEqual(cache.count, 2, "1 and 2, the least recently used, went")
    }
}
