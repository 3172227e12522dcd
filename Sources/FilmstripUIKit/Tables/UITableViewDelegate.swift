/// What a table view asks and tells its delegate beyond scrolling, as UIKit's protocol; every method has a default.
/// A height of `UITableView.automaticDimension` (the default) takes the table's own.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`; the table's `rowHeight` by default.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header; the table's `sectionHeaderHeight` by default.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer; the table's `sectionFooterHeight` by default.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view for `section`'s header; nil by default (the data source's title, if any).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view for `section`'s footer; nil by default.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Called before a cell is shown; does nothing by default.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Called when a row is selected by `selectRow` from code that also calls it, as UIKit's; nothing by default.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    /// No view: the data source's title, if any.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No view: the data source's title, if any.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
