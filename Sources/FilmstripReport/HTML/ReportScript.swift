/// The page script (`Resources/report.js`): renders the report or the player from the inline data block; no
/// framework, no network.
enum ReportScript {
    /// The script's text, read once from the resource bundle.
    static let source: String =
        ReportResource.text(named: "report", extension: "js")
        ?? "document.getElementById('app').textContent = "
        + "'This page was written without its script: the FilmstripReport resource bundle is missing.';\n"
}
