import Foundation

/// A table view as iOS 17 lays one out and draws it: rows from its data source, one under another, each a cell of
/// the table's width and of its row height (fixed, from the delegate, or the cell's own: its constraints or its
/// built-in labels), with section headers and footers, separators under the rows (plain tables also under the
/// empty space below the last row), the table's header and footer views, and the backgrounds of the plain, grouped
/// and inset-grouped styles. Its content insets are adjusted by the safe area, as UIKit's `.automatic` does for a
/// vertical scroll view, and it starts scrolled to the top of them (UIKit choice `tableMetrics`).
open class UITableView: UIScrollView {
    /// A row or header height that UIKit computes: from the cell's constraints or built-in content, or the style's.
    public static let automaticDimension: CGFloat = -1
    /// The style it was made with.
    public let style: Style
    /// Held strongly, as the scroll view's delegate is (UIKit choice `collectionViewKeepsItsDelegate`).
    open var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    /// The height of every row, or `automaticDimension` (the default) for each cell's own.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The height rows are estimated at before they are laid out; rows are measured, so it is kept.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers, or `automaticDimension` for the style's.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The height of section footers, or `automaticDimension` for the style's.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Kept: headers are measured.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Kept: footers are measured.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The space above each section header of a plain table with headers (22 points by default on iOS 15 and later).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Whether separators are drawn.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour; the system separator colour by default.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// How far separators are inset from the sides; a left inset of `automaticDimension`-like zero takes the text's
    /// margin, as UIKit's default does.
    open var separatorInset: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// A view above the first section, as wide as the table and as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// A view below the last section; a plain table with one draws no separators under the empty space.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// A view behind the rows, filling the table.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether more than one row can be selected.
    open var allowsMultipleSelection = false
    /// Kept: no cell is edited.
    open var isEditing = false
    /// Kept for source compatibility.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Kept: a refresh control is not drawn.
    open var refreshControl: AnyObject?

