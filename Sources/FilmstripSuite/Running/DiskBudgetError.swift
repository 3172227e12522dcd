/// An image not written because the run's `DiskBudget` (`--max-disk`) is spent.
package struct DiskBudgetError: Error, Equatable, CustomStringConvertible {
    /// The file that was not written.
    package var path: String
    /// Its size.
    package var bytes: Int
    /// What the run had written when it was refused.
    package var written: Int
    /// The budget.
    package var maximumBytes: Int

    package var description: String {
        "\(path): not written: its \(bytes) bytes would take the run past --max-disk (\(maximumBytes / 1_000_000) MB, "
            + "\(written) bytes written); nothing more is written"
    }
}
