extension DecodingError {
    /// What decoding a style made of code throws: such a style is registered in a `StyleCatalog` by name, and scene
    /// files name it. `style` says which kind it is ("a UIKit view style").
    static func codeStyleIsNotDecoded(_ style: String, by decoder: any Decoder) -> DecodingError {
        .dataCorrupted(
            Context(
                codingPath: decoder.codingPath,
                debugDescription: "\(style) is registered in a StyleCatalog, not decoded"))
    }
}
