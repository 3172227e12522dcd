/// Where a table view's rows come from, as UIKit's protocol: the counts and the cells; the optional methods have
/// defaults (Swift on Linux has no optional protocol requirements).
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title of `section`'s header; nil by default (no header).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer; nil by default (no footer).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
