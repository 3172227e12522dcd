import FilmstripImage
import XCTest

@testable import Filmstrip
@testable import FilmstripUIKit

/// Table views as apps write them: a `UITableViewController` subclass with a registered cell class, default and
/// value cells, a self-sizing cell pinned with constraints, grouped and inset-grouped sections, selection and batch
/// updates. Geometry from UIKit choice `tableMetrics`: 44-point rows, separators one pixel high at the bottom of
/// each row, the side margin of the table's width.
final class TableViewTests: XCTestCase {
    final class NumbersController: UITableViewController {
        var count = 10
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
    }

    /// An iPhone SE's window (320 by 568 points, the 20-point status bar unsafe), as swift-snapshot-testing's
    /// `.iPhoneSe` configuration gives it.
    final class SEWindow: UIWindow {
        init() { super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 568)) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0) }
    }

    var windows: [UIWindow] = []

    func show(_ controller: UIViewController) -> UIWindow {
        let window = SEWindow()
        windows.append(window)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func testAPlainTableStartsUnderTheStatusBarWith44PointRowsAndSeparators() throws {
        let controller = NumbersController()
        let window = show(controller)
        let table: UITableView = controller.tableView
        XCTAssertEqual(table.adjustedContentInset.top, 20)
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: -20), "scrolled to the top of the adjusted insets")
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 440))
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 132, width: 320, height: 44))
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(cell.textLabel?.text, "0")
        XCTAssertEqual(cell.textLabel?.frame.minX, 16, "the text at the table's 16-point margin (320 points wide)")
        XCTAssertEqual(table.visibleCells.count, 10)

        // At 2x the separator under row 0 is the pixel row at window y = 20 + 44 - 0.5, from x = 16.
        window.layoutIfNeeded()
        let image = try ViewTreeRenderer.image(of: window, scale: 2)
        let white = RGBA(r: 255, g: 255, b: 255)
        let separatorRow = (20 + 44) * 2 - 1
        XCTAssertEqual(image[20, separatorRow], white, "the separator starts at the margin")
        let line = image[40, separatorRow]
        // UIColor.separator (60, 60, 67 at 29 %) over white.
        XCTAssertEqual(line, RGBA(r: 198, g: 198, b: 200))
        XCTAssertEqual(image[40, separatorRow - 1], white)
        // Separators continue under the empty space below the last row, one row apart.
        XCTAssertEqual(image[40, (20 + 440 + 44) * 2 - 1], RGBA(r: 198, g: 198, b: 200))
        // The text of row 0 is drawn in black inside its row.
        let ink = (16 * 2..<40 * 2).filter { x in (20 * 2..<64 * 2).contains { image[x, $0].r < 100 } }
        XCTAssertFalse(ink.isEmpty)
    }

    func testValueAndSubtitleCellsPlaceTheirDetailAsIOSDoes() throws {
        final class SettingsController: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let style: UITableViewCell.CellStyle = indexPath.row == 0 ? .value1 : .subtitle
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: "\(style)")
                    ?? UITableViewCell(style: style, reuseIdentifier: "\(style)")
                cell.textLabel?.text = "Wi-Fi"
                cell.detailTextLabel?.text = "Home"
                cell.accessoryType = .disclosureIndicator
                return cell
            }
        }
        let controller = SettingsController(style: .insetGrouped)
        let window = show(controller)
        let table: UITableView = controller.tableView
        let value = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        // Inset grouped: the rows are inset by the 16-point margin; the first section starts 35 points down.
        XCTAssertEqual(value.frame, CGRect(x: 16, y: 35, width: 288, height: 44))
        let detail = try XCTUnwrap(value.detailTextLabel)
        // The chevron (8 points) sits at the trailing margin; the content view ends where it starts, and the detail
        // 8 points before that.
        XCTAssertEqual(value.contentView.frame.width, 288 - 16 - 8)
        XCTAssertEqual(detail.frame.maxX, 288 - 16 - 8 - 8, accuracy: 0.01)
        XCTAssertEqual(value.layer.cornerRadius, 10)
        window.layoutIfNeeded()
        let image = try ViewTreeRenderer.image(of: window, scale: 1)
        XCTAssertEqual(image[8, 100], RGBA(r: 242, g: 242, b: 247), "the grouped background beside the inset rows")
        XCTAssertEqual(image[100, 20 + 35 + 5], RGBA(r: 255, g: 255, b: 255), "a row's grouped cell background")
        let subtitle = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let text = try XCTUnwrap(subtitle.textLabel)
        let subtitleDetail = try XCTUnwrap(subtitle.detailTextLabel)
        XCTAssertEqual(subtitleDetail.frame.minY, text.frame.maxY + 3, accuracy: 0.01)
        XCTAssertEqual(
            subtitle.frame.height, 11 + text.frame.height + 3 + subtitleDetail.frame.height + 11, accuracy: 0.01,
            "a subtitle row grows past 44 points: the last row of a group has no separator")
    }

    func testASelfSizingCellIsAsTallAsItsConstraintsPlusTheSeparator() throws {
        final class NoteCell: UITableViewCell {
            let box = UIView()
            required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 60),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class NotesController: UIViewController, UITableViewDataSource {
            let tableView = UITableView(frame: .zero, style: .plain)
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.frame = view.bounds
                tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                tableView.register(NoteCell.self, forCellReuseIdentifier: "Note")
                tableView.rowHeight = UITableView.automaticDimension
                tableView.estimatedRowHeight = 100
                tableView.dataSource = self
                view.addSubview(tableView)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
            }
        }
        let controller = NotesController()
        _ = show(controller)
        let table = controller.tableView
        // 10 + 60 + 10 points of content and a 1-point separator at the screen's scale of 1.
        let scale = max(table.traitCollection.displayScale, 1)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 80 + 1 / scale)
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        XCTAssertEqual(cell.box.frame, CGRect(x: 0, y: 10, width: 320, height: 60))
    }

    func testSelectionAndBatchUpdates() throws {
        let controller = NumbersController()
        let window = show(controller)
        let table: UITableView = controller.tableView
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, true)
        window.layoutIfNeeded()
        let image = try ViewTreeRenderer.image(of: window, scale: 1)
        XCTAssertEqual(image[200, 20 + 88 + 20], RGBA(r: 209, g: 209, b: 214), "a selected row is systemGray4")

        var finished = false
        table.performBatchUpdates(
            {
                controller.count = 12
                table.insertRows(
                    at: [IndexPath(row: 10, section: 0), IndexPath(row: 11, section: 0)], with: .automatic)
            },
            completion: { finished = $0 })
        XCTAssertTrue(finished)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 12)
        XCTAssertEqual(table.contentSize.height, 12 * 44)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        XCTAssertNil(table.indexPathsForSelectedRows)
    }

    func testATableInANavigationControllerStartsBelowTheBar() throws {
        let controller = NumbersController()
        let navigation = UINavigationController(rootViewController: controller)
        _ = show(navigation)
        let table: UITableView = controller.tableView
        XCTAssertEqual(table.adjustedContentInset.top, 20 + 44)
        XCTAssertEqual(table.contentOffset.y, -64)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.convert(CGPoint.zero, to: nil).y, 64)
        XCTAssertFalse(navigation.navigationBar.showsStandardBackground, "at the scroll edge the bar is clear")
        table.contentOffset.y = 0
        navigation.view.setNeedsLayout()
        navigation.view.layoutIfNeeded()
        XCTAssertTrue(navigation.navigationBar.showsStandardBackground, "scrolled under the bar")
    }

    func testHeadersAHeaderViewAndContentConfigurations() throws {
        final class ContactsController: UITableViewController {
            override func numberOfSections(in tableView: UITableView) -> Int { 2 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                section == 0 ? "A" : "B"
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = "Name \(indexPath.row)"
                content.secondaryText = "Detail"
                cell.contentConfiguration = content
                return cell
            }
        }
        let controller = ContactsController()
        controller.loadViewIfNeeded()
        let table: UITableView = controller.tableView
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 60))
        _ = show(controller)
        // The header view (60), then for each section 22 points of padding and a 28-point header before its rows.
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(first.minY, 60 + 22 + 28)
        XCTAssertEqual(table.tableHeaderView?.frame, CGRect(x: 0, y: 0, width: 320, height: 60))
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let sectionB = table.rectForRow(at: IndexPath(row: 0, section: 1))
        XCTAssertEqual(sectionB.minY, second.maxY + 22 + 28)
        // A configuration's text and secondary text stack as a subtitle cell's: 11 points, text, 3, detail, 11.
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }
        XCTAssertEqual(labels.map(\.text), ["Name 0", "Detail"])
        XCTAssertEqual(labels[1].frame.minY, labels[0].frame.maxY + 3, accuracy: 0.01)
        XCTAssertEqual(labels[0].frame.minX, 16)
        let scale = max(table.traitCollection.displayScale, 1)
        XCTAssertEqual(
            first.height, 11 + labels[0].frame.height + 3 + labels[1].frame.height + 11 + 1 / scale, accuracy: 0.01)
    }

    func testARegisteredHeaderViewIsDequeuedAndPlacedOverItsSection() throws {
        final class SectionHeader: UITableViewHeaderFooterView {
            var reuses = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                reuses += 1
            }
        }
        final class SectionsController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
                tableView.sectionHeaderTopPadding = 0
            }
            override func numberOfSections(in tableView: UITableView) -> Int { 2 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
                header?.textLabel?.text = "Section \(section)"
                return header
            }
            override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
        }
        let controller = SectionsController()
        _ = show(controller)
        let table: UITableView = controller.tableView
        let header = try XCTUnwrap(table.headerView(forSection: 1) as? SectionHeader)
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 40 + 44, width: 320, height: 40))
        XCTAssertEqual(header.textLabel?.text, "Section 1")
        XCTAssertEqual(header.reuseIdentifier, "Header")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 40 + 44 + 40)
        table.setNeedsLayout()
        table.layoutIfNeeded()
        XCTAssertNotNil(table.headerView(forSection: 0))
        XCTAssertGreaterThan(
            [0, 1].compactMap { (table.headerView(forSection: $0) as? SectionHeader)?.reuses }.reduce(0, +), 0,
            "headers laid out again are reused")
    }

    func testADiffableDataSourceFillsTheTableFromItsSnapshot() throws {
        final class FruitsController: UIViewController {
            let tableView = UITableView(frame: .zero, style: .insetGrouped)
            var dataSource: UITableViewDiffableDataSource<Int, String>!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.frame = view.bounds
                tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(tableView)
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
                dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, fruit in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
                    cell.textLabel?.text = fruit
                    return cell
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0, 1])
                snapshot.appendItems(["Apple", "Pear"], toSection: 0)
                snapshot.appendItems(["Plum"], toSection: 1)
                dataSource.apply(snapshot, animatingDifferences: false)
            }
        }
        let controller = FruitsController()
        _ = show(controller)
        let table = controller.tableView
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text, "Plum")
        XCTAssertEqual(controller.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)), "Pear")
        XCTAssertEqual(controller.dataSource.indexPath(for: "Plum"), IndexPath(row: 0, section: 1))
        // Grouped: 35 points before the first section, two 44-point rows (the last without a separator), a
        // 17.5-point footer and a 17.5-point header before the second.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 35 + 44 + 44 + 17.5 + 17.5)
    }
}
