/// Reads the style a catalog entry names from a decoder of the style's own fields (passed in `userInfo`, as a
/// `Decodable` cannot take arguments).
struct StyleDecoding: Decodable {
    static let entryKey = CodingUserInfoKey(rawValue: "filmstrip.styleCatalogEntry")!

    /// The style read.
    let style: any CarouselStyle

    init(from decoder: any Decoder) throws {
        guard let entry = decoder.userInfo[StyleDecoding.entryKey] as? StyleCatalog.Entry else {
            throw SceneError.badValue(reason: "no style to read")
        }
        style = try entry.make(decoder)
    }
}
