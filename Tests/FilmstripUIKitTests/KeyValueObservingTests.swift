import FilmstripUIKit
import XCTest

/// Swift key-path observation as apps use it on FilmstripUIKit's own properties: a header that follows a scroll
/// view's `contentOffset`, a view's frame, bounds, `isHidden` and `alpha`, a table's `contentSize`, `.initial` and
/// `.prior`, and observations that stop when invalidated or released.
final class KeyValueObservingTests: XCTestCase {
    /// A screen that shrinks its header as its scroll view scrolls, observing `contentOffset` as apps do.
    final class StretchyHeaderController: UIViewController {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        var offsets: [(old: CGFloat?, new: CGFloat?)] = []
        var observation: NSKeyValueObservation?
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            view.addSubview(scrollView)
            view.addSubview(header)
            observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { [weak self] scrollView, change in
                self?.offsets.append((change.oldValue?.y, change.newValue?.y))
                self?.header.frame.size.height = max(100, 200 - scrollView.contentOffset.y)
            }
        }
    }

    func testAnObservedContentOffsetReportsOldAndNewValues() {
        let controller = StretchyHeaderController()
        controller.loadViewIfNeeded()
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 60)
        controller.scrollView.setContentOffset(CGPoint(x: 0, y: 150), animated: false)
        XCTAssertEqual(controller.offsets.map(\.old), [0, 60])
        XCTAssertEqual(controller.offsets.map(\.new), [60, 150])
        XCTAssertEqual(controller.header.frame.height, 100)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 150)
        XCTAssertEqual(controller.offsets.count, 2, "setting the same offset reports nothing")
        controller.observation?.invalidate()
        controller.scrollView.contentOffset = .zero
        XCTAssertEqual(controller.offsets.count, 2, "an invalidated observation reports nothing")
    }

    func testAViewsFrameBoundsHiddenAndAlphaReportChanges() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var heard: [String] = []
        let observations = [
            view.observe(\.frame, options: .new) { _, change in heard.append("frame \(change.newValue!)") },
            view.observe(\.bounds, options: .new) { _, change in heard.append("bounds \(change.newValue!.size)") },
            view.observe(\.isHidden, options: [.old, .new]) { _, change in
                heard.append("hidden \(change.oldValue!) \(change.newValue!)")
            },
            view.observe(\.alpha, options: .new) { _, change in heard.append("alpha \(change.newValue!)") },
        ]
        view.frame = CGRect(x: 10, y: 0, width: 100, height: 50)
        XCTAssertEqual(heard, ["frame \(CGRect(x: 10, y: 0, width: 100, height: 50))"], "a move keeps the bounds")
        heard = []
        view.bounds.size = CGSize(width: 80, height: 50)
        XCTAssertEqual(
            heard.sorted(),
            ["bounds \(CGSize(width: 80, height: 50))", "frame \(CGRect(x: 20, y: 0, width: 80, height: 50))"])
        heard = []
        view.isHidden = true
        view.alpha = 0.5
        XCTAssertEqual(heard, ["hidden false true", "alpha 0.5"])
        withExtendedLifetime(observations) {}
    }

    func testInitialPriorAndReleasedObservations() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var heard: [String] = []
        var observation: NSKeyValueObservation? = scrollView.observe(\.contentSize, options: [.initial, .new, .prior]) {
            _, change in
            heard.append(change.isPrior ? "prior" : "new \(change.newValue.map { "\($0.height)" } ?? "nil")")
        }
        XCTAssertEqual(heard, ["new 0.0"], ".initial reports the value at once")
        scrollView.contentSize = CGSize(width: 100, height: 400)
        XCTAssertEqual(heard, ["new 0.0", "prior", "new 400.0"])
        XCTAssertNotNil(observation)
        observation = nil
        scrollView.contentSize = CGSize(width: 100, height: 800)
        XCTAssertEqual(heard.count, 3, "a released observation stops")
    }

    func testATablesContentSizeIsObservedAsItLaysOut() {
        final class Rows: NSObject, UITableViewDataSource {
            var count = 3
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        var heights: [CGFloat] = []
        let observation = table.observe(\.contentSize, options: .new) { _, change in
            heights.append(change.newValue?.height ?? -1)
        }
        table.dataSource = rows
        table.layoutIfNeeded()
        rows.count = 5
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(heights, [132, 220], "a self-sizing table's height follows its rows (44 points each)")
        observation.invalidate()
    }

    /// String-keyed KVO as FSPagerView's cell uses it: a cell observes its label's "font" with a context, hears
    /// each change with the values its options ask for, and nothing once it removed itself.
    func testAViewObservesALabelsFontByNameUntilItRemovesItself() {
        final class ObservingCell: UICollectionViewCell {
            let label = UILabel()
            var heard: [(String?, UIFont?, UIFont?, Bool)] = []
            let context = UnsafeMutableRawPointer(bitPattern: 0x10)
            override func observeValue(
                forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                context: UnsafeMutableRawPointer?
            ) {
                heard.append(
                    (
                        keyPath, change?[.oldKey] as? UIFont, change?[.newKey] as? UIFont,
                        context == self.context && (object as AnyObject) === label
                    ))
            }
        }
        let cell = ObservingCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let before = cell.label.font!
        cell.label.addObserver(cell, forKeyPath: "font", options: [.old, .new], context: cell.context)
        cell.label.text = "no font change"
        XCTAssertEqual(cell.heard.count, 0)
        cell.label.font = .systemFont(ofSize: 30)
        XCTAssertEqual(cell.heard.count, 1)
        XCTAssertEqual(cell.heard.first?.0, "font")
        XCTAssertEqual(cell.heard.first?.1, before)
        XCTAssertEqual(cell.heard.first?.2, .systemFont(ofSize: 30))
        XCTAssertEqual(cell.heard.first?.3, true)
        cell.label.removeObserver(cell, forKeyPath: "font", context: cell.context)
        cell.label.font = .systemFont(ofSize: 12)
        XCTAssertEqual(cell.heard.count, 1)
    }

    /// A controller observing a scroll view's "contentOffset" with `.initial` hears it at once and at each move.
    func testAControllerObservesAContentOffsetByNameWithInitial() {
        final class Watching: UIViewController {
            var offsets: [CGPoint] = []
            override func observeValue(
                forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                context: UnsafeMutableRawPointer?
            ) {
                if let offset = change?[.newKey] as? CGPoint { offsets.append(offset) }
            }
        }
        let controller = Watching()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.addObserver(controller, forKeyPath: "contentOffset", options: [.initial, .new], context: nil)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertEqual(controller.offsets, [.zero, CGPoint(x: 0, y: 40)])
        scrollView.removeObserver(controller, forKeyPath: "contentOffset")
        scrollView.contentOffset = .zero
        XCTAssertEqual(controller.offsets.count, 2)
    }
}