    private var classes: [String: UITableViewCell.Type] = [:]
    private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    private var shownHeaders: [Int: UITableViewHeaderFooterView] = [:]
    private var reuseQueues: [String: [UITableViewCell]] = [:]
    private var cells: [IndexPath: UITableViewCell] = [:]
    private var shownViews: [UIView] = []
    private var selectedRows: [IndexPath] = []
    private var rowFrames: [[CGRect]] = []
    private var sectionRects: [CGRect] = []
    private var needsReload = true
    private var lastAdjustedTop: CGFloat = 0

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
    }

    /// A plain table.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// A plain table; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = .systemBackground
    }

    // MARK: Registration and cells

    /// Registers `cellClass` (a `UITableViewCell` subclass) for `identifier`; nil removes it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        classes[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Registers a header or footer class (a `UITableViewHeaderFooterView` subclass) for `identifier`; nil removes
    /// it.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A header or footer for `identifier`: a queued one (after `prepareForReuse()`) or a new one of the class
    /// registered; nil when nothing is registered for `identifier`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterQueues[identifier], let view = queue.popLast() {
            headerFooterQueues[identifier] = queue
            view.prepareForReuse()
            return view
        }
        return headerFooterClasses[identifier]?.init(reuseIdentifier: identifier)
    }

    /// The header view on screen for `section`, if the delegate gave one.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return shownHeaders[section]
    }

    /// A cell for `identifier` at `indexPath`: a queued one (after `prepareForReuse()`) or a new one of the class
    /// registered. Stops, as UIKit raises, when nothing is registered for `identifier`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// A queued or registered cell for `identifier`, or nil when there is none (the app then makes its own).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reuseQueues[identifier], let cell = queue.popLast() {
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let type = classes[identifier] else { return nil }
        return type.init(style: .default, reuseIdentifier: identifier)
    }

    /// The number of sections the data source gives.
    open var numberOfSections: Int { max(0, dataSource?.numberOfSections(in: self) ?? 0) }

    /// The number of rows the data source gives for `section`.
    open func numberOfRows(inSection section: Int) -> Int {
        max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
    }

    /// Forgets the cells and asks the data source again at the next layout.
    open func reloadData() {
        for cell in cells.values { enqueue(cell) }
        cells = [:]
        needsReload = true
        setNeedsLayout()
    }

    /// Runs `updates` (the model's changes and the row calls), then reloads; `completion` runs with true.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        layoutIfNeeded()
        completion?(true)
    }

    /// Starts a group of row changes; `endUpdates()` applies them.
    open func beginUpdates() {}
    /// Applies the row changes: the table reloads.
    open func endUpdates() { reloadData() }
    /// Inserts rows: the table reloads, with no animation.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Deletes rows: the table reloads, with no animation.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads rows: the table reloads.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Inserts sections: the table reloads.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Deletes sections: the table reloads.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Reloads sections: the table reloads.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Moves a row: the table reloads.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

    /// The cell shown for `indexPath`, if it is on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return cells[indexPath]
    }

    /// The cells on screen, in row order.
    open var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return cells.keys.sorted().compactMap { cells[$0] }
    }

    /// The index paths of the rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return cells.keys.sorted()
    }

    /// The index path of `cell`, if it is on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    /// The frame of the row at `indexPath` in the table's content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutIfNeeded()
        guard rowFrames.indices.contains(indexPath.section),
            rowFrames[indexPath.section].indices.contains(indexPath.row)
        else { return .zero }
        return rowFrames[indexPath.section][indexPath.row]
    }

    /// The frame of `section` (header, rows and footer) in the table's content.
    open func rect(forSection section: Int) -> CGRect {
        layoutIfNeeded()
        return sectionRects.indices.contains(section) ? sectionRects[section] : .zero
    }

    /// Scrolls at once so the row at `indexPath` is at `scrollPosition`, within the offsets the insets allow.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let row = rectForRow(at: indexPath)
        let insets = adjustedContentInset
        let visible = bounds.height - insets.top - insets.bottom
        var y: CGFloat
        switch scrollPosition {
        case .top, .none: y = row.minY - insets.top
        case .middle: y = row.midY - insets.top - visible / 2
        case .bottom: y = row.maxY - insets.top - visible
        }
        let maximum = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
        y = min(max(y, -insets.top), maximum)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Selection

    /// The first selected row.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    /// The selected rows, in the order selected; nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row at `indexPath` (nil deselects all) and scrolls it to `scrollPosition`, without telling the
    /// delegate, as UIKit's method does. Its cell draws the selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        if !allowsMultipleSelection || indexPath == nil {
            for row in selectedRows { cells[row]?.setSelected(false, animated: animated) }
            selectedRows = []
        }
        guard let indexPath else { return }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cells[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Insets

    /// The content insets with the safe area's top and bottom added, as `.automatic` adjusts a vertical scroll view
    /// (`.never` adds nothing).
    open override var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left, bottom: contentInset.bottom + safe.bottom,
            right: contentInset.right)
    }

    // MARK: Layout

    /// Starts at the top of the adjusted insets the first time they grow, then lays out the rows, headers, footers and separators and shows the cells near the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let adjustedTop = adjustedContentInset.top
        if contentOffset.y == -lastAdjustedTop, adjustedTop != lastAdjustedTop {
            sendsDidScroll = false
            contentOffset = CGPoint(x: contentOffset.x, y: -adjustedTop)
            sendsDidScroll = true
        }
        lastAdjustedTop = adjustedTop
        layOutRows()
    }

    /// The rows', headers' and footers' frames, the cells on screen and the separators.
    private func layOutRows() {
        for view in shownViews {
            view.removeFromSuperview()
            if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                headerFooterQueues[identifier, default: []].append(reusable)
            }
        }
        shownViews = []
        shownHeaders = [:]
        needsReload = false
        let width = bounds.width
        let margin = TableMetrics.sideMargin(of: self)
        let hairline = separatorStyle == .none ? 0 : 1 / max(traitCollection.displayScale, 1)
        let inset: CGFloat = style == .insetGrouped ? margin : 0
        let visible = bounds.insetBy(dx: 0, dy: -bounds.height / 2)
        let tableDelegate = delegate as? any UITableViewDelegate
        if let backgroundView {
            backgroundView.frame = bounds
            show(backgroundView, at: 0)
        }
        var y: CGFloat = 0
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            show(header)
            y = header.frame.maxY
        }
        var onScreen: [IndexPath: UITableViewCell] = [:]
        rowFrames = []
        sectionRects = []
        let sections = numberOfSections
        for section in 0..<sections {
            let sectionTop = y
            y += headerHeight(section, delegate: tableDelegate, margin: margin, width: width, top: y)
            let rows = numberOfRows(inSection: section)
            var frames: [CGRect] = []
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? UITableView.automaticDimension
                if height < 0 { height = rowHeight }
                let needsCell =
                    height < 0 || visible.intersects(CGRect(x: 0, y: y, width: width, height: max(height, 44)))
                var cell: UITableViewCell?
                if needsCell { cell = cells[indexPath] ?? makeCell(at: indexPath) }
                if let cell {
                    cell.tableView = self
                    cell.separatorHeight = isLastRow(row, of: rows) && style != .plain ? 0 : hairline
                    if height < 0 { height = measuredHeight(of: cell, width: width - 2 * inset) }
                }
                if height < 0 { height = TableMetrics.standardRowHeight }
                let frame = CGRect(x: inset, y: y, width: width - 2 * inset, height: height)
                frames.append(frame)
                if let cell, visible.intersects(frame) {
                    place(cell, frame: frame, row: row, rows: rows, indexPath: indexPath)
                    onScreen[indexPath] = cell
                    if cell.separatorHeight > 0 {
                        addSeparator(
                            y: frame.maxY - hairline, height: hairline, cell: cell, margin: margin, inset: inset)
                    }
                } else if let cell {
                    enqueue(cell)
                }
                y += height
            }
            rowFrames.append(frames)
            y += footerHeight(section, delegate: tableDelegate, margin: margin, width: width, top: y)
            sectionRects.append(CGRect(x: 0, y: sectionTop, width: width, height: y - sectionTop))
        }
        for (indexPath, cell) in cells where onScreen[indexPath] == nil { enqueue(cell) }
        cells = onScreen
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: y, width: width, height: footer.frame.height)
            show(footer)
            y = footer.frame.maxY
        } else if style == .plain, hairline > 0 {
            addFillerSeparators(from: y, hairline: hairline, margin: margin)
        }
        contentSize = CGSize(width: width, height: y)
    }

    private func isLastRow(_ row: Int, of rows: Int) -> Bool { row == rows - 1 }

    private func makeCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        if selectedRows.contains(indexPath) { cell.setSelected(true, animated: false) }
        cells[indexPath] = cell
        return cell
    }

    /// A cell's own height at `width`: its constraints' when its content view uses Auto Layout (plus the
    /// separator), else its built-in content's.
    private func measuredHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        cell.frame.size.width = width
        if cell.sizesItsOwnContent { return cell.builtInHeight(width: width) }
        let contentWidth = cell.contentWidth(in: width, margin: TableMetrics.sideMargin(of: self))
        cell.contentView.frame.size.width = contentWidth
        let fitting = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return fitting.height + cell.separatorHeight
    }

    private func place(_ cell: UITableViewCell, frame: CGRect, row: Int, rows: Int, indexPath: IndexPath) {
        let isNew = cell.superview !== self
        if cell.backgroundColor == nil || cell.usesDefaultBackground {
            cell.backgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
            cell.usesDefaultBackground = true
        }
        cell.frame = frame
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if row == rows - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : TableMetrics.insetGroupedCornerRadius
            cell.layer.maskedCorners = corners
            cell.clipsToBounds = !corners.isEmpty
        }
        if isNew {
            addSubview(cell)
            (delegate as? any UITableViewDelegate)?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        cell.setNeedsLayout()
    }

    private func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reuseQueues[identifier, default: []].append(cell)
    }

    private func show(_ view: UIView, at index: Int? = nil) {
        if let index { insertSubview(view, at: index) } else { addSubview(view) }
        shownViews.append(view)
    }

    private func addSeparator(y: CGFloat, height: CGFloat, cell: UITableViewCell, margin: CGFloat, inset: CGFloat) {
        let left =
            inset
            + (cell.separatorInset.left > 0
                ? cell.separatorInset.left : separatorInset.left > 0 ? separatorInset.left : margin)
        let right = inset + (cell.separatorInset.right > 0 ? cell.separatorInset.right : separatorInset.right)
        let line = UIView(frame: CGRect(x: left, y: y, width: max(0, bounds.width - left - right), height: height))
        line.backgroundColor = separatorColor
        show(line)
    }

    /// A plain table's separators under the empty space, one standard row apart, down to the bottom of the view.
    private func addFillerSeparators(from top: CGFloat, hairline: CGFloat, margin: CGFloat) {
        let step = rowHeight > 0 ? rowHeight : TableMetrics.standardRowHeight
        var y = top + step
        let bottom = max(bounds.maxY, bounds.height)
        let left = separatorInset.left > 0 ? separatorInset.left : margin
        while y - hairline < bottom {
            let line = UIView(
                frame: CGRect(
                    x: left, y: y - hairline, width: bounds.width - left - separatorInset.right, height: hairline))
            line.backgroundColor = separatorColor
            show(line)
            y += step
        }
    }

    /// Lays out `section`'s header (a view from the delegate, or the data source's title) at `top`; returns its
    /// height with the top padding.
    private func headerHeight(
        _ section: Int, delegate: (any UITableViewDelegate)?, margin: CGFloat, width: CGFloat, top: CGFloat
    ) -> CGFloat {
        let view = delegate?.tableView(self, viewForHeaderInSection: section)
        let title = dataSource?.tableView(self, titleForHeaderInSection: section)
        var height = delegate?.tableView(self, heightForHeaderInSection: section) ?? UITableView.automaticDimension
        if height < 0 { height = sectionHeaderHeight }
        let hasHeader = view != nil || title != nil
        let padding: CGFloat
        if style == .plain {
            padding = hasHeader ? (sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : 22) : 0
            if height < 0 { height = hasHeader ? 28 : 0 }
        } else {
            padding = 0
            if height < 0 { height = title != nil || view != nil ? 38 : (section == 0 ? 35 : 17.5) }
        }
        let frame = CGRect(x: 0, y: top + padding, width: width, height: height)
        if let view {
            view.frame = frame
            show(view)
            shownHeaders[section] = view as? UITableViewHeaderFooterView
        } else if let title {
            show(headerLabel(title, frame: frame, margin: margin))
        }
        return padding + height
    }

    private func footerHeight(
        _ section: Int, delegate: (any UITableViewDelegate)?, margin: CGFloat, width: CGFloat, top: CGFloat
    ) -> CGFloat {
        let view = delegate?.tableView(self, viewForFooterInSection: section)
        let title = dataSource?.tableView(self, titleForFooterInSection: section)
        var height = delegate?.tableView(self, heightForFooterInSection: section) ?? UITableView.automaticDimension
        if height < 0 { height = sectionFooterHeight }
        if height < 0 { height = style == .plain ? (view != nil || title != nil ? 28 : 0) : 17.5 }
        let frame = CGRect(x: 0, y: top, width: width, height: height)
        if let view {
            view.frame = frame
            show(view)
        } else if let title {
            let label = UILabel()
            label.text = title
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
            let inset = style == .insetGrouped ? 2 * margin : margin
            let size = label.sizeThatFits(CGSize(width: width - 2 * inset, height: .greatestFiniteMagnitude))
            label.frame = CGRect(x: inset, y: top + 7, width: size.width, height: size.height)
            show(label)
            return max(height, size.height + 14)
        }
        return height
    }

    /// A header's title: in a plain table the headline font on the table's background, in a grouped one the
    /// footnote font in the secondary colour, upper-cased, 7 points above the rows.
    private func headerLabel(_ title: String, frame: CGRect, margin: CGFloat) -> UIView {
        let container = UIView(frame: frame)
        let label = UILabel()
        if style == .plain {
            container.backgroundColor = .systemBackground
            label.text = title
            label.font = .preferredFont(forTextStyle: .headline)
            label.textColor = .label
        } else {
            label.text = title.uppercased()
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
        }
        label.sizeToFit()
        let inset = style == .insetGrouped ? 2 * margin : margin
        let y = style == .plain ? (frame.height - label.frame.height) / 2 : frame.height - 7 - label.frame.height
        label.frame.origin = CGPoint(x: inset, y: y)
        container.addSubview(label)
        return container
    }
}
