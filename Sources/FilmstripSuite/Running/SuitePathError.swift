/// A file of a suite check that resolves, through a symbolic link, outside the folder it belongs to: a reference
/// outside its scene file's folder, an artifact outside the artifacts folder. Scene folders come from pull requests
/// in CI, so such a link is refused rather than read or written through.
public struct SuitePathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that was refused, as the scene file or the run named it (before the link was followed).
    public var path: String
    /// The folder `path` must stay inside.
    public var folder: String

    /// One line naming the file and the folder it leads out of, saying that nothing was read or written there.
    public var description: String {
        "\(path): leads outside \(folder) through a symbolic link; refused, nothing read or written there"
    }
}
