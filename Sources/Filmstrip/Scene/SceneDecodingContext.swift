/// What decoding a scene needs beyond the JSON: the styles it may name and how to resolve a path field (relative to
/// the scene file it came from, or as given on the command line). Passed in `Decoder.userInfo`.
package struct SceneDecodingContext: Sendable {
    package static let userInfoKey = CodingUserInfoKey(rawValue: "filmstrip.sceneDecodingContext")!

    package var catalog: StyleCatalog
    /// Turns the value of a path field into a usable path, given the field's name.
    package var resolvePath: @Sendable (_ field: String, _ path: String) -> String

    package init(
        catalog: StyleCatalog = .builtIn,
        resolvePath: @escaping @Sendable (_ field: String, _ path: String) -> String = { $1 }
    ) {
        self.catalog = catalog
        self.resolvePath = resolvePath
    }
}
