/// The page style sheet (`Resources/report.css`), inlined so that index.html works alone from file://.
enum ReportStyle {
    /// The style sheet's text, read once from the resource bundle (none when the bundle is missing).
    static let source: String = ReportResource.text(named: "report", extension: "css") ?? ""
}
