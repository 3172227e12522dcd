/// An image a shard's results name that a merge left out: a path leading outside the shard's folder (`..`, an
/// absolute path, a symbolic link), or a file that cannot be read. Shard results are artifacts of jobs a pull
/// request controls, so what they point at is checked before a byte of it is copied into the merged report.
public struct RefusedImage: Equatable, Sendable, CustomStringConvertible {
    /// The results file that named the image.
    public var resultsFile: String
    /// Where in that file: `scenes[0].checks[2].diff`.
    public var field: String
    /// The image path as the results file gives it; only a relative path inside that file's folder is copied.
    public var path: String
    /// Why it was refused, worded to follow the path: "is an absolute path; ...", "leads outside the results file's
    /// folder ...".
    public var reason: String

    /// One line naming the results file, the field and the image, and saying that it was left out of the merged report.
    public var description: String {
        "\(resultsFile): field \"\(field)\": image \"\(path)\" \(reason); left out of the merged report"
    }
}
