import CFilmstripCodecs

extension fs_message {
    /// The C shim's NUL-terminated explanation, as text (empty when it gave none).
    var reason: String {
        withUnsafeBytes(of: text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
