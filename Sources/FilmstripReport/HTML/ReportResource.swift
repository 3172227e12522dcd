import Foundation

/// Reads the page's script and style sheet from the FilmstripReport resource bundle (`HTML/Resources`), so they
/// are real `.js` and `.css` files that editors, linters and a browser's debugger understand, yet the written
/// report still inlines them and stays one self-contained file.
enum ReportResource {
    /// The UTF-8 text of `name.ext` in the bundle, or nil when the bundle lacks it (a build that left the resource
    /// bundle behind); the callers then write a page that says so instead of failing the whole test run.
    static func text(named name: String, extension ext: String) -> String? {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
