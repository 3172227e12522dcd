/// The version `filmstrip --version` prints; see CHANGELOG.md.
package enum FilmstripVersion {
    public static let current = "0.3.0"
}
