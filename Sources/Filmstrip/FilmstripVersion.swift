/// The version `filmstrip --version` prints; see CHANGELOG.md.
package enum FilmstripVersion {
    package static let current = "0.3.0"
}
